// The line that says, on every screen of the preview, that this is a draft and not the live site.
// Sticky, so it stays in sight while the editor scrolls the page; first in the page, so a screen
// reader meets it before the content, and a named landmark, so it can be found again.

import { PREVIEW_BANNER_TEXT, PREVIEW_TEXTS } from '../lib/preview-texts';
import styles from './preview-banner.module.css';

export function PreviewBanner() {
  return (
    <aside className={styles.banner} aria-label={PREVIEW_TEXTS.region}>
      <p className={styles.text} role="status">
        {PREVIEW_BANNER_TEXT}
      </p>
    </aside>
  );
}
