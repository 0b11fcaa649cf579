// A link that opens in a new tab and tells screen-reader users so (WCAG 3.2.5 advisory, IS 5568).

import type { ReactNode } from 'react';
import { useTexts } from '@/lib/settings/use-site-content';

type ExternalLinkProps = { href: string; children: ReactNode; className?: string };

export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const { general } = useTexts();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {general.newWindow}</span>
    </a>
  );
}
