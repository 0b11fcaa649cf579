// The /api reads the panel shares between views, kept in Strapi's own react-query client (the
// QueryClientProvider that @strapi/admin's Providers puts around the whole panel; react-query is
// pinned in cms/package.json to the version @strapi/admin uses, so both name the same client).
// No other copy is kept: a view that needs a lead's review, its notes, the stats or the reviewers
// asks for the key here; views open together share one request; a save updates or invalidates the
// key, and every view that shows it renders again.

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient, type QueryClient } from 'react-query';
import type {
  Pagination,
  PublicationState,
  SettingsAnswer,
  SettingsVersionDetail,
  SettingsVersionSummary,
  TranslationState,
} from '@vision/config';
import {
  notesPath,
  REVIEWERS_PATH,
  SETTINGS_PATH,
  reviewPath,
  STATS_PATH,
  type LeadNotesAnswer,
  type LeadReviewersAnswer,
  type LeadStats,
  type LeadStatsAnswer,
  type Note,
  type Person,
  type Review,
} from './api-types';
import { DEFAULT_AREA_LABELS, inLanguage, labelsOf, type Labels } from './area-labels';
import { panelLocale } from './messages';
import { getJson, toApiError } from './transport';

export const QUERY_KEYS = {
  reviewers: ['vision', 'reviewers'] as const,
  stats: ['vision', 'lead-stats'] as const,
  review: (documentId: string) => ['vision', 'lead-review', documentId] as const,
  notes: (documentId: string) => ['vision', 'lead-notes', documentId] as const,
  reviewConflict: (documentId: string) => ['vision', 'lead-review-conflict', documentId] as const,
  areaLabels: ['vision', 'area-labels'] as const,
  /** `stamp`: the edit view's draft as last saved or published, so that either reads the state again. */
  publication: (stamp: string) => ['vision', 'settings-publication', stamp] as const,
  settingsVersions: (page: number) => ['vision', 'settings-versions', page] as const,
  settingsVersion: (id: number) => ['vision', 'settings-version', id] as const,
  /** `stamp`: as for the publication, the edit view's draft as last saved. */
  translations: (stamp: string) => ['vision', 'settings-translations', stamp] as const,
};

/** A read as the views show it: loading, its data, or the HTTP status it failed with (0: no answer). */
export type ReadState<T> = { phase: 'loading' } | { phase: 'ready'; data: T } | { phase: 'failed'; status: number };

type Query<T> = { status: string; data: T | undefined; error: unknown };

const stateOf = <T>(query: Query<T>): ReadState<T> => {
  if (query.data !== undefined) return { phase: 'ready', data: query.data };
  if (query.status === 'error') return { phase: 'failed', status: toApiError(query.error).status };
  return { phase: 'loading' };
};

/** The lead statistics for the home page's widgets: each visit of the page reads them afresh. */
export const useLeadStats = () =>
  stateOf<LeadStats>(
    useQuery(QUERY_KEYS.stats, () => getJson<LeadStatsAnswer>(STATS_PATH).then((answer) => answer.data), {
      refetchOnMount: 'always',
      retry: false,
    }),
  );

/** A lead's review; `documentId` undefined on other pages (nothing is read). Each visit reads it afresh. */
export const useLeadReview = (documentId: string | undefined) =>
  stateOf<Review>(
    useQuery(
      QUERY_KEYS.review(documentId ?? ''),
      () => getJson<{ data: Review }>(reviewPath(documentId ?? '')).then((answer) => answer.data),
      { enabled: Boolean(documentId), refetchOnMount: 'always', retry: false },
    ),
  );

/** A lead's notes, read afresh on each visit of its page. */
export const useLeadNotes = (documentId: string) =>
  stateOf<Note[]>(
    useQuery(
      QUERY_KEYS.notes(documentId),
      () => getJson<LeadNotesAnswer>(notesPath(documentId)).then((answer) => answer.data),
      { refetchOnMount: 'always', retry: false },
    ),
  );

/**
 * After a review was saved: the server's answer is the new state of the panels that show it, and
 * the notes are read again (a change of status or reviewer is told there too).
 */
export const reviewSaved = (client: QueryClient, review: Review) => {
  client.setQueryData(QUERY_KEYS.review(review.id), review);
  void client.invalidateQueries(QUERY_KEYS.notes(review.id));
};

/**
 * Whether this browser's last save of a lead's review was refused because a colleague's change came
 * first. Held in the client, not in the form: Strapi unmounts the side panels when the window
 * narrows below its desktop width (they move into a drawer), and the refusal has to stay said, with
 * its reload button, until the reader reloads or saves. Nothing is fetched for it.
 */
export const useReviewConflict = (documentId: string): [boolean, (refused: boolean) => void] => {
  const client = useQueryClient();
  const key = QUERY_KEYS.reviewConflict(documentId);
  const query = useQuery(key, () => false, { enabled: false, initialData: false, staleTime: Infinity });
  return [query.data === true, (refused) => client.setQueryData(key, refused)];
};

const readReviewers = () =>
  getJson<LeadReviewersAnswer>(REVIEWERS_PATH).then((answer) => (Array.isArray(answer.data) ? answer.data : []));

