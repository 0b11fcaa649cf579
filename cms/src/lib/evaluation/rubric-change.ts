// What may change in a rubric once scores exist (README.md, "The /api contract"): a criterion's
// name, description and place, and new criteria; never a scale, a weight or a key, and no criterion
// is removed, or the scores already given would mean something else.

import type { Criterion } from '@vision/config';

/** Why the change is refused, in Hebrew for the person who made it, or null when it may be made. */
export const lockedRubricRefusal = (current: readonly Criterion[], next: readonly Criterion[]): string | null => {
  const nextByKey = new Map(next.map((criterion) => [criterion.key, criterion]));
  for (const criterion of current) {
    const kept = nextByKey.get(criterion.key);
    if (!kept) {
      return `כבר ניתנו ציונים, ולכן אי אפשר להסיר את הקריטריון "${criterion.name}" או לשנות את המפתח שלו.`;
    }
    if (kept.weight !== criterion.weight) {
      return `כבר ניתנו ציונים, ולכן אי אפשר לשנות את המשקל של הקריטריון "${criterion.name}".`;
    }
    if (kept.scale.min !== criterion.scale.min || kept.scale.max !== criterion.scale.max) {
      return `כבר ניתנו ציונים, ולכן אי אפשר לשנות את הסולם של הקריטריון "${criterion.name}".`;
    }
  }
  return null;
};
