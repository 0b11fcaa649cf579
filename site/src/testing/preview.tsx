// Opens the preview page as the panel's link does (/preview/?locale=he#token=...): the address is
// set in jsdom's location, read and cleared as src/preview.tsx does, and the preview app renders.

import { render } from '@testing-library/react';
import { PreviewApp } from '@/app/preview-app';
import { takePreviewAddress } from '@/features/preview/lib/preview-address';

export const PREVIEW_TOKEN = 'preview-token.abc123';

export const previewLink = (token: string | null = PREVIEW_TOKEN, locale = 'he') =>
  `/preview/?locale=${locale}${token === null ? '' : `#token=${encodeURIComponent(token)}`}`;

export const renderPreview = (link = previewLink()) => {
  window.history.replaceState(null, '', link);
  const address = takePreviewAddress();
  return render(<PreviewApp token={address.token} locale={address.locale} />);
};
