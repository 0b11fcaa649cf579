// The <head> of the page from the editor's seo texts: language and direction, title, description,
// sharing cards, icon, the canonical address and the other languages' addresses (hreflang).
// Crawlers and share previews read these, so the addresses are absolute.

import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type LocaleCode } from '@vision/config';
import { Helmet } from 'react-helmet-async';
import { useLocale } from '@/lib/locale/use-locale';
import { useSiteContent } from '@/lib/settings/use-site-content';
import { siteOrigin } from './site-origin';

/** '/' or a path means "where the site runs"; a full address is used as the editor wrote it. */
const absolute = (url: string): string => {
  const origin = siteOrigin();
  // Prerendering without a known origin: the address stays relative, and scripts/prerender.mjs
  // leaves it out of the HTML (the browser's render puts it in).
  if (origin === null) return url;
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
};

/** A language's page under the editor's canonical address: https://vision.org.il/ + ar/. */
export const localeUrl = (canonicalBase: string, code: LocaleCode): string => {
  const base = absolute(canonicalBase);
  const path = LOCALES[code].path.replace(/^\//, '');
  try {
    return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
  } catch {
    return LOCALES[code].path;
  }
};

export function PageMetadata() {
  const { content } = useSiteContent();
  const locale = useLocale();
  const { seo } = content.texts;
  const { favicon, socialImage } = content.media;
  const canonical = localeUrl(seo.canonicalUrl, locale.code);
  const image = absolute(socialImage.url);

  return (
    <Helmet htmlAttributes={{ lang: locale.code, dir: locale.dir }}>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={canonical} />
      {LOCALE_CODES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={localeUrl(seo.canonicalUrl, code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={localeUrl(seo.canonicalUrl, DEFAULT_LOCALE)} />
      <link rel="icon" href={favicon.url} type={favicon.mime} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={locale.ogLocale} />
      {LOCALE_CODES.filter((code) => code !== locale.code).map((code) => (
        <meta key={code} property="og:locale:alternate" content={LOCALES[code].ogLocale} />
      ))}
      <meta property="og:site_name" content={seo.siteName} />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(socialImage.width)} />
      <meta property="og:image:height" content={String(socialImage.height)} />
      <meta property="og:image:alt" content={seo.socialImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={seo.title} />
      <meta name="twitter:description" content={seo.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={seo.socialImageAlt} />
    </Helmet>
  );
}
