import { DEFAULT_TEXTS, SEEDED_TEXTS } from '@vision/config';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { settingsAnswer, stubFetch } from '@/testing/settings-answer';

const headLinks = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => ({
    hreflang: link.getAttribute('hreflang'),
    href: link.getAttribute('href'),
  }));

const ALTERNATES = [
  { hreflang: 'he', href: 'http://localhost/' },
  { hreflang: 'ar', href: 'http://localhost/ar/' },
  { hreflang: 'en', href: 'http://localhost/en/' },
  { hreflang: 'x-default', href: 'http://localhost/' },
];

describe("each language's page", () => {
  it.each([
    ['/', 'he', 'rtl', 'he_IL', '/api/settings/get'],
    ['/ar/', 'ar', 'rtl', 'ar_IL', '/api/settings/get?locale=ar'],
    ['/ar', 'ar', 'rtl', 'ar_IL', '/api/settings/get?locale=ar'],
    ['/en/', 'en', 'ltr', 'en_IL', '/api/settings/get?locale=en'],
  ])(
    'at %s is in %s, %s, with its canonical address and the others as alternates',
    async (path, lang, dir, og, api) => {
      const fetchMock = stubFetch(settingsAnswer({ lang: lang as 'he' | 'ar' | 'en' }));
      renderApp(path);

      await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', lang));
      expect(document.documentElement).toHaveAttribute('dir', dir);
      const canonical = lang === 'he' ? 'http://localhost/' : `http://localhost/${lang}/`;
      expect(headLinks('canonical')).toEqual([{ hreflang: null, href: canonical }]);
      expect(headLinks('alternate')).toEqual(ALTERNATES);
      expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', og);
      expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      expect(fetchMock).toHaveBeenCalledWith(api, { cache: 'no-cache', credentials: 'include' });
    },
  );

  it("puts the language's pages under the editor's canonical address", async () => {
    stubFetch(settingsAnswer({ lang: 'en', texts: { seo: { canonicalUrl: 'https://vision.example.org' } } }));
    renderApp('/en/');

    await waitFor(() =>
      expect(headLinks('canonical')).toEqual([{ hreflang: null, href: 'https://vision.example.org/en/' }]),
    );
    expect(headLinks('alternate').map((link) => link.href)).toEqual([
      'https://vision.example.org/',
      'https://vision.example.org/ar/',
      'https://vision.example.org/en/',
      'https://vision.example.org/',
    ]);
  });

  it("shows the CMS's texts in the page's language, and that language's seeds where it left one out", async () => {
    stubFetch(settingsAnswer({ lang: 'ar', texts: { topSection: { title: 'غدُ إسرائيل يبدأ برؤيتكم' } } }));
    renderApp('/ar/');

    expect(await screen.findByRole('heading', { level: 1, name: 'غدُ إسرائيل يبدأ برؤيتكم' })).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: SEEDED_TEXTS.ar.texts.general.languageSwitcher }),
    ).toBeInTheDocument();
  });

  it('is not found at an address of no language', async () => {
    stubFetch(settingsAnswer());
    renderApp('/fr/');
    expect(await screen.findByText(/404/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: DEFAULT_TEXTS.general.languageSwitcher })).not.toBeInTheDocument();
  });
});

describe('the language menu', () => {
  it.each([
    ['/', 'he', 'בחירת שפה', 'עברית'],
    ['/ar/', 'ar', 'اختر لغة الصفحة', 'العربية'],
    ['/en/', 'en', 'Page language', 'English'],
  ] as const)(
    'at %s is named in %s by the editor ("%s") and marks %s as the current page',
    async (path, lang, name, current) => {
      stubFetch(settingsAnswer({ lang, texts: { general: { languageSwitcher: name } } }));
      renderApp(path);

      const menu = await screen.findByRole('navigation', { name });
      const links = within(menu).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')])).toEqual(
        [
          ['עברית', '/', 'he'],
          ['العربية', '/ar/', 'ar'],
          ['English', '/en/', 'en'],
        ],
      );
      // Each name in its own language, so a screen reader says it in that language's voice.
      expect(links.map((link) => link.getAttribute('lang'))).toEqual(['he', 'ar', 'en']);
      expect(within(menu).getByRole('link', { current: 'page' })).toHaveTextContent(current);
    },
  );
});
