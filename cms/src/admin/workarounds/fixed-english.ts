// Workaround: Strapi 5.54's words that are written into its code, not its translation files, so
// no `config.translations` entry reaches them (the users list's status and filter fields, the
// design system's screen-reader labels and placeholders). In Hebrew, a label or a piece of
// Strapi's chrome that is exactly one of them is replaced with its Hebrew.
// Patches: the rendered DOM, through a MutationObserver on <body>.
// Checked against: Strapi 5.54.0 (@strapi/admin, @strapi/content-manager, @strapi/upload,
// @strapi/design-system 2.x).
// Delete when: Strapi passes these strings through formatMessage (then they become translation
// keys in ../translations/he); __tests__/guards.test.ts fails when a string is no longer in
// Strapi's code, which is the moment to look.
//
// It never changes data. Attributes are only `aria-label` and `placeholder`, which Strapi fills
// from its own code; a text node is only replaced outside the pages that show documents (the
// Content Manager and the home page's widgets), or inside the one piece of Strapi chrome an entry
// names. A lead whose field reads "On", "Clear" or "Email" shows exactly that
// (scripts/e2e/scenarios/panel-data-unchanged.mjs).
//
// The calendar's day names are clipped by the design system; calendar-weekdays.ts mends them.

import { fixWeekdayHeaders } from './calendar-weekdays';

type Fixed = {
  hebrew: string;
  /** Where the word is Strapi's own text on a page that shows documents; absent: never there. */
  chrome?: string;
};

/** Strapi 5.54's hard-coded English, exactly as it appears, and its Hebrew. */
export const FIXED_ENGLISH: Readonly<Record<string, Fixed>> = {
  Active: { hebrew: 'פעיל' },
  Inactive: { hebrew: 'לא פעיל' },
  'Active user': { hebrew: 'חשבון פעיל' },
  Firstname: { hebrew: 'שם פרטי' },
  Lastname: { hebrew: 'שם משפחה' },
  Email: { hebrew: 'דוא״ל' },
  Username: { hebrew: 'שם משתמש' },
  'Loading content.': { hebrew: 'טוען תוכן…' },
  // The blocks editor's block type menu.
  'Plain text': { hebrew: 'טקסט רגיל', chrome: "[role='combobox']" },
  // The bulk publish dialog's column.
  'Publication status': { hebrew: 'מצב הפרסום', chrome: "[role='dialog'] thead" },
  Clear: { hebrew: 'ניקוי' },
  'Choose date': { hebrew: 'בחירת תאריך' },
  'Choose time': { hebrew: 'בחירת שעה' },
  Month: { hebrew: 'חודש' },
  Year: { hebrew: 'שנה' },
  On: { hebrew: 'פעיל' },
  Off: { hebrew: 'כבוי' },
  'Close modal': { hebrew: 'סגירת החלון' },
  Pagination: { hebrew: 'עימוד' },
  'Select or enter a value': { hebrew: 'בחירה או הקלדה של ערך' },
  // The notifications region's screen-reader name, with its keyboard shortcut.
  'Notifications alt+T': { hebrew: 'התראות (alt+T)' },
  // The date field's placeholder, in the order the field takes the date.
  'DD.MM.YYYY': { hebrew: 'יום.חודש.שנה' },
};

/**
 * A document's status badge (the Content Manager's DocumentStatus) names itself to screen readers
 * by the stored status, `aria-label="published"`, beside its translated text: said in Hebrew.
 */
export const DOCUMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: 'טיוטה',
  published: 'פורסם',
  modified: 'שונה',
};

/** Labels Strapi writes from its own code; `title` is left alone, Strapi puts values there. */
const LABELS = ['aria-label', 'placeholder'] as const;
const OBJECT_TITLE = '[object Object]';

/** The admin's pages that show documents: the Content Manager, and the home page's widgets. */
const DOCUMENT_PAGES = /\/admin\/?$|\/content-manager(\/|$)/;

const inHebrew = () => document.documentElement.lang.startsWith('he');

/** The Hebrew for a text node, or null when the node is not known to be Strapi's own text. */
export const hebrewForText = (text: Text, pathname: string): string | null => {
  const fixed = FIXED_ENGLISH[text.nodeValue?.trim() ?? ''];
  if (!fixed) return null;
  if (!DOCUMENT_PAGES.test(pathname)) return fixed.hebrew;
  return fixed.chrome && text.parentElement?.closest(fixed.chrome) ? fixed.hebrew : null;
};

const translateText = (text: Text) => {
  const hebrew = hebrewForText(text, window.location.pathname);
  if (hebrew) text.nodeValue = hebrew;
};

const translateNode = (node: Node) => {
  if (node.nodeType === Node.TEXT_NODE) {
    translateText(node as Text);
    return;
  }
  if (!(node instanceof Element)) return;
  for (const element of [node, ...node.querySelectorAll('*')]) {
    // The i18n plugin's "unique for this language" mark passes a message object as its title.
    if (element.getAttribute('title') === OBJECT_TITLE) {
      element.setAttribute('title', element.textContent?.trim() ?? '');
    }
    for (const attribute of LABELS) {
      const fixed = FIXED_ENGLISH[element.getAttribute(attribute) ?? ''];
      if (fixed) element.setAttribute(attribute, fixed.hebrew);
    }
    const status = element.getAttribute('role') === 'status' ? element.getAttribute('aria-label') : null;
    if (status && DOCUMENT_STATUS_LABELS[status]) element.setAttribute('aria-label', DOCUMENT_STATUS_LABELS[status]);
  }
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) translateText(text as Text);
  fixWeekdayHeaders(node);
};

/** Keeps Strapi's chrome free of those words while the interface is Hebrew. Returns the disconnect. */
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
    attributeFilter: [...LABELS, 'title'],
  });
  return () => observer.disconnect();
};
