// The page's language is its address: / is Hebrew, /ar/ Arabic, /en/ English (config's locales.ts).
// Read from the router's location, so a client-side switch (the header's language menu) changes
// it with the address, and the prerender, the browser and the preview page agree.

import { LOCALES, localeOfPath, type LocaleCode, type LocaleDefinition } from '@vision/config';
import { useLocation } from 'react-router-dom';

export const useLocale = (): LocaleDefinition => LOCALES[localeOfPath(useLocation().pathname)];

export const useLocaleCode = (): LocaleCode => useLocale().code;
