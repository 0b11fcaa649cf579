// Workaround: the design system's calendar clips each day's short name to two letters.
// Patches: the text of the calendar's head (table[role=grid] thead), through fixed-english.ts's observer.
// Checked against: Strapi 5.54.0, @strapi/design-system's DatePicker (`.slice(0, 2)` of the day name).
// Delete when: the design system heads its columns with a narrow day name; __tests__/guards.test.ts
// fails when the clipping is no longer in its code.
//
// The design system's calendar heads its columns with the first two letters of each day's short
// name, which in Hebrew is "יום א׳"…"יום ו׳", "שבת": six columns read "יו". A Hebrew calendar
// heads them with the day's letter. The week starts on Sunday in Hebrew, so the columns are
// Sunday to Saturday, from the right.

export const HEBREW_WEEKDAY_LETTERS = ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'] as const;

/** What the design system writes for each column: the first two letters of the short name. */
const CLIPPED = ['יו', 'יו', 'יו', 'יו', 'יו', 'יו', 'שב'];

/** Names the day of each calendar column under `root` by its letter; touches nothing else. */
export const fixWeekdayHeaders = (root: Element) => {
  const rows = root.matches('table[role="grid"] thead tr')
    ? [root]
    : [...root.querySelectorAll('table[role="grid"] thead tr')];
  for (const row of rows) {
    const cells = [...row.children];
    if (cells.length !== 7) continue;
    cells.forEach((cell, index) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (text.nodeValue?.trim() === CLIPPED[index]) text.nodeValue = HEBREW_WEEKDAY_LETTERS[index];
      }
    });
  }
};
