// What "delete this person's data" means, as one list of steps (README.md, "Privacy"). Both the
// erasure on request (POST /api/leads/erase) and the retention job run exactly this list over a set
// of leads and quarantined attempts, inside one transaction each, so anything that keeps a copy of
// a lead's personal data is deleted by adding one step here, and by nothing else. The attachments
// are not a step: files cannot roll back, so they are removed after the commit (erasure-files.ts).
//
// Every step first counts (the dry run stops there) and then deletes what it counted, through the
// transaction it is given. Rows are found by id, never by a second search: the set was decided
// once, by whoever called (erasure-targets.ts).

import { leadTables, reviewerLinks, tableOf } from '../database/lead-tables';
import { ASSIGNMENT_UID, CONFLICT_UID, LEAD_UID, MATCH_UID, NOTE_UID, QUARANTINE_UID } from '../uids';
import { auditStep } from './audit-step';
import { contactsStep } from './contacts-step';
import { duplicateLinksStep } from './duplicate-links-step';
import { attemptIds, byIds, leadIds, type ErasureStep, type StepContext } from './erasure-step';
import { mailJobsStep } from './mail-jobs-step';

export type { ErasedRow, ErasureSet } from './erasure-step';
export { ERASED_MARK } from './audit-step';

/** The link rows between a lead and its reviewer; the reviewer (an admin account) stays. */
const reviewerLinksStep: ErasureStep = {
  name: 'reviewerLinks',
  ...byIds((context) => {
    const links = reviewerLinks(context.strapi, LEAD_UID);
    return { name: links.table, column: links.lead };
  }, leadIds),
};

/**
 * In this order: what points at a lead first, the lead itself last, so no statement leaves a row
 * pointing at a missing one even before the commit.
 */
export const ERASURE_STEPS: readonly ErasureStep[] = [
  {
    name: 'notes',
    ...byIds(
      (context) => ({
        name: tableOf(context.strapi, NOTE_UID).table,
        column: tableOf(context.strapi, NOTE_UID).column('leadId'),
      }),
      leadIds,
    ),
  },
  {
    name: 'matchKeys',
    ...byIds(
      (context) => ({
        name: tableOf(context.strapi, MATCH_UID).table,
        column: tableOf(context.strapi, MATCH_UID).column('leadId'),
      }),
      leadIds,
    ),
  },
  // The committee's assignments with their scores and comments, and its declared conflicts.
  ...[
    ['evaluations', ASSIGNMENT_UID],
    ['evaluationConflicts', CONFLICT_UID],
  ].map(
    ([name, uid]): ErasureStep => ({
      name,
      ...byIds(
        (context) => ({
          name: tableOf(context.strapi, uid).table,
          column: tableOf(context.strapi, uid).column('leadId'),
        }),
        leadIds,
      ),
    }),
  ),
  mailJobsStep,
  duplicateLinksStep,
  auditStep,
  reviewerLinksStep,
  contactsStep(LEAD_UID, leadIds),
  contactsStep(QUARANTINE_UID, attemptIds),
  {
    name: 'leads',
    ...byIds((context) => ({ name: leadTables(context.strapi, LEAD_UID).table, column: 'id' }), leadIds),
  },
  {
    name: 'quarantinedLeads',
    ...byIds((context) => ({ name: leadTables(context.strapi, QUARANTINE_UID).table, column: 'id' }), attemptIds),
  },
];

export type ErasureCounts = Record<string, number>;

/** Runs every step over the set (counting only, with `dryRun`); answers each step's count. */
export const runErasureSteps = async (context: StepContext, dryRun: boolean): Promise<ErasureCounts> => {
  const counts: ErasureCounts = {};
  for (const step of ERASURE_STEPS) counts[step.name] = await (dryRun ? step.count(context) : step.apply(context));
  return counts;
};
