// The panel's own texts are messages with a Hebrew and an English table (shared/messages.ts): the
// two tables hold the same ids, every id the code asks for is in them, and no component writes a
// Hebrew text of its own, so an account in English sees the project's screens in English.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MODEL_NAMES } from '@vision/config';
import type { Messages } from '../shared/messages';

const ADMIN = path.resolve(__dirname, '..');

const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : files(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });

const relative = (file: string) => path.relative(ADMIN, file).split(path.sep).join('/');

/** Where the texts are: each feature's messages.ts and the shared tables. */
const isMessagesFile = (file: string) =>
  /(^|\/)messages\.ts$/.test(relative(file)) || /^shared\/(shared|panel)-messages\.ts$/.test(relative(file));

/** Strapi's own Hebrew (one glossary), and the Hebrew that workarounds put in Strapi's place. */
const STRAPI_HEBREW = [/^translations\//, /^workarounds\/(fixed-english|calendar-weekdays)\.ts$/];

const HEBREW = /[\u0590-\u05FF]/;
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const sources = files(ADMIN);
const tables: Messages[] = [];

beforeAll(async () => {
  for (const file of sources.filter(isMessagesFile)) {
    const module = (await import(file)) as Record<string, unknown>;
    tables.push(
      ...Object.values(module).filter(
        (value): value is Messages => typeof value === 'object' && value !== null && 'he' in value && 'en' in value,
      ),
    );
  }
});

describe("the panel's own texts", () => {
  it('have an English text for every Hebrew one, and no other', () => {
    expect(tables.length).toBeGreaterThan(3);
    for (const table of tables) expect(Object.keys(table.en).sort()).toEqual(Object.keys(table.he).sort());
  });

  it('say everything in English in the English table: no empty text, no Hebrew letter', () => {
    const english = tables.flatMap((table) => Object.entries(table.en));
    expect(english.length).toBeGreaterThan(300);
    expect(english.filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
    expect(english.filter(([, text]) => HEBREW.test(text))).toEqual([]);
  });

  it('say everything in the Hebrew table: no empty text', () => {
    const hebrew = tables.flatMap((table) => Object.entries(table.he));
    expect(hebrew.filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });

  it('give every id only once across the features', () => {
    const ids = tables.flatMap((table) => Object.keys(table.he));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("are named vision.<feature>.<name>, beside the Content Manager's field names and a few Strapi ids", () => {
    const ids = tables.flatMap((table) => Object.keys(table.he));
    // Our fields' names (features/field-names/messages.ts): content-manager.content-types.<uid>.<field>
    // and content-manager.components.<uid>.<field>.
    const fieldNames = /^content-manager\.(content-types\.api::[\w-]+\.[\w-]+|components\.[\w-]+\.[\w-]+)\.\w+$/;
    expect(ids.filter((id) => fieldNames.test(id)).length).toBeGreaterThan(100);
    // Our models' names, whose ids are their Hebrew names (config's MODEL_NAMES).
    const modelNames = new Set(Object.values(MODEL_NAMES).map((names) => names.he));
    const strapiIds = ids.filter(
      (id) => !/^vision\.[a-z-]+\.[\w.-]+$/.test(id) && !fieldNames.test(id) && !modelNames.has(id),
    );
    expect(strapiIds.sort()).toEqual([
      'Auth.form.welcome.subtitle',
      'Auth.form.welcome.title',
      'app.components.LeftMenu.navbrand.title',
      'app.components.LeftMenu.navbrand.workplace',
    ]);
  });

  it('holds every message id the code asks for', () => {
    const known = new Set(tables.flatMap((table) => Object.keys(table.he)));
    const asked = sources
      .filter((file) => !isMessagesFile(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'(vision\.[a-z-]+\.[\w.-]+)'/g)].map((match) => match[1]),
      );
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.filter((id) => !known.has(id))).toEqual([]);
  });

  it('are written in the messages files only: no component writes Hebrew of its own', () => {
    const writing = sources
      .map(relative)
      .filter((file) => !STRAPI_HEBREW.some((pattern) => pattern.test(file)) && !isMessagesFile(path.join(ADMIN, file)))
      .filter((file) => HEBREW.test(withoutComments(readFileSync(path.join(ADMIN, file), 'utf8'))));
    expect(writing).toEqual([]);
  });
});
