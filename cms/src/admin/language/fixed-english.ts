// A few of Strapi's words are written into its code, not its translation files, so no
// `config.translations` entry reaches them (the users list's status, its filter fields, some of
// the design system's screen-reader labels). In Hebrew, a text node or label that is exactly one
// of them is replaced with its Hebrew; anything else, data included, is never touched. A label
// that Strapi filled with an object by mistake ("[object Object]") takes the element's own text.
// The calendar's day names are clipped by the design system; calendar-weekdays.ts mends them.

import { fixWeekdayHeaders } from './calendar-weekdays';

/** Strapi 5.54's hard-coded English, exactly as it appears, and its Hebrew. */
export const FIXED_ENGLISH: Readonly<Record<string, string>> = {
  Active: 'פעיל',
  Inactive: 'לא פעיל',
  'Active user': 'חשבון פעיל',
  Firstname: 'שם פרטי',
  Lastname: 'שם משפחה',
  Email: 'דוא״ל',
  Username: 'שם משתמש',
  'Loading content.': 'טוען תוכן…',
  'Plain text': 'טקסט רגיל',
  'Publication status': 'מצב הפרסום',
  Clear: 'ניקוי',
  'Choose date': 'בחירת תאריך',
  'Choose time': 'בחירת שעה',
  Month: 'חודש',
  Year: 'שנה',
  On: 'פעיל',
  Off: 'כבוי',
  'Close modal': 'סגירת החלון',
  Pagination: 'עימוד',
  'Select or enter a value': 'בחירה או הקלדה של ערך',
  // The notifications region's screen-reader name, with its keyboard shortcut.
  'Notifications alt+T': 'התראות (alt+T)',
  // The date field's placeholder, in the order the field takes the date.
  'DD.MM.YYYY': 'יום.חודש.שנה',
};

const LABELS = ['aria-label', 'title', 'placeholder'] as const;
const OBJECT_TITLE = '[object Object]';

const inHebrew = () => document.documentElement.lang.startsWith('he');

const translateNode = (node: Node) => {
  if (node.nodeType === Node.TEXT_NODE) {
    const hebrew = FIXED_ENGLISH[node.nodeValue?.trim() ?? ''];
    if (hebrew) node.nodeValue = hebrew;
    return;
  }
  if (!(node instanceof Element)) return;
  for (const element of [node, ...node.querySelectorAll('*')]) {
    for (const attribute of LABELS) {
      const value = element.getAttribute(attribute) ?? '';
      // The i18n plugin's "unique for this language" mark passes a message object as its title.
      if (value === OBJECT_TITLE) element.setAttribute(attribute, element.textContent?.trim() ?? '');
      const hebrew = FIXED_ENGLISH[value];
      if (hebrew) element.setAttribute(attribute, hebrew);
    }
  }
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) translateNode(text);
  fixWeekdayHeaders(node);
};

/** Keeps the page free of those words while the interface is Hebrew. Returns the disconnect. */
export const translateFixedEnglish = (root: HTMLElement = document.body) => {
  const observer = new MutationObserver((mutations) => {
    if (!inHebrew()) return;
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') translateNode(mutation.target);
      else if (mutation.type === 'attributes') translateNode(mutation.target);
      else mutation.addedNodes.forEach(translateNode);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...LABELS],
  });
  return () => observer.disconnect();
};
