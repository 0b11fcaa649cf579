// An erasure's step for the e-mail outbox's jobs (erasure-steps.ts).

import { tableOf } from '../database/lead-tables';
import { MAIL_JOB_UID } from '../uids';
import { chunks, countIn, leadIds, tableIn, type ErasureStep, type StepContext } from './erasure-step';

/**
 * The outbox's mail jobs (lib/mail/outbox.ts) carry the address they go to: those of the erased
 * leads (sent or not: a confirmation not yet sent is not sent any more), and any other job to an
 * erased address.
 */
export const mailJobsStep: ErasureStep = (() => {
  const matching = (context: StepContext) => {
    const mail = tableOf(context.strapi, MAIL_JOB_UID);
    const ids = leadIds(context.set);
    const emails = context.set.emails ?? [];
    return tableIn(context, mail.table).where((query) => {
      for (const part of chunks(ids)) query.orWhereIn(mail.column('leadId'), part);
      if (emails.length) query.orWhereIn(mail.column('recipient'), emails);
      if (!ids.length && !emails.length) query.whereRaw('1 = 0');
    });
  };
  return {
    name: 'mailJobs',
    count: async (context) => countIn(matching(context)),
    apply: async (context) => Number(await matching(context).del()),
  };
})();
