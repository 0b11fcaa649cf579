// The /api contract as the panel reads it (README.md, The /api contract): the answers' types and the
// routes' paths. `:id` is always the lead's documentId.

// The shapes themselves are declared once, with the routes, in config/src/contract/; the panel takes
// only their types (no zod in the bundle).
export type {
  LeadReference,
  LeadReviewAnswer,
  LeadReviewBody,
  LeadNoteAnswer,
  LeadNotesAnswer,
  LeadMentionableAnswer,
  Mentionable,
  LeadReviewersAnswer,
  LeadStats,
  LeadStatsAnswer,
  Note,
  Person,
  Review,
} from '@vision/config';
import { LEAD_UID } from './uids';

const lead = (documentId: string) => `/api/leads/${encodeURIComponent(documentId)}`;
export const reviewPath = (documentId: string) => `${lead(documentId)}/review`;
export const notesPath = (documentId: string) => `${lead(documentId)}/notes`;
export const mentionablePath = (documentId: string) => `${lead(documentId)}/mentionable`;
export const REVIEWERS_PATH = '/api/leads/reviewers';
export const STATS_PATH = '/api/leads/stats';
export const SETTINGS_PATH = '/api/settings/get';

/** Matches the server's header for the version a change is based on. */
export const VERSION_HEADER = 'X-Document-Version';

/** A lead's page in the Content Manager, as a path of the panel's router. */
export const leadPagePath = (documentId: string) =>
  `/content-manager/collection-types/${LEAD_UID}/${encodeURIComponent(documentId)}`;
