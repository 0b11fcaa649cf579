// An <img> of one of the page's media, always with its intrinsic size so nothing jumps on load.

import type { ImgHTMLAttributes } from 'react';
import type { SiteMedia } from '@/lib/settings/media';

type MediaImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'alt' | 'fetchPriority'
> & {
  media: SiteMedia;
  /** '' for a decorative image; otherwise what the image says. */
  alt: string;
  /**
   * The first screen's main image: fetched before everything else, and drawn in the first frame
   * after it arrives (an async decode let it appear hundreds of milliseconds after the text on a
   * busy phone, which is the page's largest paint).
   */
  priority?: boolean;
};

// React 18 does not know the camel-cased fetchPriority prop; the lowercase attribute passes as is.
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

export function MediaImage({
  media,
  alt,
  priority = false,
  decoding = priority ? 'sync' : 'async',
  ...rest
}: MediaImageProps) {
  return (
    <img
      src={media.url}
      width={media.width}
      height={media.height}
      alt={alt}
      decoding={decoding}
      {...(priority ? HIGH_PRIORITY : {})}
      {...rest}
    />
  );
}
