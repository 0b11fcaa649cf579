// The lead admins' routes of the /api contract (README.md, "The /api contract"): admin users
// allowed to read leads (Leads managers, super admins) or API tokens with that right.
// The fixed paths (`/leads/paginate`, `/leads/export`, `/leads/stats`, `/leads/reviewers`,
// `/leads/erase`, `/leads/subject-export`) are
// declared before the `/leads/:id/...` ones only for reading order: their segment counts differ,
// so they can never match one another.
import { adminAccess } from '../../../lib/auth/admin-routes';

const leads = adminAccess('leads');

export default {
  routes: [
    { method: 'GET', path: '/leads/paginate', handler: 'lead-admin.paginate', config: leads },
    { method: 'GET', path: '/leads/export', handler: 'lead-admin.export', config: leads },
    { method: 'GET', path: '/leads/stats', handler: 'lead-admin.stats', config: leads },
    { method: 'GET', path: '/leads/reviewers', handler: 'lead-admin.reviewers', config: leads },
    // A person's rights over their data (README.md, "Privacy"): erasure on request and access.
    { method: 'POST', path: '/leads/erase', handler: 'lead-admin.erase', config: leads },
    { method: 'GET', path: '/leads/subject-export', handler: 'lead-admin.subjectExport', config: leads },
    // Also for the committee's evaluator assigned to the lead (api/evaluation/routes/).
    { method: 'GET', path: '/leads/:id/file', handler: 'lead-admin.file', config: adminAccess('lead-evaluation') },
    { method: 'GET', path: '/leads/:id/review', handler: 'lead-admin.review', config: leads },
    { method: 'PUT', path: '/leads/:id/review', handler: 'lead-admin.changeReview', config: leads },
    // Notes are append-only: no route changes or removes one.
    { method: 'GET', path: '/leads/:id/notes', handler: 'lead-admin.notes', config: leads },
    { method: 'POST', path: '/leads/:id/notes', handler: 'lead-admin.addNote', config: leads },
    // The colleagues a note may mention: lead admins, and evaluators assigned to the lead.
    { method: 'GET', path: '/leads/:id/mentionable', handler: 'lead-admin.mentionable', config: leads },
    // A quarantined attempt's file, for the reviewer deciding whether to accept it.
    { method: 'GET', path: '/leads/quarantine/:id/file', handler: 'lead-admin.quarantinedFile', config: leads },
  ],
};
