// The introduction under the banner: paragraphs, two subtitles, the two-item list with
// the link to the guidelines document, the note and the illustration.

import { ExternalLink } from '@/components/ui/external-link';
import { MediaImage } from '@/components/ui/media-image';
import { useSiteContent } from '@/lib/settings/use-site-content';
import styles from './intro-section.module.css';
import { NoteCallout } from './note-callout';

export function IntroSection() {
  const { texts, media } = useSiteContent().content;
  const { topSection } = texts;

  return (
    <section className={styles.intro}>
      <p className={styles.lead}>{topSection.paragraph1}</p>
      <p>{topSection.paragraph2}</p>

      <h2 className={styles.subtitle}>{topSection.subtitle1}</h2>
      <p>{topSection.paragraph3}</p>

      <h2 className={styles.subtitle}>{topSection.subtitle2}</h2>
      <ul className={styles.list}>
        <li>{topSection.listItem1}</li>
        <li>{topSection.listItem2}</li>
      </ul>
      <p className={styles.documentLine}>
        <ExternalLink className={styles.documentLink} href={media.informationDocument.url}>
          {topSection.listLinkText}
        </ExternalLink>
      </p>

      <NoteCallout text={topSection.note} />

      <MediaImage
        className={styles.image}
        media={media.introImage}
        alt={topSection.imageAlt}
        loading="lazy"
        priority="low"
      />
    </section>
  );
}
