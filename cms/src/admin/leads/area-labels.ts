// The areas' Hebrew names as the site shows them: the editors' names from the settings (they may
// rename an area), read once per panel visit, with the shipped defaults until then or on failure.

import { useEffect, useState } from 'react';
import { DEFAULT_AREAS } from '@vision/config';
import { backendUrl } from './downloads';

type Labels = Record<string, string>;

const DEFAULTS: Labels = Object.fromEntries(DEFAULT_AREAS.map((area) => [area.key, area.label]));

let loading: Promise<Labels> | null = null;

const loadLabels = (): Promise<Labels> =>
  (loading ??= fetch(`${backendUrl()}/api/settings/get`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => {
      const lang: string = body?.data?.lang ?? 'he';
      const areas: { key: string; label: string }[] = body?.data?.texts?.[lang]?.areas ?? [];
      return { ...DEFAULTS, ...Object.fromEntries(areas.filter((a) => a.label).map((a) => [a.key, a.label])) };
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
