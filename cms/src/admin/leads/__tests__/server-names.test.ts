// The panel names the server's content types and audit actions itself, since it imports no server
// code (eslint.config.mjs); these checks fail when the two lists part ways.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS } from '../../../api/audit-entry/content-types/audit-entry/schema';
import { AUDIT_ACTION_LABELS } from '../../audit/labels';
import { MAIL_JOB_KINDS, MAIL_JOB_STATUSES } from '../../../lib/mail/jobs';
import { MAIL_KIND_OPTIONS, MAIL_STATUS_OPTIONS } from '../../mail/labels';
import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, QUARANTINE_UID, SETTINGS_UID } from '../uids';

const API_DIR = path.resolve(__dirname, '../../../api');

describe('the names the panel shares with the server', () => {
  it('names every audit action in Hebrew, and no other', () => {
    expect([...AUDIT_ACTION_LABELS.keys()].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it("names every mail job's kind and state in Hebrew, and no other", () => {
    expect(MAIL_KIND_OPTIONS.map((option) => option.value).sort()).toEqual([...MAIL_JOB_KINDS].sort());
    expect(MAIL_STATUS_OPTIONS.map((option) => option.value).sort()).toEqual([...MAIL_JOB_STATUSES].sort());
    for (const option of [...MAIL_KIND_OPTIONS, ...MAIL_STATUS_OPTIONS])
      expect(option.label).toMatch(/^[\u0590-\u05FF ׳״/]+$/);
  });

  it.each([LEAD_UID, QUARANTINE_UID, AUDIT_UID, SETTINGS_UID, MAIL_JOB_UID])(
    'attaches to %s, a content type of the CMS',
    (uid) => {
      const [, api = '', type = ''] = /^api::([\w-]+)\.([\w-]+)$/.exec(uid) ?? [];
      expect(existsSync(path.join(API_DIR, api, 'content-types', type, 'schema.ts'))).toBe(true);
    },
  );
});
