// The preview page (src/preview.tsx) renders the landing page from a draft it fetched itself with
// the panel's token. It hands that draft down here: the page then reads it instead of the published
// settings, and the form knows it is in a preview (it sends nothing). Kept to a context and no more,
// since this module is part of the public page's first-paint JavaScript.

import type { SettingsPayload } from '@vision/config';
import { createContext, useContext } from 'react';

/** The draft the page shows, or null on the public site. */
export const DraftSettingsContext = createContext<SettingsPayload | null>(null);

/** True on the preview page: nothing may be sent or stored as if a visitor did it. */
export const useIsPreview = (): boolean => useContext(DraftSettingsContext) !== null;
