// The automatic assignment's choice (POST /api/evaluation/assign), made in memory once the
// database has said what is already there: each lead, in order, gets evaluators until it holds
// `perLead`, the least loaded first (assignments not yet submitted, counting the ones just given),
// never one already assigned to it or who declared a conflict with it. Ties go to the lower id, so
// the same state gives the same plan.

export type AssignmentPlanInput = {
  leadIds: readonly number[];
  /** The evaluators each lead already has (any evaluator, candidate or not). */
  assigned: ReadonlyMap<number, ReadonlySet<number>>;
  /** The evaluators who declared a conflict with each lead. */
  conflicts: ReadonlyMap<number, ReadonlySet<number>>;
  /** Who may be given leads. */
  candidates: readonly number[];
  /** Each candidate's assignments not yet submitted. */
  load: ReadonlyMap<number, number>;
  perLead: number;
};

export type PlannedAssignment = { leadId: number; evaluatorId: number };

const NONE: ReadonlySet<number> = new Set();

export const planAssignments = ({
  leadIds,
  assigned,
  conflicts,
  candidates,
  load,
  perLead,
}: AssignmentPlanInput): PlannedAssignment[] => {
  const loads = new Map(candidates.map((id) => [id, load.get(id) ?? 0]));
  // Candidates kept ordered by (load, id): a lead takes from the front, and each one taken moves
  // back by one place or a few, so a run stays near O(leads × perLead × candidates) at worst.
  const order = [...loads.keys()].sort((a, b) => loads.get(a)! - loads.get(b)! || a - b);
  const planned: PlannedAssignment[] = [];
  for (const leadId of leadIds) {
    const has = assigned.get(leadId) ?? NONE;
    const refused = conflicts.get(leadId) ?? NONE;
    let missing = perLead - has.size;
    if (missing <= 0) continue;
    const taken: number[] = [];
    for (const evaluatorId of order) {
      if (missing === 0) break;
      if (has.has(evaluatorId) || refused.has(evaluatorId)) continue;
      taken.push(evaluatorId);
      missing -= 1;
    }
    for (const evaluatorId of taken) {
      planned.push({ leadId, evaluatorId });
      loads.set(evaluatorId, loads.get(evaluatorId)! + 1);
      // Move it back to its place among the heavier ones.
      let index = order.indexOf(evaluatorId);
      while (
        index + 1 < order.length &&
        (loads.get(order[index + 1])! < loads.get(evaluatorId)! ||
          (loads.get(order[index + 1])! === loads.get(evaluatorId)! && order[index + 1] < evaluatorId))
      ) {
        order[index] = order[index + 1];
        order[index + 1] = evaluatorId;
        index += 1;
      }
    }
  }
  return planned;
};
