// Holds the panel's Hebrew (../he) to the English it replaces, read from Strapi's packages in
// node_modules at test time: a Strapi upgrade that adds or changes a string fails here until the
// Hebrew follows. Every message is parsed as react-intl parses it, so a broken plural fails here too.

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { GLOSSARY } from '../glossary';
import { HEBREW } from '../he';
import { admin } from '../he/admin';
import { codeIds } from '../he/code-ids';
import { contentManager } from '../he/content-manager';
import { contentReleases } from '../he/content-releases';
import { contentTypeBuilder } from '../he/content-type-builder';
import { email } from '../he/email';
import { i18n } from '../he/i18n';
import { reviewWorkflows } from '../he/review-workflows';
import { upload } from '../he/upload';
import { usersPermissions } from '../he/users-permissions';

const STRAPI = path.resolve(__dirname, '../../../../node_modules/@strapi');

/**
 * Each namespace's English, and the prefix its keys get: Strapi's registerTrads prefixes a plugin's
 * keys with its plugin id (prefixPluginTranslations in @strapi/admin), the admin's own stay bare. The
 * packages ship en.json compiled to CommonJS (translations/en.json.js), outside their exports map;
 * `code` is the compiled admin code, where the plugin's getTrad-style helpers add the same prefix.
 */
const NAMESPACES = [
  { table: admin, prefix: '', code: 'admin/dist/admin' },
  { table: contentManager, prefix: 'content-manager.', code: 'content-manager/dist/admin' },
  { table: upload, prefix: 'upload.', code: 'upload/dist/admin' },
  { table: i18n, prefix: 'i18n.', code: 'i18n/dist/admin' },
  { table: contentReleases, prefix: 'content-releases.', code: 'content-releases/dist/admin' },
  { table: reviewWorkflows, prefix: 'review-workflows.', code: 'review-workflows/dist/admin' },
  { table: email, prefix: 'email.', code: 'email/dist/admin' },
  { table: usersPermissions, prefix: 'users-permissions.', code: 'plugin-users-permissions/dist/admin' },
  { table: contentTypeBuilder, prefix: 'content-type-builder.', code: 'content-type-builder/dist/admin' },
] as const;

/** Where each package keeps its en.json (the admin's sits one level deeper). */
const englishFile = (code: string) =>
  path.join(STRAPI, code, code.startsWith('admin/') ? 'admin/src/translations/en.json.js' : 'translations/en.json.js');

const load = createRequire(__filename);
const english = (file: string): Record<string, string> => {
  const module = load(file) as { default?: Record<string, string> } & Record<string, string>;
  return module.default ?? module;
};

/** Every English message of the en.json files, under the key config.translations gives it. */
const ENGLISH: Record<string, string> = Object.fromEntries(
  NAMESPACES.flatMap(({ prefix, code }) =>
    Object.entries(english(englishFile(code))).map(([key, value]) => [`${prefix}${key}`, value]),
  ),
);

/**
 * `formatMessage({ id: 'x', defaultMessage: '…' })` in the compiled admin code (any of the three
 * quotes), or with the id wrapped in the plugin's helper, `id: getTrad('x')`, which prefixes it.
 */
