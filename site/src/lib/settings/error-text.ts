// The errors group is keyed by name at run time (loadFailed, emailInvalidEmail, ...), so its type
// cannot promise a key exists; merged texts always hold every default key, and this says so once.

import { DEFAULT_TEXTS, errorTextKey, fieldOfPath, type PublicTexts, type ValidationKey } from '@vision/config';

export const errorText = (texts: PublicTexts, key: string): string =>
  texts.errors[key] ?? DEFAULT_TEXTS.errors[key] ?? key;

/**
 * The editor's text for a broken rule of a field, by its path: ('contacts[0].email', 'INVALID_EMAIL')
 * reads errors.emailInvalidEmail. A pair without a text (a rule the server added later) shows the
 * form's general "fix the marked fields" text rather than a raw key.
 */
export const fieldErrorText = (texts: PublicTexts, path: string, key: ValidationKey | string): string => {
  const name = errorTextKey(fieldOfPath(path), key as ValidationKey);
  return texts.errors[name] ?? DEFAULT_TEXTS.errors[name] ?? errorText(texts, 'formHasErrors');
};
