// Seeds the complete Hebrew content on first start: texts, the ten areas, images and documents; then
// the Arabic and English texts (seedTranslations).
// Each field is seeded once, recorded in a ledger, and never again: an editor's change (even a
// removed image) survives every restart, while a text added in a later release is filled in.

import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_AREAS,
  DEFAULT_CLOSED_TEXT,
  DEFAULT_LOCALE,
  DEFAULT_TEXTS,
  TEXT_GROUP_NAMES,
  MEDIA_FIELDS,
  SEEDED_TEXTS,
  STATIC_MEDIA,
  TRANSLATED_LOCALES,
  type MediaField,
} from '@vision/config';
import { seededName } from '../lib/publishing/seeded-media';
import { SETTINGS_UID } from '../lib/uids';
import { appConfig } from '../lib/config/app-config';

/** What the Media Library copy of each default file says to a screen reader. */
const DEFAULT_ALT: Record<MediaField, string> = {
  titleImage: DEFAULT_TEXTS.topSection.titleImageAlt,
  desktopBackground: '',
  mobileBackground: '',
  partnerLogo: DEFAULT_TEXTS.general.partnerLogoAlt,
  mediaLogo: DEFAULT_TEXTS.general.mediaLogoAlt,
  introImage: DEFAULT_TEXTS.topSection.imageAlt,
  socialImage: DEFAULT_TEXTS.seo.socialImageAlt,
  favicon: '',
  termsDocument: 'תנאי ההשתתפות',
  informationDocument: 'מסמך ההנחיות',
  privacyDocument: 'מדיניות הפרטיות',
};

const LEDGER_KEY = 'seeded-settings-fields';

type Entry = Record<string, unknown> & { documentId: string };

const ledgerStore = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'vision' });

const uploadDefault = async (strapi: Core.Strapi, field: MediaField): Promise<number | null> => {
  const { file, mime } = STATIC_MEDIA[field];
  const alt = DEFAULT_ALT[field];
  const name = seededName(field);
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name } });
  if (existing) return existing.id;

  const filepath = path.join(appConfig(strapi, 'site-settings').seedAssetsDir, file);
  if (!fs.existsSync(filepath)) {
    strapi.log.warn(`[seed] default ${field} not found at ${filepath}; the site will use its built-in file`);
    return null;
  }
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText: alt, caption: '' } },
      files: { filepath, originalFilename: name, mimetype: mime, size: fs.statSync(filepath).size },
    });
  return uploaded.id;
};

/** What a fresh install holds, field by field: [ledger name, apply to the data being written]. */
const seedSteps = (strapi: Core.Strapi, current: Entry | null) => {
  // apply() answers false when it could not seed yet (a default file is missing): not recorded.
  const steps: { name: string; apply: (data: Record<string, unknown>) => Promise<boolean | void> | boolean | void }[] =
    [];

  steps.push({ name: 'isClosed', apply: (data) => void (data.isClosed = current?.isClosed ?? false) });
  steps.push({
    name: 'closedText',
    apply: (data) => void (data.closedText = current?.closedText || DEFAULT_CLOSED_TEXT),
  });
  steps.push({
    name: 'areas',
    apply: (data) => {
      const stored = current?.areas as unknown[] | undefined;
      if (!stored?.length) data.areas = DEFAULT_AREAS.map((area) => ({ ...area }));
    },
  });
  for (const group of TEXT_GROUP_NAMES) {
    for (const [key, value] of Object.entries(DEFAULT_TEXTS[group])) {
      steps.push({
        name: `${group}.${key}`,
        apply: (data) => {
          const target = (data[group] ??= { ...((current?.[group] as object) ?? {}) }) as Record<string, unknown>;
          if (target[key] === null || target[key] === undefined || target[key] === '') target[key] = value;
        },
      });
    }
  }
  for (const field of MEDIA_FIELDS) {
    steps.push({
      name: `media.${field}`,
      apply: async (data) => {
        if (current?.[field]) return;
        const id = await uploadDefault(strapi, field);
        if (!id) return false;
        data[field] = id;
      },
    });
  }
  return steps;
};

