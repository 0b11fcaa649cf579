// The review part of the /api contract as the panel reads it (README.md, The /api contract): the
// answers' shapes and the routes' paths. `:id` is always the lead's documentId.

import type { ReviewStatus } from '@vision/config';
import { LEAD_UID } from '../leads/uids';

/** An admin account as the review routes name it. */
export type Person = { id: number; name: string };
/** Another lead, by the reference people know it by. `id` is its documentId. */
export type LeadLink = { id: string; reference: string };

export type LeadReview = {
  id: string;
  reference: string;
  status: ReviewStatus;
  reviewer: Person | null;
  /** The lead's updatedAt when read; sent back as X-Document-Version with a change. */
  version: string;
  notesCount: number;
  /** Earlier leads this one may repeat. */
  duplicateOf: LeadLink[];
  /** Later leads that may repeat this one. */
  duplicatedBy: LeadLink[];
};

export type Note = { id: number | string; author: Person | null; createdAt: string; text: string };

export type LeadStats = {
  total: number;
  byDay: { day: string; count: number }[];
  byArea: Record<string, number>;
  byStatus: Record<string, number>;
};

export type Answer<T> = { success: true; data: T };

const lead = (documentId: string) => `/api/leads/${encodeURIComponent(documentId)}`;
export const reviewPath = (documentId: string) => `${lead(documentId)}/review`;
export const notesPath = (documentId: string) => `${lead(documentId)}/notes`;
export const REVIEWERS_PATH = '/api/leads/reviewers';
export const STATS_PATH = '/api/leads/stats';

/** Matches the server's header for the version a change is based on. */
export const VERSION_HEADER = 'X-Document-Version';

/** A lead's page in the Content Manager, as a path of the panel's router. */
export const leadPagePath = (documentId: string) =>
  `/content-manager/collection-types/${LEAD_UID}/${encodeURIComponent(documentId)}`;

/** The error code of a failed answer's body (`{ success: false, error: { code } }`), if any. */
export const errorCodeOf = (body: unknown): string | undefined => {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : undefined;
};
