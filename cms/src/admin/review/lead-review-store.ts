// One lead's review (GET /api/leads/:id/review), shared by the side panels that show it (status
// and reviewer, possible duplicates), so a lead's page asks once and a save shows everywhere.

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getFetchClient, isFetchError } from '@strapi/strapi/admin';
import { reviewPath, type Answer, type LeadReview } from './api';

/**
 * `conflict`: this browser's last save was refused because a colleague's change came first. It is
 * kept with the lead, not in the form, so that it stays said when the page reads the review again
 * (which shows the colleague's change) until the reader reloads or saves.
 */
export type ReviewState =
  | { phase: 'loading' }
  | { phase: 'ready'; review: LeadReview; conflict?: boolean }
  | { phase: 'failed'; status: number };

const LOADING: ReviewState = { phase: 'loading' };
const states = new Map<string, ReviewState>();
const listeners = new Set<() => void>();

const set = (documentId: string, state: ReviewState) => {
  states.set(documentId, state);
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const reading = new Map<string, Promise<void>>();

const conflictOf = (documentId: string) => {
  const state = states.get(documentId);
  return state?.phase === 'ready' && state.conflict === true;
};

/** A save of this lead was refused (409): said until reloadReview or the next successful save. */
export const reportConflict = (documentId: string) => {
  const state = states.get(documentId);
  if (state?.phase === 'ready') set(documentId, { ...state, conflict: true });
};

/** The reader asked to see what is stored now: the refusal has been read. */
export const reloadReview = async (documentId: string) => {
  const state = states.get(documentId);
  if (state?.phase === 'ready') states.set(documentId, { ...state, conflict: false });
  await loadReview(documentId);
};

const read = async (documentId: string) => {
  try {
    const { data } = await getFetchClient().get<Answer<LeadReview>>(reviewPath(documentId));
    set(documentId, { phase: 'ready', review: data.data, conflict: conflictOf(documentId) });
  } catch (error) {
    set(documentId, { phase: 'failed', status: isFetchError(error) ? (error.status ?? 0) : 0 });
  } finally {
    reading.delete(documentId);
  }
};

/**
 * Reads the lead's review again (on opening its page, after a refused save, on request); the
 * panels that open together share one request.
 */
export const loadReview = (documentId: string): Promise<void> => {
  let pending = reading.get(documentId);
  if (!pending) {
    pending = read(documentId);
    reading.set(documentId, pending);
  }
  return pending;
};

/** After a save: the server's answer is the new state. */
export const storeReview = (review: LeadReview) => set(review.id, { phase: 'ready', review });

/** The review of the lead whose page is open; `documentId` undefined on other pages (nothing is read). */
export const useLeadReview = (documentId: string | undefined) => {
  const state = useSyncExternalStore(
    subscribe,
    useCallback(() => (documentId ? (states.get(documentId) ?? LOADING) : LOADING), [documentId]),
  );
  useEffect(() => {
    // Each visit of the page reads it afresh: a colleague may have changed it since.
    if (documentId) void loadReview(documentId);
  }, [documentId]);
  return state;
};
