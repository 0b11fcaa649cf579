// An <img> of one of the page's media, always with its intrinsic size so nothing jumps on load.

import type { ImgHTMLAttributes } from 'react';
import { mediaSource } from '@/lib/settings/inlined-media';
import type { SiteMedia } from '@/lib/settings/media';

type MediaImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'alt' | 'fetchPriority'
> & {
  media: SiteMedia;
  /** '' for a decorative image; otherwise what the image says. */
  alt: string;
  /**
   * 'high' for the first screen's main images (the banner is the page's largest paint): fetched
   * before everything else, and drawn in the first frame after they arrive (an async decode let
   * the banner appear hundreds of milliseconds after the text on a busy phone). 'low' for images
   * further down the page (the intro's illustration), which then leave the network to those.
   */
  priority?: 'high' | 'low';
};

// React 18 does not know the camel-cased fetchPriority prop; the lowercase attribute passes as is.
const fetchPriority = (priority: 'high' | 'low') => ({ fetchpriority: priority }) as Record<string, string>;

export function MediaImage({
  media,
  alt,
  priority,
  decoding = priority === 'high' ? 'sync' : 'async',
  ...rest
}: MediaImageProps) {
  // A shipped first-screen image is inline in the prerendered page (src/lib/settings/inlined-media.ts).
  const { source, marker } = mediaSource(media.url);
  return (
    <img
      src={source}
      {...marker}
      width={media.width}
      height={media.height}
      alt={alt}
      decoding={decoding}
      {...(priority ? fetchPriority(priority) : {})}
      {...rest}
    />
  );
}
