// What a version of the site's texts holds, and how two of them differ: the texts of every group
// (with defaults filled in, as the site shows them), the ten areas, and the images and documents.
// The call's controls (IMMEDIATE_SETTINGS_FIELDS: the switch, the window, the staff plan) are not
// content: no version holds them, so no restore reopens a closed call.

import { createHash } from 'crypto';
import {
  MEDIA_FIELDS,
  TEXT_GROUP_NAMES,
  completeAreas,
  completeTexts,
  type AreaText,
  type MediaField,
  type VersionChange,
} from '@vision/config';

export type VersionMedia = { id: number; url: string; name: string; mime: string } | null;

export type VersionContent = {
  texts: Record<string, Record<string, string>>;
  areas: AreaText[];
  media: Record<string, VersionMedia>;
};

type StoredFile = { id?: number; url?: string; name?: string | null; mime?: string };

const mediaOf = (file: unknown): VersionMedia => {
  const stored = file as StoredFile | null | undefined;
  if (!stored?.id || !stored.url) return null;
  return { id: stored.id, url: stored.url, name: stored.name ?? '', mime: stored.mime ?? '' };
};

/** A stored Settings entry (populated) as a version's content. */
export const contentOf = (entry: Record<string, unknown> | null): VersionContent => ({
  texts: completeTexts(entry) as unknown as Record<string, Record<string, string>>,
  areas: completeAreas(entry?.areas),
  media: Object.fromEntries(MEDIA_FIELDS.map((field) => [field, mediaOf(entry?.[field])])),
});

/** Equal contents have equal hashes (keys in a fixed order: the config's, not the database's). */
export const contentHash = (content: VersionContent): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        TEXT_GROUP_NAMES.map((group) => Object.entries(content.texts[group] ?? {})),
        content.areas.map((area) => [area.key, area.label, area.info]),
        MEDIA_FIELDS.map((field) => content.media[field]?.id ?? null),
      ]),
    )
    .digest('hex');

/**
 * Field by field, what `after` changed against `before` (null: the first version, every field
 * counts as new). Fields are named `group.key`, `areas.<area>.label|info` and `media.<field>`.
 */
export const changesBetween = (before: VersionContent | null, after: VersionContent): VersionChange[] => {
  const changes: VersionChange[] = [];
  for (const group of TEXT_GROUP_NAMES) {
    for (const [key, value] of Object.entries(after.texts[group] ?? {})) {
      const old = before?.texts[group]?.[key] ?? null;
      if (old !== value) changes.push({ field: `${group}.${key}`, group, kind: 'text', before: old, after: value });
    }
  }
  for (const area of after.areas) {
    const old = before?.areas.find((item) => item.key === area.key);
    for (const part of ['label', 'info'] as const) {
      const previous = old ? old[part] : null;
      if (previous !== area[part]) {
        changes.push({
          field: `areas.${area.key}.${part}`,
          group: 'areas',
          kind: 'text',
          before: previous,
          after: area[part],
        });
      }
    }
  }
  for (const field of MEDIA_FIELDS as readonly MediaField[]) {
    const old = before ? (before.media[field] ?? null) : null;
    const now = after.media[field] ?? null;
    if (before && (old?.id ?? null) === (now?.id ?? null)) continue;
    if (!before && now === null) continue;
    changes.push({ field: `media.${field}`, group: 'media', kind: 'media', before: old, after: now });
  }
  return changes;
};

/** The groups the changes fall in, in the panel's order (the text groups, then areas, media). */
export const groupsOf = (changes: { group: string }[]): string[] =>
  [...TEXT_GROUP_NAMES, 'areas', 'media'].filter((group) => changes.some((change) => change.group === group));

/** The Settings update that makes `content` the draft: each group, the areas and the media ids. */
export const draftDataOf = (content: VersionContent, existingMediaIds: ReadonlySet<number>) => {
  const data: Record<string, unknown> = {};
  for (const group of TEXT_GROUP_NAMES) data[group] = { ...(content.texts[group] ?? {}) };
  data.areas = content.areas.map((area) => ({ key: area.key, label: area.label, info: area.info }));
  for (const field of MEDIA_FIELDS) {
    const media = content.media[field];
    // A file deleted from the Media Library since cannot come back: the field is left empty.
    data[field] = media && existingMediaIds.has(media.id) ? media.id : null;
  }
  return data;
};
