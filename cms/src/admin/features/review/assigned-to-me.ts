// "משויכות אליי" as a filter of the lead list's URL: filters[$and][i][reviewer][id][$eq]=<my id>,
// the same condition the list's own reviewer filter writes, so its chip shows and the export
// carries it. Pure functions over the query as the panel parses it (qs).

type Condition = Record<string, unknown>;
export type ListFilters = { $and: Condition[] } | undefined;

const conditionsOf = (filters: unknown): Condition[] => {
  const and = (filters as { $and?: unknown } | null | undefined)?.$and;
  // qs reads a[0]…a[20] as an array, and past that as an object keyed by index.
  if (Array.isArray(and)) return and as Condition[];
  if (and && typeof and === 'object') return Object.values(and) as Condition[];
  return [];
};

export const assignedTo = (adminId: number | string): Condition => ({ reviewer: { id: { $eq: String(adminId) } } });

const isAssignedTo = (condition: Condition, adminId: number | string) => {
  const keys = Object.keys(condition);
  const reviewer = condition.reviewer as { id?: Record<string, unknown> } | undefined;
  return (
    keys.length === 1 &&
    keys[0] === 'reviewer' &&
    Object.keys(reviewer?.id ?? {}).join() === '$eq' &&
    String(reviewer?.id?.$eq) === String(adminId)
  );
};

/** Whether the list shows only the leads assigned to this admin (among any other filters). */
export const isAssignedToMe = (filters: unknown, adminId: number | string | undefined) =>
  adminId !== undefined && conditionsOf(filters).some((condition) => isAssignedTo(condition, adminId));

/**
 * The filters with "assigned to me" added (at the end) or, when it is there, taken out; every
 * other filter stays. No filters at all when nothing is left.
 */
export const toggleAssignedToMe = (filters: unknown, adminId: number | string): ListFilters => {
  const conditions = conditionsOf(filters);
  const next = isAssignedToMe(filters, adminId)
    ? conditions.filter((condition) => !isAssignedTo(condition, adminId))
    : [...conditions, assignedTo(adminId)];
  return next.length ? { $and: next } : undefined;
};
