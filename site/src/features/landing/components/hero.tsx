// The top banner: the language menu, then background art for desktop or mobile, the title image
// and the main heading and the share icons, with the mobile header above them on phones.

import { MediaImage } from '@/components/ui/media-image';
import { mediaSource } from '@/lib/settings/inlined-media';
import { useSiteContent } from '@/lib/settings/use-site-content';
import styles from './hero.module.css';
import { LanguageSwitcher } from './language-switcher';
import { MobileHeader } from './mobile-header';
import { ShareBar } from './share-bar';

// Matches the CSS mobile breakpoint (src/styles/global.css: mobile is up to 767px).
const MOBILE_MEDIA = '(max-width: 767px)';

export function Hero() {
  const { texts, media } = useSiteContent().content;
  const { desktopBackground, mobileBackground } = media;
  const mobileSource = mediaSource(mobileBackground.url);

  return (
    <header className={styles.hero}>
      <LanguageSwitcher />
      <MobileHeader />
      <div className={styles.banner}>
        <picture className={styles.background}>
          <source
            media={MOBILE_MEDIA}
            srcSet={mobileSource.source}
            {...mobileSource.marker}
            width={mobileBackground.width}
            height={mobileBackground.height}
          />
          {/* Decorative: the heading and the title image carry the meaning. */}
          <MediaImage className={styles.backgroundImage} media={desktopBackground} alt="" priority="high" />
        </picture>
        <div className={styles.inner}>
          {/* Inline in the prerendered page with the backgrounds: the first screen's largest paint. */}
          <MediaImage
            className={styles.titleImage}
            media={media.titleImage}
            alt={texts.topSection.titleImageAlt}
            priority="high"
          />
          <h1 className={styles.title}>{texts.topSection.title}</h1>
          <ShareBar />
        </div>
      </div>
    </header>
  );
}
