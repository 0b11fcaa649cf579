/**
 * @jest-environment node
 */
// The prerender's render (scripts/prerender.mjs writes one page per language from it), in Node as
// at build time: Helmet hands the <head> back only where there is no DOM.
import { render } from '../entry-server';

describe('the prerendered pages', () => {
  it.each([
    ['/', 'lang="he" dir="rtl"', 'he_IL', 'בחירת שפה'],
    ['/ar/', 'lang="ar" dir="rtl"', 'ar_IL', 'اختيار اللغة'],
    ['/en/', 'lang="en" dir="ltr"', 'en_IL', 'Choose a language'],
  ])(
    '%s carries its language and direction on <html>, og:locale and its own texts',
    async (path, attributes, og, menu) => {
      const page = await render(path);
      expect(page.htmlAttributes).toContain(attributes);
      expect(page.head.meta).toContain(`property="og:locale" content="${og}"`);
      expect(page.app).toContain(`aria-label="${menu}"`);
    },
  );

  it("gives each page its canonical address and the others' under the site's origin", async () => {
    const { head } = await render('/en/', {}, 'https://vision.example.org');
    expect(head.link).toContain('rel="canonical" href="https://vision.example.org/en/"');
    for (const [lang, href] of [
      ['he', '/'],
      ['ar', '/ar/'],
      ['en', '/en/'],
      ['x-default', '/'],
    ]) {
      expect(head.link).toContain(`rel="alternate" hrefLang="${lang}" href="https://vision.example.org${href}"`);
    }
  });

  it('leaves the addresses relative without an origin (the prerender then writes none)', async () => {
    expect((await render('/ar/')).head.link).toContain('rel="canonical" href="/ar/"');
  });
});
