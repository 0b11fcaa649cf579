// Our fields' names and help in both languages: whatever the server writes into the Content
// Manager's layouts (Hebrew) has a Hebrew and an English message under the Content Manager's own
// id, the Hebrew message being what the server wrote; and an account in English reads a field's
// name and help in English. The server writes into configurations that hold the fields of our own
// schemas, as the Content Manager's would.

import { createIntl } from 'react-intl';
import { COMPONENT_FIELD_NAMES, CONTENT_TYPE_FIELD_NAMES } from '@vision/config';
import { applyAdminLabels } from '../../bootstrap/admin-labels';
import { LIST_VIEWS } from '../../bootstrap/admin-layouts';
import leadSchema from '../../api/lead/content-types/lead/schema';
import quarantineSchema from '../../api/quarantined-lead/content-types/quarantined-lead/schema';
import auditSchema from '../../api/audit-entry/content-types/audit-entry/schema';
import mailJobSchema from '../../api/mail-job/content-types/mail-job/schema';
import settingSchema from '../../api/setting/content-types/setting/schema';
import contact from '../../components/lead/contact';
import area from '../../components/texts/area';
import general from '../../components/texts/general';
import seo from '../../components/texts/seo';
import topSection from '../../components/texts/top-section';
import form from '../../components/texts/form';
import errors from '../../components/texts/errors';
import emails from '../../components/texts/emails';
import { FIELD_NAME_MESSAGES } from '../features/field-names/messages';
import { ENGLISH_HINTS, englishHints } from '../features/field-names/english-hints';
import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, QUARANTINE_UID, SETTINGS_UID } from '../shared/uids';

type Schema = { attributes: Record<string, unknown> };
type Metadata = { edit: Record<string, unknown>; list: Record<string, unknown> };
type Configuration = { settings: Record<string, unknown>; metadatas: Record<string, Metadata>; layouts: unknown };

/** Strapi adds the timestamps to every content type; components have none. */
const CONTENT_TYPES: Record<string, Schema> = {
  [SETTINGS_UID]: settingSchema,
  [LEAD_UID]: leadSchema,
  [QUARANTINE_UID]: quarantineSchema,
  [AUDIT_UID]: auditSchema,
  [MAIL_JOB_UID]: mailJobSchema,
};
const COMPONENTS: Record<string, Schema> = {
  'lead.contact': contact,
  'texts.area': area,
  'texts.general': general,
  'texts.seo': seo,
  'texts.top-section': topSection,
  'texts.form': form,
  'texts.errors': errors,
  'texts.emails': emails,
};

const configurationOf = (fields: string[]): Configuration => ({
  settings: {},
  metadatas: Object.fromEntries(fields.map((name) => [name, { edit: { label: name, description: '' }, list: {} }])),
  layouts: { list: [], edit: [] },
});

/** What the server writes at start: each model's edit metadatas, by the message id of each field. */
const serverWrites = async () => {
  const written: Record<string, { label: unknown; description: unknown }> = {};
  const record = (prefix: string) => async (model: { uid: string }, configuration: Configuration) => {
    for (const [field, { edit }] of Object.entries(configuration.metadatas))
      written[`${prefix}.${model.uid}.${field}`] = { label: edit.label, description: edit.description };
  };
  const services: Record<string, unknown> = {
    components: {
      findComponent: (uid: string) => (COMPONENTS[uid] ? { uid } : undefined),
      findConfiguration: async ({ uid }: { uid: string }) => configurationOf(Object.keys(COMPONENTS[uid].attributes)),
      updateConfiguration: record('content-manager.components'),
    },
    'content-types': {
      findContentType: (uid: string) => (CONTENT_TYPES[uid] ? { uid } : undefined),
      findConfiguration: async ({ uid }: { uid: string }) =>
        configurationOf([...Object.keys(CONTENT_TYPES[uid].attributes), 'createdAt', 'updatedAt']),
      updateConfiguration: record('content-manager.content-types'),
    },
  };
  await applyAdminLabels({ plugin: () => ({ service: (name: string) => services[name] }) } as never);
  // The fields nobody names keep the Content Manager's default: their own name.
  return Object.fromEntries(Object.entries(written).filter(([id, { label }]) => !id.endsWith(`.${String(label)}`)));
};

const HEBREW = /[\u0590-\u05FF]/;

