// The <head> of the page from the editor's seo texts: title, description, sharing cards, icon and
// canonical address. Crawlers and share previews read these, so the addresses are absolute.

import { Helmet } from 'react-helmet-async';
import { useSiteContent } from '@/lib/settings/use-site-content';

// The page's locale: he_IL (the only language for now).
const OG_LOCALE = 'he_IL';

/** '/' or a path means "where the site runs"; a full address is used as the editor wrote it. */
const absolute = (url: string): string => {
  // Prerendering at build time: no address yet (Helmet writes nothing into the HTML then anyway).
  if (typeof window === 'undefined') return url;
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
};

export function PageMetadata() {
  const { content } = useSiteContent();
  const { seo } = content.texts;
  const { favicon, socialImage } = content.media;
  const canonical = absolute(seo.canonicalUrl);
  const image = absolute(socialImage.url);

  return (
    <Helmet htmlAttributes={{ lang: content.lang, dir: 'rtl' }}>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href={favicon.url} type={favicon.mime} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALE} />
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