const seedDefaultLanguage = async (strapi: Core.Strapi) => {
  const store = ledgerStore(strapi);
  const seeded = new Set<string>(((await store.get({ key: LEDGER_KEY })) as string[] | null) ?? []);
  const documents = strapi.documents(SETTINGS_UID);
  const current = (await documents.findFirst({
    locale: DEFAULT_LOCALE,
    status: 'draft',
    populate: '*',
  })) as Entry | null;

  const pending = seedSteps(strapi, current).filter((step) => !seeded.has(step.name));
  if (pending.length === 0) return;

  const data: Record<string, unknown> = {};
  const done: string[] = [];
  for (const step of pending) if ((await step.apply(data)) !== false) done.push(step.name);
  // Keep component ids so the update edits the editor's component rather than replacing it.
  for (const group of TEXT_GROUP_NAMES) {
    const existing = current?.[group] as { id?: number } | undefined;
    if (data[group] && existing?.id) (data[group] as Record<string, unknown>).id = existing.id;
  }

  let documentId = current?.documentId;
  if (!current) {
    documentId = ((await documents.create({ locale: DEFAULT_LOCALE, data } as never)) as Entry).documentId;
  } else if (Object.keys(data).length > 0) {
    await documents.update({ documentId: current.documentId, locale: DEFAULT_LOCALE, data } as never);
  }
  // A fresh install goes live with the seeded texts (the first version in the history). Later, a
  // text added by a release reaches the draft only: publishing it would publish an editor's pending
  // work too, and until then the site shows that text's default anyway (completeTexts).
  const published = await documents.findFirst({ locale: DEFAULT_LOCALE, status: 'published', fields: ['id'] });
  if (!published && documentId) await documents.publish({ documentId, locale: DEFAULT_LOCALE } as never);
  if (done.length === 0) return;
  await store.set({ key: LEDGER_KEY, value: [...seeded, ...done] });
  strapi.log.info(`[seed] settings: ${done.length} field(s) seeded`);
};

type SharedAttribute = { type?: string; pluginOptions?: { i18n?: { localized?: boolean } } };

/**
 * Each translated language's texts, areas and closed text (config's SEEDED_TEXTS), once: on a new
 * install, and on an existing one that had only Hebrew. A language an editor already wrote in is
 * never touched; neither is one seeded before (the ledger remembers it). Its images are Hebrew's
 * (shared, Strapi copies them); it has no documents of its own until an editor adds them, and the
 * site links Hebrew's meanwhile. Published at once, like the Hebrew of a new install.
 */
const seedTranslations = async (strapi: Core.Strapi) => {
  const store = ledgerStore(strapi);
  const seeded = new Set<string>(((await store.get({ key: LEDGER_KEY })) as string[] | null) ?? []);
  const documents = strapi.documents(SETTINGS_UID);
  // Strapi's i18n writes a language's shared fields (the switch, the window, the staff's mail plan,
  // retention, the images) to every language: a language seeded without them would clear them all.
  const shared = Object.entries(strapi.contentType(SETTINGS_UID).attributes)
    .filter(([, attribute]) => (attribute as SharedAttribute).pluginOptions?.i18n?.localized === false)
    .map(([name, attribute]) => ({ name, isMedia: (attribute as SharedAttribute).type === 'media' }));
  const hebrew = (await documents.findFirst({
    locale: DEFAULT_LOCALE,
    status: 'draft',
    populate: shared.filter((field) => field.isMedia).map((field) => field.name) as never,
  })) as Entry | null;
  if (!hebrew) return;
  const sharedData = Object.fromEntries(
    shared.map(({ name, isMedia }) => {
      const value = (hebrew as Record<string, unknown>)[name];
      return [name, isMedia ? ((value as { id?: number } | null)?.id ?? null) : value];
    }),
  );
  const done: string[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const name = `locale.${locale}`;
    if (seeded.has(name)) continue;
    const written = await strapi.db.query(SETTINGS_UID).count({ where: { locale } });
    if (written === 0) {
      const { texts, areas, closedText } = SEEDED_TEXTS[locale];
      const data = {
        ...sharedData,
        closedText,
        ...Object.fromEntries(TEXT_GROUP_NAMES.map((group) => [group, { ...texts[group] }])),
        areas: areas.map((area) => ({ ...area })),
      };
      await documents.update({ documentId: hebrew.documentId, locale, data } as never);
      await documents.publish({ documentId: hebrew.documentId, locale } as never);
      strapi.log.info(`[seed] settings: the ${locale} texts seeded and published`);
    }
    done.push(name);
  }
  if (done.length) await store.set({ key: LEDGER_KEY, value: [...seeded, ...done] });
};

export const seedSettings = async (strapi: Core.Strapi) => {
  await seedDefaultLanguage(strapi);
  await seedTranslations(strapi);
};
