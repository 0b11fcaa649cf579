// An install that ran in Hebrew alone and is upgraded: the Arabic and English texts are seeded, and
// nothing the staff set that is shared by every language (the switch, the window, who is told of
// new leads, how long leads are kept, the evaluators' access, the images) changes. Strapi's i18n writes a
// language's shared fields to every language, so a language seeded without them would clear them.
import { useCms } from '../../../tests/harness';
import { seedSettings } from '../seed-settings';

const SETTINGS = 'api::setting.setting';
const SHARED = {
  isClosed: true,
  staffNotification: 'dailyDigest',
  staffEmails: 'staff@vision.test, lead@vision.test',
  retentionDays: 90,
  evaluatorsSeeContacts: true,
};
const OPENS_AT = '2026-12-01T08:00:00.000Z';
const CLOSES_AT = '2027-01-31T21:59:00.000Z';

type Entry = Record<string, unknown> & { documentId: string };

describe('seeding Arabic and English on an install that had Hebrew only', () => {
  const cms = useCms();
  const documents = () => cms.app.documents(SETTINGS);
  const sharedOf = async (locale: string) => {
    const entry = (await documents().findFirst({ locale, status: 'draft', populate: ['titleImage'] })) as Entry;
    return {
      titleImage: (entry.titleImage as { id?: number } | null)?.id ?? null,
      isClosed: entry.isClosed,
      staffNotification: entry.staffNotification,
      staffEmails: entry.staffEmails,
      retentionDays: entry.retentionDays,
      evaluatorsSeeContacts: entry.evaluatorsSeeContacts,
      opensAt: new Date(entry.opensAt as string).toISOString(),
      closesAt: new Date(entry.closesAt as string).toISOString(),
    };
  };

  it('keeps every shared control the staff set, and gives the new languages the same', async () => {
    const hebrew = (await documents().findFirst({ locale: 'he', status: 'draft' })) as Entry;
    await documents().update({
      documentId: hebrew.documentId,
      locale: 'he',
      data: { ...SHARED, opensAt: OPENS_AT, closesAt: CLOSES_AT },
    } as never);
    const { titleImage } = await sharedOf('he');
    expect(titleImage).not.toBeNull(); // the seeded banner title, shared by every language
    const expected = { ...SHARED, opensAt: OPENS_AT, closesAt: CLOSES_AT, titleImage };
    expect(await sharedOf('he')).toEqual(expected);

    // As before this release: Hebrew alone, and no language in the seeding ledger.
    await cms.app.db.query(SETTINGS).deleteMany({ where: { locale: { $in: ['ar', 'en'] } } });
    const store = cms.app.store({ type: 'core', name: 'vision' });
    const ledger = ((await store.get({ key: 'seeded-settings-fields' })) as string[] | null) ?? [];
    await store.set({ key: 'seeded-settings-fields', value: ledger.filter((name) => !name.startsWith('locale.')) });
    expect(await cms.app.db.query(SETTINGS).count({ where: { locale: 'ar' } })).toBe(0);

    await seedSettings(cms.app);

    expect(await cms.app.db.query(SETTINGS).count({ where: { locale: 'ar' } })).toBeGreaterThan(0);
    expect(await sharedOf('he')).toEqual(expected);
    expect(await sharedOf('ar')).toEqual(expected);
    expect(await sharedOf('en')).toEqual(expected);
  });
});
