// A word diff of two texts for the comparison: each side as runs of text, the runs the other side
// lacks marked. Whitespace and line breaks are kept as they are (the view keeps them too). Unit-tested.
//
// A longest common subsequence over words is enough for a settings text (at most a few thousand
// words); past a table of MAX_WORD_CELLS the middle is diffed by lines instead, and past
// MAX_LINE_CELLS marked as a whole, so a huge text never freezes the panel.

export type Run = { text: string; changed: boolean };
export type TextDiff = { before: Run[]; after: Run[] };

const MAX_WORD_CELLS = 2_000_000;
const MAX_LINE_CELLS = 4_000_000;

/** Words and the whitespace between them, as separate tokens: joined they give the text back. */
export const wordsOf = (text: string): string[] => text.split(/(\s+)/).filter((token) => token !== '');

/** Lines with their line break, for texts too long to diff by word. */
const linesOf = (text: string): string[] => text.split(/(?<=\n)/).filter((token) => token !== '');

/** Adds a token to runs, merging it into the last run when both are (un)changed alike. */
const push = (runs: Run[], text: string, changed: boolean) => {
  const last = runs.at(-1);
  if (last && last.changed === changed) last.text += text;
  else runs.push({ text, changed });
};

/** Which tokens of a and b are in their longest common subsequence. */
const commonTokens = (a: string[], b: string[]): { inA: boolean[]; inB: boolean[] } => {
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
  const inA = a.map(() => false);
  const inB = b.map(() => false);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      inA[i] = true;
      inB[j] = true;
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i += 1;
    else j += 1;
  }
  return { inA, inB };
};

const diffTokens = (
  a: string[],
  b: string[],
  maxCells: number,
  fallback?: (a: string, b: string) => TextDiff,
): TextDiff => {
  // The same start and end need no table: a typo fix in a long text stays cheap.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);

  const before: Run[] = [];
  const after: Run[] = [];
  const head = a.slice(0, start).join('');
  if (head) {
    push(before, head, false);
    push(after, head, false);
  }
  if ((middleA.length + 1) * (middleB.length + 1) > maxCells) {
    const inner = fallback
      ? fallback(middleA.join(''), middleB.join(''))
      : { before: [{ text: middleA.join(''), changed: true }], after: [{ text: middleB.join(''), changed: true }] };
    for (const run of inner.before) if (run.text) push(before, run.text, run.changed);
    for (const run of inner.after) if (run.text) push(after, run.text, run.changed);
  } else {
    const { inA, inB } = commonTokens(middleA, middleB);
    middleA.forEach((token, index) => push(before, token, !inA[index]));
    middleB.forEach((token, index) => push(after, token, !inB[index]));
  }
  const tail = a.slice(a.length - end).join('');
  if (tail) {
    push(before, tail, false);
    push(after, tail, false);
  }
  return { before, after };
};

const diffLines = (before: string, after: string): TextDiff =>
  diffTokens(linesOf(before), linesOf(after), MAX_LINE_CELLS);

/** The two texts as runs, the words each lacks of the other marked; null stands for no text. */
export const textDiff = (before: string | null, after: string | null): TextDiff =>
  diffTokens(wordsOf(before ?? ''), wordsOf(after ?? ''), MAX_WORD_CELLS, diffLines);
