// The admins who may review leads (GET /api/leads/reviewers), read once per panel visit and shared
// by every select, filter and column that names them. The list filters are computed synchronously,
// so they read whatever is known at the moment (currentReviewers); the rest waits with the hook.

import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { REVIEWERS_PATH, type Answer, type Person } from './api';

type Get = ReturnType<typeof useFetchClient>['get'];

let loading: Promise<Person[]> | null = null;
let loaded: Person[] | null = null;

export const loadReviewers = (get: Get): Promise<Person[]> =>
  (loading ??= get<Answer<Person[]>>(REVIEWERS_PATH)
    .then(({ data }) => (loaded = Array.isArray(data?.data) ? data.data : []))
    .catch((error: unknown) => {
      // Not kept: the next screen that needs them asks again.
      loading = null;
      throw error;
    }));

/** The reviewers as known right now: empty until the first answer. */
export const currentReviewers = (): Person[] => loaded ?? [];

export const useReviewers = (): { reviewers: Person[]; failed: boolean } => {
  const { get } = useFetchClient();
  const [state, setState] = useState({ reviewers: currentReviewers(), failed: false });
  useEffect(() => {
    let live = true;
    loadReviewers(get).then(
      (reviewers) => live && setState({ reviewers, failed: false }),
      () => live && setState((previous) => ({ ...previous, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [get]);
  return state;
};
