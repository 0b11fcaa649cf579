// From 768px, the head of the content column: the initiative's and the media partner's logos.
// Phones show the same logos in the mobile header instead, so the CSS hides this bar there.

import { MediaImage } from '@/components/ui/media-image';
import { useSiteContent } from '@/lib/settings/use-site-content';
import styles from './logo-bar.module.css';

export function LogoBar() {
  const { texts, media } = useSiteContent().content;
  return (
    <div className={styles.logoBar}>
      <MediaImage className={styles.logo} media={media.partnerLogo} alt={texts.general.partnerLogoAlt} />
      <MediaImage className={styles.logo} media={media.mediaLogo} alt={texts.general.mediaLogoAlt} />
    </div>
  );
}
