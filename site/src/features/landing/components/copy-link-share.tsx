// The copy-link share control. The page's address sits in a hidden read-only field.
// On a desktop, hovering the control shows the field with the address selected (focus on hover,
// blur on leave), so it can be copied by hand too; a click (or Enter) copies it and says so.

import { useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTexts } from '@/lib/settings/use-site-content';
import styles from './share-bar.module.css';

const COPIED_FOR_MS = 2500;

/** A mouse or trackpad: only there does hovering mean anything. */
const canHover = () => window.matchMedia?.('(hover: hover) and (pointer: fine)').matches === true;

const copyText = async (field: HTMLInputElement): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    // No clipboard API (plain http, an old browser): copy the selected field the old way.
    field.select();
    return document.execCommand?.('copy') ?? false;
  }
};

export function CopyLinkShare({ url }: { url: string }) {
  const { general } = useTexts();
  const field = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);

  const reveal = () => {
    if (!canHover() || !field.current) return;
    setShown(true);
    field.current.focus({ preventScroll: true });
    field.current.select();
  };
  const hide = () => {
    setShown(false);
    if (document.activeElement === field.current) field.current?.blur();
  };
  const copy = async () => {
    if (!field.current) return;
    // The click reaches the hidden field too, which selects the address for a manual copy.
    field.current.click();
    if (await copyText(field.current)) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    }
  };

  return (
    <div className={styles.copy} onMouseEnter={reveal} onMouseLeave={hide}>
      <button type="button" className={styles.iconButton} onClick={copy} title={general.copyLink}>
        <Icon name="link" />
        <span className="visually-hidden">{general.copyLink}</span>
      </button>
      <input
        ref={field}
        className={shown ? `${styles.linkField} ${styles.linkFieldShown}` : styles.linkField}
        value={url}
        readOnly
        tabIndex={-1}
        dir="ltr"
        aria-label={general.copyLink}
        onClick={(event) => event.currentTarget.select()}
      />
      <span className={copied ? styles.copied : 'visually-hidden'} role="status">
        {copied ? general.linkCopied : ''}
      </span>
    </div>
  );
}
