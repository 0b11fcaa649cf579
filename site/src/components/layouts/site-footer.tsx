import { useTexts } from '@/lib/settings/use-site-content';
import { ACCESSIBILITY_STATEMENT_ID } from './accessibility-statement';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { general } = useTexts();
  return (
    <footer className={styles.footer}>
      <a className={styles.link} href={`#${ACCESSIBILITY_STATEMENT_ID}`}>
        {general.accessibilityTitle}
      </a>
      <p className={styles.text}>{general.footer}</p>
    </footer>
  );
}
