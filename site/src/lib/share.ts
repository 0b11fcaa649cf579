// Share links for the page: the messaging app (WhatsApp) in the banner, and the
// social network, the microblog and e-mail for whoever needs them.

export type ShareChannel = 'whatsapp' | 'facebook' | 'x' | 'email';

export type SharedPage = { title: string; description: string; url: string };

/** Touch devices up to this width open the share in the same tab. */
export const MOBILE_SHARE_MAX_WIDTH = 1024;

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The address that shares the page through a channel. */
export const shareUrl = (channel: ShareChannel, { title, description, url }: SharedPage): string => {
  switch (channel) {
    case 'whatsapp':
      return `https://wa.me/?${query({ text: `${title}\n${description}\n${url}` })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'x':
      return `https://x.com/intent/post?${query({ text: title, url })}`;
    case 'email':
      // mailto wants %20, not +, for spaces.
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${description}\n\n${url}`)}`;
  }
};

/** A phone or tablet: a touch screen no wider than the mobile share breakpoint. */
export const isTouchUpToShareBreakpoint = (): boolean => {
  const touch = navigator.maxTouchPoints > 0 || window.matchMedia?.('(pointer: coarse)').matches === true;
  return touch && window.innerWidth <= MOBILE_SHARE_MAX_WIDTH;
};
