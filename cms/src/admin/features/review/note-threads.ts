// A lead's notes as threads: each first note with its replies under it, in the order written. The
// server answers them oldest first, each reply naming its thread's first note (`replyTo`).

import type { Note } from '../../shared/api-types';

export type NoteThread = { note: Note; replies: Note[] };

/** The threads in the order their first notes were written; a reply whose first note is unknown starts its own. */
export const threadsOf = (notes: readonly Note[]): NoteThread[] => {
  const threads: NoteThread[] = [];
  const byId = new Map<number, NoteThread>();
  for (const note of notes) {
    const parent = note.replyTo === null ? undefined : byId.get(note.replyTo);
    if (parent) {
      parent.replies.push(note);
      continue;
    }
    const thread = { note, replies: [] };
    threads.push(thread);
    byId.set(note.id, thread);
  }
  return threads;
};
