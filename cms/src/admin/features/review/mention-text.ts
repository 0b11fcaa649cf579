// The "@" of a note being typed: which colleague is being looked for at the caret, the colleagues
// that fit, and the text once one is picked. The note keeps `@name` as typed; the ids go beside it.

import type { Person } from '../../shared/api-types';

/** The `@…` being typed just before the caret (at the start or after a space), or null. */
export const mentionAt = (text: string, caret: number): { start: number; query: string } | null => {
  const match = /(^|\s)@([^\s@]{0,40})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
};

/** The colleagues whose name has a word starting with the query (any case), at most `limit`. */
export const mentionCandidates = <T extends Person>(people: readonly T[], query: string, limit = 8): T[] => {
  const wanted = query.toLocaleLowerCase('he');
  return people
    .filter(
      (person) =>
        wanted === '' ||
        person.name
          .toLocaleLowerCase('he')
          .split(/\s+/)
          .some((word) => word.startsWith(wanted)) ||
        person.name.toLocaleLowerCase('he').startsWith(wanted),
    )
    .slice(0, limit);
};

/** The text with the `@query` at `start` replaced by `@name `, and where the caret goes. */
export const insertMention = (text: string, at: { start: number; query: string }, name: string) => {
  const before = text.slice(0, at.start);
  const after = text.slice(at.start + 1 + at.query.length).replace(/^ /, '');
  const inserted = `@${name} `;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
};

/** The picked colleagues whose `@name` is still in the text (one deleted by hand is not mentioned). */
export const mentionsIn = <T extends Person>(text: string, picked: readonly T[]): T[] =>
  picked.filter(
    (person, index) => text.includes(`@${person.name}`) && picked.findIndex((p) => p.id === person.id) === index,
  );
