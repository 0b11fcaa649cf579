// The panel must speak Hebrew: every Latin-script word a person can see on a screen, less what is
// data or a name. Collected in the page (visible text nodes, and the placeholder, aria-label and
// title of visible elements), then filtered here by the rules below.

/** Names and identifiers that stay as they are in a Hebrew interface. */
const ALLOWED = new Set([
  'strapi',
  'api',
  'json',
  'csv',
  'xlsx',
  'excel',
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'doc',
  'docx',
  'url',
  'id',
  'uid',
  'jwt',
  'smtp',
  'svg',
  'gif',
  'mp4',
  'zip',
  'kb',
  'mb',
  'gb',
  'px',
]);

/** Data, not interface: e-mail addresses, file names, references, storage keys and hashes. */
const DATA = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /[^\s/\\]+\.(pdf|png|jpe?g|docx?|csv|xlsx|svg|ico|webp)\b/gi,
  /\bVN-[0-9A-Z]{4}-[0-9A-Z]{4}\b/g,
  /\b[a-z0-9]{24,}\b/g,
  /https?:\/\/\S+/g,
  // A text's placeholder, which the site fills in: a technical identifier, not a word.
  /\{\w+\}/g,
];

/** Runs in the page: the visible texts of the interface, each with where it was found. */
const visibleTexts = () => {
  const visible = (element) => {
    if (!element || element.closest('[aria-hidden="true"]')) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
    // What a person typed or the data shows is not the interface: inputs' values are not text nodes,
    // and a cell or field may mark itself as data.
    if (parent.closest('[data-vision-data], textarea, [contenteditable="true"]') || !visible(parent)) continue;
    found.push({ text, where: parent.tagName.toLowerCase() });
  }
  for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
    if (!visible(element)) continue;
    for (const attribute of ['placeholder', 'aria-label', 'title']) {
      const text = element.getAttribute(attribute)?.trim();
      if (text) found.push({ text, where: `${element.tagName.toLowerCase()}[${attribute}]` });
    }
  }
  return found;
};

/** The Latin-script words of a text that are neither data nor an allowed name. */
export const latinWordsOf = (text) => {
  let rest = text;
  for (const pattern of DATA) rest = rest.replace(pattern, ' ');
  return (rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter(
    (word) => word.length > 1 && !ALLOWED.has(word.toLowerCase()),
  );
};

/**
 * Every Latin-script word of the interface on the page now: [{ word, text, where }].
 * @param {import('playwright-core').Page} page
 * @param {{ ignore?: string[] }} [options] words that are data on this screen
 */
export const latinWordsOnPage = async (page, { ignore = [] } = {}) => {
  const texts = await page.evaluate(visibleTexts);
  const ignored = new Set(ignore.map((word) => word.toLowerCase()));
  const words = [];
  for (const { text, where } of texts) {
    for (const word of latinWordsOf(text)) {
      if (!ignored.has(word.toLowerCase())) words.push({ word, text: text.slice(0, 120), where });
    }
  }
  return words;
};
