// Who a new lead's e-mails go to (README.md, "E-mail"): nobody while e-mail is off (config/mail.ts,
// no SMTP server named); otherwise a confirmation to each of its contacts' addresses and, when the
// editors chose "per lead" in Settings, a notification to each staff address (the jobs themselves:
// lib/mail/outbox.ts, leadMailJobs). Decided before the lead's write, from the settings in memory,
// so that the jobs are written with the lead (lib/leads/lead-writer.ts) or with the accepted
// attempt (api/quarantined-lead/services/quarantine-review.ts).

import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../lib/config/app-config';
import type { LeadMailPlan } from '../../../lib/mail/outbox';
import { getService } from '../../../lib/strapi/services';

const leadMail = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The mail of a lead with these contact addresses; null when e-mail is off. */
  async planFor(contactEmails: string[]): Promise<LeadMailPlan | null> {
    if (!appConfig(strapi, 'mail').enabled) return null;
    const { mail } = await getService(strapi, 'settings-snapshot').get();
    return { contactEmails, staff: mail.staff };
  },
});

export default leadMail;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'lead-mail': ReturnType<typeof leadMail>;
  }
}
