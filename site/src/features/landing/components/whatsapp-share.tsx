// Shares the page on WhatsApp with its title, description and address: a new tab on a desktop;
// on touch devices up to 1024px (lib/share.ts) the same tab, where the app takes over.

import { Icon } from '@/components/ui/icon';
import { isTouchUpToShareBreakpoint, shareUrl, type SharedPage } from '@/lib/share';
import { useTexts } from '@/lib/settings/use-site-content';
import styles from './share-bar.module.css';

export function WhatsappShare({ page }: { page: SharedPage }) {
  const { general } = useTexts();
  const href = shareUrl('whatsapp', page);

  return (
    <a
      className={styles.iconButton}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={general.shareWhatsapp}
      onClick={(event) => {
        if (!isTouchUpToShareBreakpoint()) return;
        event.preventDefault();
        window.location.assign(href);
      }}
    >
      <Icon name="whatsapp" />
      <span className="visually-hidden">
        {general.shareWhatsapp} {general.newWindow}
      </span>
    </a>
  );
}
