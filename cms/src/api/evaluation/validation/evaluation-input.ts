// The bodies and query strings of the committee's routes, as the /api contract declares them
// (config/src/contract/evaluation.ts). Failures are one 400 answer: UNKNOWN_FIELD for a key that
// is not ours, else VALIDATION_FAILED with the fields at fault. The automatic assignment's and the
// ranking's filters are the lead list's, read by its own rules (api/lead/validation/list-query.ts).

import {
  AssignEvaluatorsBody,
  AutoAssignBody,
  ConflictBody,
  EvaluatorAreasBody,
  PAGE_SIZE_DEFAULT,
  RankingQuery,
  RubricBody,
  ScoreBody,
  type AreaKey,
  type RubricInput,
  type ScoreInput,
} from '@vision/config';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { ApiError } from '../../../lib/http/api-error';
import { failIfAny, parseInput } from '../../auth/validation/admin-input';
import { parsePageRequest, type PageRequest } from '../../../lib/http/paging';
import { describeFilters, parseStatsQuery, readFiltersQuery } from '../../lead/validation/list-query';
import type { AutoAssignRequest } from '../services/evaluation-assignments';
import type { RankingRequest } from '../services/evaluation-ranking';

export const parseRubric = (body: unknown): RubricInput => parseInput(RubricBody, body);

export const parseEvaluatorIds = (body: unknown): number[] => parseInput(AssignEvaluatorsBody, body).evaluatorIds;

export const parseAutoAssign = (body: unknown, caller: AdminCaller): AutoAssignRequest => {
  const { filters = {}, perLead, evaluatorIds, area } = parseInput(AutoAssignBody, body);
  return {
    filters: parseStatsQuery(filters, caller),
    described: describeFilters(filters),
    perLead,
    ...(evaluatorIds ? { evaluatorIds } : {}),
    ...(area ? { area } : {}),
  };
};

export const parseAreas = (body: unknown): AreaKey[] => parseInput(EvaluatorAreasBody, body).areas;

export const parseScore = (body: unknown): ScoreInput => parseInput(ScoreBody, body);

export const parseConflict = (body: unknown): string | undefined => parseInput(ConflictBody, body ?? {}).reason;

/** An admin account's id in the path; anything else is no such account. */
export const parseAdminId = (value: unknown): number => {
  const text = String(value);
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2 ** 31 - 1) {
    throw new ApiError(404, 'NOT_FOUND', 'No account has this id.');
  }
  return Number(text);
};

export const parseQueueQuery = (query: Record<string, unknown>): PageRequest => {
  const fields = {};
  const page = parsePageRequest(query, fields);
  failIfAny(fields, 'The request is not valid.');
  return page;
};

export const parseRankingQuery = (query: Record<string, unknown>, caller: AdminCaller): RankingRequest => {
  const { value, filters } = readFiltersQuery(RankingQuery, query, caller);
  return {
    page: Number(value.page ?? 1),
    pageSize: Number(value.pageSize ?? PAGE_SIZE_DEFAULT),
    filters,
    ...(value.disagreement ? { disagreement: value.disagreement === 'true' } : {}),
  };
};
