// The Arabic and English pages read their seeded texts from the file their <head> preloads
// (scripts/prerender.mjs), and from their language's chunk should that file not come.

import { ARABIC_PAGE } from '@vision/config/translations/ar';
import { stubFetch } from '@/testing/settings-answer';

type SeededTextsModule = typeof import('../seeded-texts');

/** The module as a page loads it: after the prerendered <head> is there. */
const loadOnPage = async (head: string): Promise<SeededTextsModule> => {
  document.head.innerHTML = head;
  let loaded: SeededTextsModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../seeded-texts');
  });
  return loaded!;
};

const PRELOAD =
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/seed-texts-ar-abc.json" id="vision-seed-texts" data-locale="ar">';

afterEach(() => {
  document.head.innerHTML = '';
});

describe("a page's seeded texts", () => {
  it('come from the file the Arabic page preloads', async () => {
    const topSection = { ...ARABIC_PAGE.texts.topSection, title: 'من الملف' };
    const fetchMock = stubFetch({ ...ARABIC_PAGE, texts: { ...ARABIC_PAGE.texts, topSection } });
    const { loadSeededTexts, seededTexts } = await loadOnPage(PRELOAD);

    await loadSeededTexts('ar');

    expect(fetchMock).toHaveBeenCalledWith('/assets/seed-texts-ar-abc.json');
    expect(seededTexts('ar').texts.topSection.title).toBe('من الملف');
  });

  it("come from the language's chunk when the file answers with an error", async () => {
    stubFetch({ error: 'gone' }, 404);
    const { loadSeededTexts, seededTexts } = await loadOnPage(PRELOAD);

    await loadSeededTexts('ar');

    expect(seededTexts('ar')).toEqual(ARABIC_PAGE);
  });

  it('are Hebrew at once, with nothing fetched, on the Hebrew page', async () => {
    const fetchMock = stubFetch({});
    const { loadSeededTexts, seededTexts } = await loadOnPage('');

    await loadSeededTexts('he');

    expect(fetchMock).not.toHaveBeenCalled();
    expect(seededTexts('he').texts.topSection.title).toBe('ישראל של מחר מתחילה בחזון שלכם');
    // Arabic, asked for on the Hebrew page (the language menu), comes as its chunk.
    await loadSeededTexts('ar');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(seededTexts('ar')).toEqual(ARABIC_PAGE);
  });
});
