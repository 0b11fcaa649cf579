// The errors group is keyed by name at run time (loadFailed, emailInvalidEmail, ...), so its type
// cannot promise a key exists; merged texts always hold every default key, and this says so once.

import { DEFAULT_TEXTS, type Texts } from '@vision/config';

export const errorText = (texts: Texts, key: string): string => texts.errors[key] ?? DEFAULT_TEXTS.errors[key] ?? key;
