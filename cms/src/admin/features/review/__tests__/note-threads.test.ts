import type { Note } from '../../../shared/api-types';
import { threadsOf } from '../note-threads';
import { insertMention, mentionAt, mentionCandidates, mentionsIn } from '../mention-text';

const note = (id: number, replyTo: number | null = null): Note => ({
  id,
  author: { id: 1, name: 'נועה' },
  createdAt: '2026-11-27T10:00:00.000Z',
  text: `הערה ${id}`,
  replyTo,
  mentions: [],
});

const PEOPLE = [
  { id: 1, name: 'תמר אלון' },
  { id: 2, name: 'אבי גולן' },
  { id: 3, name: 'Tamar Levi' },
];

describe('the notes as threads', () => {
  it('puts each reply under its first note, in the order written', () => {
    const threads = threadsOf([note(1), note(2), note(3, 1), note(4, 2), note(5, 1)]);
    expect(threads.map((t) => [t.note.id, t.replies.map((r) => r.id)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
    ]);
  });

  it('shows a reply whose first note is not there as a note of its own', () => {
    expect(threadsOf([note(7, 6)]).map((t) => t.note.id)).toEqual([7]);
  });
});

describe('the "@" of a note being typed', () => {
  it('finds the name being typed after an "@" at the start or after a space, not inside a word', () => {
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('שלום @תמ', 8)).toEqual({ start: 5, query: 'תמ' });
    expect(mentionAt('mail@example', 12)).toBeNull();
    expect(mentionAt('@תמר אלון וגם', 13)).toBeNull();
  });

  it('offers the colleagues with a word of the name starting with what was typed, any case', () => {
    expect(mentionCandidates(PEOPLE, 'גו').map((p) => p.id)).toEqual([2]);
    expect(mentionCandidates(PEOPLE, 'tam').map((p) => p.id)).toEqual([3]);
    expect(mentionCandidates(PEOPLE, '')).toHaveLength(3);
    expect(mentionCandidates(PEOPLE, 'זזז')).toEqual([]);
  });

  it('puts the name in place of what was typed, and the caret after it', () => {
    const at = mentionAt('שלום @תמ', 8)!;
    expect(insertMention('שלום @תמ', at, 'תמר אלון')).toEqual({ text: 'שלום @תמר אלון ', caret: 15 });
    expect(insertMention('@ד רואה', { start: 0, query: 'ד' }, 'דן')).toEqual({ text: '@דן רואה', caret: 4 });
  });

  it('mentions only the colleagues whose @name is still in the text, each once', () => {
    expect(mentionsIn('@אבי גולן ראה', [PEOPLE[0], PEOPLE[1], PEOPLE[1]])).toEqual([PEOPLE[1]]);
  });
});
