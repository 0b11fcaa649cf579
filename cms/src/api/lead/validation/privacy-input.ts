// The bodies and query strings of the privacy routes (POST /api/leads/erase, GET
// /api/leads/subject-export), as the /api contract declares them (config/src/contract/privacy.ts).
// Failures are one 400 answer in the contract's shape.

import { LeadEraseBody, SubjectExportQuery } from '@vision/config';
import type { DataSubject } from '../../../lib/privacy/erasure-targets';
import { objectBody, parseInput } from '../../auth/validation/admin-input';

/** An empty or null email or reference is none: `{ "email": "", "reference": "VN-…" }` names a reference. */
const withoutBlanks = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        !['email', 'reference'].includes(name) || (value !== undefined && value !== null && value !== ''),
    ),
  );

export type ErasureRequest = { subject: DataSubject; dryRun: boolean };

export const parseErasure = (raw: unknown): ErasureRequest => {
  const { email, reference, dryRun } = parseInput(LeadEraseBody, withoutBlanks(objectBody(raw)));
  return { subject: email ? { email } : { reference: reference! }, dryRun: dryRun === true };
};

/** `?email=…`: the address whose data is asked for. */
export const parseSubjectQuery = (query: Record<string, unknown>): string =>
  parseInput(SubjectExportQuery, withoutBlanks(query)).email;
