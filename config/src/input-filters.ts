// What a visitor may type into each text field.
// The site drops any other keystroke; the CMS refuses a value that a filter would have changed.

/**
 * Names and roles, in the three languages of the call (locales.ts): Hebrew-block letters; Arabic
 * letters, their vowel marks and the Arabic comma (not the block's number signs or its bidi
 * control, U+061C); Latin letters with the accented ones of Latin-1 (José, Müller); the space and
 * , . ' -. Markup, digits and every other sign stay out.
 */
const NAME_TEXT_DISALLOWED =
  /[^\u0590-\u05FF\u060C\u0621-\u065F\u0670-\u06D3A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF ,.'-]/g;
const DIGITS_DISALLOWED = /\D/g;
/**
 * Latin letters, digits, @, period and space, plus - _ + which real addresses use
 * (hyphenated domains are common in Israel); without them such a visitor could not type an e-mail.
 */
const EMAIL_DISALLOWED = /[^A-Za-z0-9@. _+-]/g;

export const filterNameText = (value: string): string => value.replace(NAME_TEXT_DISALLOWED, '');
export const filterDigits = (value: string): string => value.replace(DIGITS_DISALLOWED, '');
export const filterEmail = (value: string): string => value.replace(EMAIL_DISALLOWED, '');

export const INPUT_FILTERS = {
  visionPresenters: filterNameText,
  fullName: filterNameText,
  role: filterNameText,
  phoneNumber: filterDigits,
  email: filterEmail,
} as const;

export type FilteredField = keyof typeof INPUT_FILTERS;

/** True when the value is exactly what the field's typing filter lets through. */
export const passesInputFilter = (field: FilteredField, value: string): boolean =>
  INPUT_FILTERS[field](value) === value;
