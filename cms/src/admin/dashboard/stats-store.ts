// GET /api/leads/stats for the home page's widgets: they open together and share one request;
// each visit of the home page reads the figures afresh.

import { useEffect, useSyncExternalStore } from 'react';
import { getFetchClient, isFetchError } from '@strapi/strapi/admin';
import { STATS_PATH, type Answer, type LeadStats } from '../review/api';

export type StatsState =
  | { phase: 'loading' }
  | { phase: 'ready'; stats: LeadStats }
  | { phase: 'failed'; status: number };

let state: StatsState = { phase: 'loading' };
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const set = (next: StatsState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const loadStats = (): Promise<void> =>
  (reading ??= getFetchClient()
    .get<Answer<LeadStats>>(STATS_PATH)
    .then(
      ({ data }) => set({ phase: 'ready', stats: data.data }),
      (error: unknown) => set({ phase: 'failed', status: isFetchError(error) ? (error.status ?? 0) : 0 }),
    )
    .finally(() => {
      reading = null;
    }));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useLeadStats = (): StatsState => {
  useEffect(() => {
    void loadStats();
  }, []);
  return useSyncExternalStore(subscribe, () => state);
};
