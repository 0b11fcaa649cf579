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

const loadLabels = (): Promise<Labels> =>
  (loading ??= fetch(`${backendUrl()}/api/settings/get`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => {
      const lang: string = body?.data?.lang ?? DEFAULT_LANG;
      return labelsOf(body?.data?.texts?.[lang]?.areas);
    })
    .catch(() => DEFAULTS));

export const useAreaLabels = (): Labels => {
  const [labels, setLabels] = useState<Labels>(DEFAULTS);
  useEffect(() => {
    let live = true;
    void loadLabels().then((loaded) => live && setLabels(loaded));
    return () => {
      live = false;
    };
  }, []);
  return labels;
};
