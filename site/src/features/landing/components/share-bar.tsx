// The banner's share icons: copy the page's link, and share it on WhatsApp.

import { useSyncExternalStore } from 'react';
import { useSiteContent } from '@/lib/settings/use-site-content';
import { CopyLinkShare } from './copy-link-share';
import styles from './share-bar.module.css';
import { WhatsappShare } from './whatsapp-share';

/** The address to share: the editor's canonical one when it is absolute, else this page's. */
const pageUrl = (canonical: string, here: string): string => {
  try {
    return new URL(canonical, here || undefined).href;
  } catch {
    return here.split('#')[0] ?? here;
  }
};

// The page's address; none while prerendering, so hydration starts from the same HTML.
const noChange = () => () => undefined;
const useHere = () =>
  useSyncExternalStore(
    noChange,
    () => window.location.href,
    () => '',
  );

export function ShareBar() {
  const { texts } = useSiteContent().content;
  const { general, seo } = texts;
  const page = { title: seo.title, description: seo.description, url: pageUrl(seo.canonicalUrl, useHere()) };

  return (
    <div className={styles.share} role="group" aria-label={general.shareLabel}>
      <CopyLinkShare url={page.url} />
      <WhatsappShare page={page} />
    </div>
  );
}