const ASKED = /id:\s*(\w+\(\s*)?(['"`])([^'"`$]+)\2\s*\)?\s*,\s*defaultMessage:\s*(['"`])((?:\\.|(?!\4)[^\\])*)\4/g;

/** The English default of every message id the admin code asks for, under the id it asks with. */
const DEFAULTS: Record<string, string> = {};
for (const { prefix, code } of NAMESPACES) {
  const root = path.join(STRAPI, code);
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.mjs') || file.includes('translations/')) continue;
    for (const [, helper, , id, , message] of readFileSync(path.join(root, file), 'utf8').matchAll(ASKED)) {
      DEFAULTS[helper ? `${prefix}${id}` : id] ??= message.replace(/\\(.)/g, (_, char: string) =>
        char === 'n' ? '\n' : char,
      );
    }
  }
}

/** The English each Hebrew message replaces: en.json's, or the code's default for code-ids.ts. */
const SOURCE: Record<string, string> = {
  ...Object.fromEntries(Object.keys(codeIds).map((id) => [id, DEFAULTS[id]])),
  ...ENGLISH,
};

interface Parts {
  /** The names of the ICU arguments: {name}, {count, plural, …}, {model, select, …}. */
  readonly args: Set<string>;
  /** The names of the rich-text tags: <b>…</b>. */
  readonly tags: Set<string>;
  /** The text the reader sees, without the ICU syntax. */
  readonly text: string[];
}

const collect = (elements: MessageFormatElement[], parts: Parts): Parts => {
  for (const element of elements) {
    if (isLiteralElement(element)) parts.text.push(element.value);
    else if (isPoundElement(element)) continue;
    else if (isTagElement(element)) {
      parts.tags.add(element.value);
      collect(element.children, parts);
    } else {
      parts.args.add(element.value);
      if (isPluralElement(element) || isSelectElement(element)) {
        for (const option of Object.values(element.options)) collect(option.value, parts);
      }
    }
  }
  return parts;
};

const partsOf = (message: string, options?: Parameters<typeof parse>[1]): Parts =>
  collect(parse(message, options), { args: new Set(), tags: new Set(), text: [] });

/** Strapi's own English has a few messages react-intl cannot parse (a select without `other`, a `<` in an example). */
const englishPartsOf = (message: string): Parts => {
  try {
    return partsOf(message, { requiresOtherClause: false });
  } catch {
    return partsOf(message, { requiresOtherClause: false, ignoreTag: true });
  }
};

/**
 * The only Latin-script words allowed in the Hebrew: names of products and standards, which have no
 * Hebrew and which the staff meet in Latin letters elsewhere (Strapi's site, their browser, a keyboard).
 */
const LATIN_ALLOWED = new Set([
  'Strapi', // the product's name
  'API', // the technical staff's word; "ממשק תכנות" would only confuse
  'JSON', // a data format
  'CSV', // the export's file format
  'URL', // a web address as a technical value (a webhook's, a provider's)
  'JWT', // a standard, in the users & permissions plugin's description
  'GraphQL', // a product, as a plugin name
  'Sentry', // a product, as a plugin name
  'OpenAPI', // a standard, in the documentation plugin's description
  'Node.js', // the server's runtime, whose version the overview shows
  'Command', // keyboard keys are printed in Latin letters on Israeli keyboards
  'Control',
  'Shift',
  'Ctrl',
  'Cmd',
  'Enter',
  'Esc',
  'SMTP', // the mail protocols, in the email plugin's settings
  'TLS',
  'DKIM',
  'OAuth2',
  'Figma', // a product, in the Content-Type Builder's import
]);

/**
 * Code shown to the reader as is (examples of values to type, an HTTP request): kept in English
 * verbatim, and only in these messages.
 */
const CODE_SAMPLES: Record<string, readonly string[]> = {
  'app.components.GuidedTour.apiTokens.success.content': [
    'https://<YOUR_DOMAIN>/api/<YOUR_CT>',
    'Authorization: bearer <YOUR_API_TOKEN>',
  ],
  'app.components.PluginCard.PopUpWarning.install.impossible.autoReload.needed': ['`yarn develop`'],
  'components.Blocks.popover.link.rel.placeholder': ['noopener, nofollow, noreferrer'],
  'components.Blocks.popover.link.target.placeholder': ['_blank, _self, _parent, _top'],
  'Settings.application.customization.modal.upload.error-format': ['jpeg, jpg, png, svg'],
  'content-type-builder.chat.code-upload.drop-zone': ['.zip'],
  'content-type-builder.modalForm.attribute.form.base.name.placeholder': ['slug, seoUrl, canonicalUrl'],
  'content-type-builder.notification.info.autoreaload-disable': ['strapi develop'],
  'content-type-builder.relation.attributeName.placeholder': ['author, category, tag'],
  'users-permissions.PopUpForm.Email.options.object.placeholder': ['%APP_NAME%'],
  'users-permissions.PopUpForm.Providers.subdomain.placeholder': ['my.subdomain.com'],
};

/** An e-mail address or a web address in an example is data, not words. */
const ADDRESSES = /[\w.+-]+@[\w.-]+\w|https?:\/\/\S+/g;

const latinWords = (key: string, text: string): string[] => {
  // Strapi's hosting is a product name too, but "Cloud" alone is an English word.
  let rest = text.replace(/Strapi Cloud/g, 'Strapi');
  for (const sample of CODE_SAMPLES[key] ?? []) rest = rest.split(sample).join(' ');
  rest = rest.replace(ADDRESSES, ' ');
  return (rest.match(/[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*/g) ?? []).filter(
    (word) => !LATIN_ALLOWED.has(word),
  );
};

const sorted = (items: Iterable<string>) => [...items].sort();

describe('the Hebrew of the admin panel', () => {
  it('translates every English message of Strapi and its plugins', () => {
    // A few English messages are a single space (an empty default); their Hebrew is the same space.
    const blank = (message: string) => message.trim() === '';
    const missing = Object.keys(ENGLISH).filter(
      (key) => !(key in HEBREW) || blank(HEBREW[key]) !== blank(ENGLISH[key]),
    );
    expect(missing).toEqual([]);
  });

  it('translates, beyond en.json, only ids that the code asks for with no en.json entry', () => {
    const stray = Object.keys(codeIds).filter((id) => id in ENGLISH || DEFAULTS[id] === undefined);
    expect(stray).toEqual([]);
    expect(Object.keys(HEBREW).filter((key) => !(key in SOURCE))).toEqual([]);
  });

  it('keeps each table sorted by key, and no key in two tables', () => {
    const seen = new Set<string>();
    for (const table of [...NAMESPACES.map((namespace) => namespace.table), codeIds]) {
      const keys = Object.keys(table);
      expect(keys).toEqual(sorted(keys));
      for (const key of keys) {
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });

  it('parses every message as react-intl does, with the English placeholders and tags', () => {
    const broken: string[] = [];
    for (const [key, message] of Object.entries(SOURCE)) {
      const hebrew = HEBREW[key];
      if (hebrew === undefined) continue;
      let parts: Parts;
      try {
        parts = partsOf(hebrew);
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message}`);
        continue;
      }
      const source = englishPartsOf(message);
      if (sorted(parts.args).join() !== sorted(source.args).join()) {
        broken.push(`${key}: placeholders {${sorted(parts.args)}} instead of {${sorted(source.args)}}`);
      }
      if (sorted(parts.tags).join() !== sorted(source.tags).join()) {
        broken.push(`${key}: tags <${sorted(parts.tags)}> instead of <${sorted(source.tags)}>`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('writes no English words, apart from product names, a few acronyms and code samples', () => {
    const english = Object.entries(HEBREW).flatMap(([key, message]) => {
      let text: string;
      try {
        text = partsOf(message).text.join(' ');
      } catch {
        return []; // unparsable: the test above reports it
      }
      const words = latinWords(key, text);
      return words.length ? [`${key}: ${words.join(', ')}`] : [];
    });
    expect(english).toEqual([]);
  });

  it('keeps each code sample verbatim from the English', () => {
    for (const [key, samples] of Object.entries(CODE_SAMPLES)) {
      for (const sample of samples) {
        expect(englishPartsOf(SOURCE[key]).text.join('')).toContain(sample);
        expect(partsOf(HEBREW[key]).text.join('')).toContain(sample);
      }
    }
  });

  it('uses the glossary: a message that is exactly a term is exactly its Hebrew', () => {
    const terms = GLOSSARY.filter((term) => term.whole);
    expect(terms.length).toBeGreaterThan(50);
    const astray = Object.entries(SOURCE).flatMap(([key, message]) => {
      const term = terms.find((candidate) => candidate.en === message);
      return term && HEBREW[key] !== term.he ? [`${key}: ${HEBREW[key]} instead of ${term.he}`] : [];
    });
    expect(astray).toEqual([]);
  });

  it('names each English term once in the glossary', () => {
    const english = GLOSSARY.map((term) => term.en.toLowerCase());
    expect(english).toEqual([...new Set(english)]);
  });
});
