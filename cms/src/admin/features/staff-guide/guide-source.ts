// The guide as the admin build bundles it: docs/staff-guide/guide.md as text and each screenshot
// of docs/staff-guide/images/ as a file of the build, so the page works without the network and
// the guide has one source, the Markdown the repository shows too.

// The boundary keeps server code out of the panel; the guide is documentation, bundled as text.
// eslint-disable-next-line no-restricted-imports -- docs/staff-guide is no CMS code
import guideMarkdown from '../../../../../docs/staff-guide/guide.md?raw';

const SCREENSHOTS = import.meta.glob<string>('../../../../../docs/staff-guide/images/*.png', {
  eager: true,
  import: 'default',
});

export const GUIDE_MARKDOWN: string = guideMarkdown;

/** A screenshot's bundled address by its path in the Markdown (`images/<name>.png`), if it is there. */
export const screenshotUrl = (src: string): string | undefined =>
  SCREENSHOTS[`../../../../../docs/staff-guide/${src.replace(/^\.\//, '')}`];
