// The areas' Hebrew names as the site shows them: the editors' names from the settings (they may
// rename an area), read once per panel visit, with the shipped defaults until then or on failure.

import { useEffect, useState } from 'react';
import { DEFAULT_LANG, completeAreas } from '@vision/config';
import { backendUrl } from './downloads';

type Labels = Record<string, string>;

/** The editors' names where set, the shipped defaults elsewhere (config/'s one fallback rule). */
const labelsOf = (stored: unknown): Labels =>
  Object.fromEntries(completeAreas(stored).map((area) => [area.key, area.label]));

const DEFAULTS: Labels = labelsOf([]);

let loading: Promise<Labels> | null = null;
let loaded: Labels | null = null;

/** Starts reading the editors' names (the panel's bootstrap calls it, so they are there in time). */
export const loadAreaLabels = (): Promise<Labels> =>
  (loading ??= fetch(`${backendUrl()}/api/settings/get`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => {
      const lang: string = body?.data?.lang ?? DEFAULT_LANG;
      return (loaded = labelsOf(body?.data?.texts?.[lang]?.areas));
    })
    .catch(() => DEFAULTS));

/**
 * The names as known right now, for code that cannot wait (the list filters are computed
 * synchronously): the editors' names once read, the shipped defaults before.
 */
export const currentAreaLabels = (): Labels => loaded ?? DEFAULTS;

export const useAreaLabels = (): Labels => {
  const [labels, setLabels] = useState<Labels>(DEFAULTS);
  useEffect(() => {
    let live = true;
    void loadAreaLabels().then((loaded) => live && setLabels(loaded));
    return () => {
      live = false;
    };
  }, []);
  return labels;
};