// The list's filters are computed synchronously by the Content Manager, outside React, so they read
// the reviewers and the areas' names through the client the last rendered view used (a handle to
// Strapi's client, not a copy of the data).
let lastClient: QueryClient | null = null;
const useRememberedClient = () => {
  const client = useQueryClient();
  useEffect(() => {
    lastClient = client;
  }, [client]);
  return client;
};

/** The admins who may review leads, read once per panel visit and shared by every select and filter. */
export const useReviewers = (): { reviewers: Person[]; failed: boolean } => {
  useRememberedClient();
  const query = useQuery(QUERY_KEYS.reviewers, readReviewers, { staleTime: Infinity, retry: false });
  return { reviewers: query.data ?? [], failed: query.status === 'error' };
};

/** Starts reading the reviewers (if not known yet); resolves once they are known. */
export const prefetchReviewers = (client: QueryClient) => {
  lastClient = client;
  return client.fetchQuery(QUERY_KEYS.reviewers, readReviewers, { staleTime: Infinity });
};

/** The reviewers as known right now: empty until the first answer. */
export const currentReviewers = (): Person[] => lastClient?.getQueryData<Person[]>(QUERY_KEYS.reviewers) ?? [];

// The public settings: the areas' names as the editors set them (the site's language).
const readAreaLabels = () =>
  getJson<SettingsAnswer>(SETTINGS_PATH).then(({ data }) => labelsOf(data.texts[data.lang]?.areas));

/** The areas' names in the reader's language, read once per panel visit; the defaults until then. */
export const useAreaLabels = (): Labels => {
  useRememberedClient();
  const { locale } = useIntl();
  const query = useQuery(QUERY_KEYS.areaLabels, readAreaLabels, { staleTime: Infinity, retry: false });
  return inLanguage(query.data ?? DEFAULT_AREA_LABELS, locale);
};

/** The areas' names as known right now, for the list's filters: the defaults until the first answer. */
export const currentAreaLabels = (): Labels =>
  inLanguage(lastClient?.getQueryData<Labels>(QUERY_KEYS.areaLabels) ?? DEFAULT_AREA_LABELS, panelLocale());

// The site's texts as published against their draft, and the versions every publish keeps
// (config/src/contract/settings-publishing.ts). Editors and super admins only: anyone else gets 403.
export const PUBLICATION_PATH = '/api/settings/publication';
export const VERSIONS_PATH = '/api/settings/versions';
export const versionPath = (id: number) => `${VERSIONS_PATH}/${id}`;
export const VERSIONS_PAGE_SIZE = 20;

export type VersionsPage = { versions: SettingsVersionSummary[]; pagination: Pagination };

/** Per language, whether the live site differs from the draft; read again when `stamp` changes. */
export const usePublication = (stamp: string, enabled = true) =>
  stateOf<PublicationState[]>(
    useQuery(
      QUERY_KEYS.publication(stamp),
      () => getJson<{ data: { locales: PublicationState[] } }>(PUBLICATION_PATH).then((answer) => answer.data.locales),
      { enabled, refetchOnMount: 'always', retry: false },
    ),
  );

/** A page of the versions, newest first (the server's order). */
export const useSettingsVersions = (page: number) =>
  stateOf<VersionsPage>(
    useQuery(
      QUERY_KEYS.settingsVersions(page),
      () =>
        getJson<{ data: SettingsVersionSummary[]; meta: { pagination: Pagination } }>(
          `${VERSIONS_PATH}?page=${page}&pageSize=${VERSIONS_PAGE_SIZE}`,
        ).then((answer) => ({ versions: answer.data, pagination: answer.meta.pagination })),
      { refetchOnMount: 'always', retry: false, keepPreviousData: true },
    ),
  );

/** One version with its changes against the one before it; a version never changes, so read once. */
export const useSettingsVersion = (id: number | null) =>
  stateOf<SettingsVersionDetail>(
    useQuery(
      QUERY_KEYS.settingsVersion(id ?? 0),
      () => getJson<{ data: SettingsVersionDetail }>(versionPath(id ?? 0)).then((answer) => answer.data),
      { enabled: id !== null, staleTime: Infinity, retry: false },
    ),
  );

/** After a restore: the draft changed, so the publication state is read again (the versions are not changed). */
export const draftRestored = (client: QueryClient) => client.invalidateQueries(['vision', 'settings-publication']);

// Per translated language, the fields its draft leaves in Hebrew
// (config/src/contract/settings-translations.ts). Editors and super admins only.
export const TRANSLATIONS_PATH = '/api/settings/translations';

/** What each translated language still shows in Hebrew; read again when `stamp` changes. */
export const useTranslations = (stamp: string, enabled = true) =>
  stateOf<TranslationState[]>(
    useQuery(
      QUERY_KEYS.translations(stamp),
      () => getJson<{ data: { locales: TranslationState[] } }>(TRANSLATIONS_PATH).then((answer) => answer.data.locales),
      { enabled, refetchOnMount: 'always', retry: false },
    ),
  );