const withLang = (lang: string) => Object.assign(globalThis, { document: { documentElement: { lang } } });

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe("our fields' names in the panel", () => {
  let written: Awaited<ReturnType<typeof serverWrites>>;
  beforeAll(async () => {
    written = await serverWrites();
  });

  it('names the fields of our own content types and components', () => {
    expect(Object.keys(CONTENT_TYPE_FIELD_NAMES).sort()).toEqual(Object.keys(CONTENT_TYPES).sort());
    expect(Object.keys(COMPONENT_FIELD_NAMES).sort()).toEqual(Object.keys(COMPONENTS).sort());
  });

  it('gives every field the server names a Hebrew message equal to what it writes, and an English one', () => {
    const ids = Object.keys(written);
    expect(ids.length).toBeGreaterThan(150);
    for (const id of ids) {
      expect({ id, he: FIELD_NAME_MESSAGES.he[id] }).toEqual({ id, he: written[id].label });
      expect({ id, english: !HEBREW.test(FIELD_NAME_MESSAGES.en[id] ?? 'א') }).toEqual({ id, english: true });
    }
  });

  it('names every column of every list', () => {
    // The quarantine list once headed its scan column "FILESCAN": a column without a name shows
    // the attribute's own.
    const unnamed = Object.entries(LIST_VIEWS).flatMap(([uid, { columns }]) =>
      columns.filter((column) => !CONTENT_TYPE_FIELD_NAMES[uid]?.[column]).map((column) => `${uid}.${column}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('names only fields that the server names, in fields our schemas have', () => {
    expect(Object.keys(FIELD_NAME_MESSAGES.he).sort()).toEqual(Object.keys(written).sort());
  });

  it('gives every help text the server writes an English one', () => {
    const hints = Object.values(written)
      .map(({ description }) => description)
      .filter((description): description is string => typeof description === 'string' && description !== '');
    expect(hints.length).toBeGreaterThan(25);
    for (const hint of hints) {
      const english = ENGLISH_HINTS.get(hint);
      expect({ hint, english: english !== undefined && !HEBREW.test(english) }).toEqual({ hint, english: true });
    }
  });

  it('reads the same Hebrew help in one English way only', () => {
    const readings = new Map<string, Set<string>>();
    for (const fields of [...Object.values(CONTENT_TYPE_FIELD_NAMES), ...Object.values(COMPONENT_FIELD_NAMES)])
      for (const { he, en } of Object.values(fields))
        if (he.description)
          readings.set(he.description, (readings.get(he.description) ?? new Set()).add(en.description ?? ''));
    expect([...readings.values()].filter((english) => english.size > 1)).toEqual([]);
  });
});

describe('a field for an account in English', () => {
  // As Strapi's LanguageProvider: the chosen language's table, the English one beneath it.
  const intlFor = (locale: 'he' | 'en') =>
    createIntl({ locale, messages: { ...FIELD_NAME_MESSAGES.en, ...FIELD_NAME_MESSAGES[locale] } });
  const settingsLayout = (hint: string) => ({
    layout: [[[{ name: 'retentionDays', type: 'integer', hint }]]],
    components: { 'texts.form': { layout: [[{ name: 'countdown', type: 'string', hint: 'keep me' }]] } },
  });
  const hebrewHint = [...ENGLISH_HINTS.keys()].find((hint) => hint.startsWith('מספר הימים'))!;

  it('names it in English, the Hebrew account in Hebrew', () => {
    const reference = { id: `content-manager.content-types.${LEAD_UID}.reference`, defaultMessage: 'אסמכתה' };
    expect(intlFor('en').formatMessage(reference)).toBe('Reference');
    expect(intlFor('he').formatMessage(reference)).toBe('אסמכתה');
    const countdown = { id: 'content-manager.components.texts.form.countdown', defaultMessage: '' };
    expect(intlFor('en').formatMessage(countdown)).toBe('Time left (in the last 48 hours)');
  });

  it('shows its help in English, and leaves help it does not know as it is', () => {
    withLang('en');
    const { layout } = englishHints({ layout: settingsLayout(hebrewHint), query: {} });
    expect(layout.layout[0][0][0].hint).toMatch(/^How many days after the "Closing date" proposals are kept/);
    expect(layout.components?.['texts.form'].layout[0][0].hint).toBe('keep me');
  });

  it('keeps the Hebrew help for a Hebrew account', () => {
    withLang('he');
    const { layout } = englishHints({ layout: settingsLayout(hebrewHint), query: {} });
    expect(layout.layout[0][0][0].hint).toBe(hebrewHint);
  });
});
