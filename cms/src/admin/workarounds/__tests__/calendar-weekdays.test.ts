import { JSDOM } from 'jsdom';
import { fixWeekdayHeaders, HEBREW_WEEKDAY_LETTERS } from '../calendar-weekdays';

// The design system's calendar head as it renders in Hebrew: two letters of each short day name.
const CALENDAR = `
  <table role="grid"><thead aria-hidden="true"><tr>
    ${['יו', 'יו', 'יו', 'יו', 'יו', 'יו', 'שב'].map((text) => `<th><span>${text}</span></th>`).join('')}
  </tr></thead><tbody><tr><td>יו</td></tr></tbody></table>
  <p>יו</p>`;

describe('the calendar in Hebrew', () => {
  beforeAll(() => {
    const { window } = new JSDOM('<!doctype html><body></body>');
    Object.assign(globalThis, { document: window.document, NodeFilter: window.NodeFilter });
  });

  it('heads the columns Sunday to Saturday with their letters', () => {
    document.body.innerHTML = CALENDAR;
    fixWeekdayHeaders(document.body);
    const heads = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(heads).toEqual(['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳']);
    expect(heads).toEqual([...HEBREW_WEEKDAY_LETTERS]);
  });

  it('leaves every other text alone, the same letters elsewhere included', () => {
    document.body.innerHTML = CALENDAR;
    fixWeekdayHeaders(document.body);
    expect(document.querySelector('tbody td')?.textContent).toBe('יו');
    expect(document.querySelector('p')?.textContent).toBe('יו');
  });

  it('mends a head row added on its own, as the observer sees it', () => {
    document.body.innerHTML = CALENDAR;
    const row = document.querySelector('thead tr')!;
    fixWeekdayHeaders(row);
    expect(row.children[6].textContent).toBe('ש׳');
  });
});
