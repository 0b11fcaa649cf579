// Workaround: no "Create new entry" on the lists where nothing is created by hand (leads, the
// audit trail, the mail outbox).
// Patches: one <style data-vision="no-create-on-evidence"> hiding the Content Manager list's link
// to its `create` page. The list shows it to whoever holds the create permission, and Strapi gives
// super admins every permission at each start; the server refuses the creation anyway
// (src/content-model/evidence-read-only.ts).
// Checked against: Strapi 5.54.0 (@strapi/content-manager ListViewPage: `pathname: 'create'`).
// Delete when: the Content Manager lets a plugin hide the list's create action (as document
// actions can be hidden, features/leads/read-only-actions.ts); __tests__/guards.test.ts fails when
// the link is no longer built that way.

import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID } from '../shared/uids';
import { installStyle } from './install-style';

export const NO_CREATE_LISTS = [LEAD_UID, AUDIT_UID, MAIL_JOB_UID];

export const NO_CREATE_ON_EVIDENCE_CSS = NO_CREATE_LISTS.map(
  (uid) => `a[href*='/collection-types/${uid}/create'] { display: none !important; }`,
).join('\n');

export const installNoCreateOnEvidenceStyle = () => installStyle('no-create-on-evidence', NO_CREATE_ON_EVIDENCE_CSS);
