// An <img> of one of the page's media, always with its intrinsic size so nothing jumps on load.

import type { ImgHTMLAttributes } from 'react';
import type { SiteMedia } from '@/lib/settings/media';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  media: SiteMedia;
  /** '' for a decorative image; otherwise what the image says. */
  alt: string;
};

export function MediaImage({ media, alt, decoding = 'async', ...rest }: MediaImageProps) {
  return <img src={media.url} width={media.width} height={media.height} alt={alt} decoding={decoding} {...rest} />;
}
