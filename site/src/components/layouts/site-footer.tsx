import { ExternalLink } from '@/components/ui/external-link';
import { useSiteContent } from '@/lib/settings/use-site-content';
import { ACCESSIBILITY_STATEMENT_ID } from './accessibility-statement';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { texts, media } = useSiteContent().content;
  const { general } = texts;
  return (
    <footer className={styles.footer}>
      <nav className={styles.links} aria-label={general.footerLinksLabel}>
        <a className={styles.link} href={`#${ACCESSIBILITY_STATEMENT_ID}`}>
          {general.accessibilityTitle}
        </a>
        <ExternalLink className={styles.link} href={media.privacyDocument.url}>
          {general.privacyLink}
        </ExternalLink>
      </nav>
      <p className={styles.text}>{general.footer}</p>
    </footer>
  );
}
