import { useTexts } from '@/lib/settings/use-site-content';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { general } = useTexts();
  return (
    <footer className={styles.footer}>
      <p className={styles.text}>{general.footer}</p>
    </footer>
  );
}
