// The automatic assignment's choices as the POST /api/evaluation/assign body: which leads (the
// list's filters: an area, a status; "all" leaves it out), how many evaluators each, optionally only
// some evaluators, and optionally only those registered for the chosen area. Pure, unit-tested.

import { PER_LEAD_MAX, type AutoAssignBody } from '@vision/config';

export const ALL = 'all';

export type AutoAssignChoice = {
  area: string;
  status: string;
  perLead: string;
  /** null: every evaluator. */
  evaluatorIds: number[] | null;
  registeredOnly: boolean;
};

export const DEFAULT_CHOICE: AutoAssignChoice = {
  area: ALL,
  status: ALL,
  perLead: '2',
  evaluatorIds: null,
  registeredOnly: false,
};

export const perLeadProblem = (perLead: string): boolean => {
  const text = perLead.trim();
  return !/^\d+$/.test(text) || Number(text) < 1 || Number(text) > PER_LEAD_MAX;
};

/** Whether the choice can be sent: a number of evaluators per lead, and some evaluator if a subset. */
export const canAssign = (choice: AutoAssignChoice) =>
  !perLeadProblem(choice.perLead) && (choice.evaluatorIds === null || choice.evaluatorIds.length > 0);

export const autoAssignBody = (choice: AutoAssignChoice): AutoAssignBody => {
  const filters: Record<string, string> = {};
  if (choice.area !== ALL) filters.area = choice.area;
  if (choice.status !== ALL) filters.status = choice.status;
  return {
    filters,
    perLead: Number(choice.perLead.trim()),
    ...(choice.evaluatorIds ? { evaluatorIds: choice.evaluatorIds } : {}),
    ...(choice.registeredOnly && choice.area !== ALL ? { area: choice.area as AutoAssignBody['area'] } : {}),
  };
};
