// Phones only (the CSS hides it from 768px): the two logos, each a link back to the landing page in its language.

import { Link } from 'react-router-dom';
import { MediaImage } from '@/components/ui/media-image';
import { useLocale } from '@/lib/locale/use-locale';
import { useSiteContent } from '@/lib/settings/use-site-content';
import styles from './mobile-header.module.css';

export function MobileHeader() {
  const { texts, media } = useSiteContent().content;
  const { general } = texts;
  const home = useLocale().path;

  return (
    <div className={styles.mobileHeader}>
      {/* The initiative's logo is the home link; its text names the destination, not the picture. */}
      <Link className={styles.logoLink} to={home} aria-label={general.homeLink}>
        <MediaImage className={styles.logo} media={media.partnerLogo} alt={general.partnerLogoAlt} />
      </Link>
      <Link className={styles.logoLink} to={home}>
        <MediaImage className={styles.logo} media={media.mediaLogo} alt={general.mediaLogoAlt} />
      </Link>
    </div>
  );
}
