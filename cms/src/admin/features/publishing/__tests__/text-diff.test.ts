import { textDiff, wordsOf } from '../text-diff';

const marked = (runs: { text: string; changed: boolean }[]) => runs.filter((run) => run.changed).map((run) => run.text);
const whole = (runs: { text: string }[]) => runs.map((run) => run.text).join('');

describe('the comparison of two texts', () => {
  it('marks only the words that changed, on each side', () => {
    const diff = textDiff('הגישו הצעת חזון לישראל', 'הגישו הצעת חזון למדינה');
    expect(marked(diff.before)).toEqual(['לישראל']);
    expect(marked(diff.after)).toEqual(['למדינה']);
  });

  it('gives each side back whole, with its spaces and line breaks', () => {
    const before = 'שורה ראשונה\nשורה  שנייה\n\nסוף';
    const after = 'שורה ראשונה\nשורה  חדשה\n\nסוף';
    const diff = textDiff(before, after);
    expect(whole(diff.before)).toBe(before);
    expect(whole(diff.after)).toBe(after);
    expect(marked(diff.after)).toEqual(['חדשה']);
  });

  it('marks a text that was added or removed as a whole', () => {
    expect(textDiff(null, 'טקסט חדש')).toEqual({ before: [], after: [{ text: 'טקסט חדש', changed: true }] });
    expect(textDiff('טקסט ישן', '')).toEqual({ before: [{ text: 'טקסט ישן', changed: true }], after: [] });
  });

  it('marks nothing when the texts are the same', () => {
    const diff = textDiff('אותו טקסט', 'אותו טקסט');
    expect(marked(diff.before)).toEqual([]);
    expect(marked(diff.after)).toEqual([]);
  });

  it('compares a very long text by lines', () => {
    const lines = Array.from({ length: 1500 }, (_, index) => `שורה מספר ${index} עם כמה מילים נוספות`);
    const before = lines.join('\n');
    const changed = [...lines];
    changed[10] = 'שורה שהוחלפה לגמרי';
    changed[1490] = 'ועוד שורה אחרת';
    const after = changed.join('\n');
    const diff = textDiff(before, after);
    expect(whole(diff.before)).toBe(before);
    expect(whole(diff.after)).toBe(after);
    expect(marked(diff.after).join('')).toContain('שהוחלפה לגמרי');
    expect(marked(diff.after).join('')).not.toContain('שורה מספר 500 ');
  });

  it('splits a text into words and the space between them', () => {
    expect(wordsOf('שלום  עולם\n')).toEqual(['שלום', '  ', 'עולם', '\n']);
  });
});
