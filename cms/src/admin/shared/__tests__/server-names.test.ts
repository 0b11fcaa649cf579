// The panel names the server's content types and mail jobs itself, since it imports no server
// code (eslint.config.mjs); these checks fail when the two lists part ways. (The audit actions are
// config's, config/src/audit.ts, which both import.)

import { existsSync } from 'node:fs';
import path from 'node:path';
import { MAIL_JOB_KINDS, MAIL_JOB_STATUSES } from '../../../lib/mail/jobs';
import { mailKindOptions, mailStatusOptions } from '../labels/mail';

const MAIL_KIND_OPTIONS = mailKindOptions();
const MAIL_STATUS_OPTIONS = mailStatusOptions();
import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, QUARANTINE_UID, SETTINGS_UID } from '../uids';

const API_DIR = path.resolve(__dirname, '../../../api');

describe('the names the panel shares with the server', () => {
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
