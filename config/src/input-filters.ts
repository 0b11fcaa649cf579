// What a visitor may type into each text field.
// The site drops any other keystroke; the CMS refuses a value that a filter would have changed.

/** Hebrew-block letters, the space and , . ' - */
const HEBREW_TEXT_DISALLOWED = /[^\u0590-\u05FF ,.'-]/g;
const DIGITS_DISALLOWED = /\D/g;
/**
 * Latin letters, digits, @, period and space, plus - _ + which real addresses use
 * (hyphenated domains are common in Israel); without them such a visitor could not type an e-mail.
 */
const EMAIL_DISALLOWED = /[^A-Za-z0-9@. _+-]/g;

export const filterHebrewText = (value: string): string => value.replace(HEBREW_TEXT_DISALLOWED, '');
export const filterDigits = (value: string): string => value.replace(DIGITS_DISALLOWED, '');
export const filterEmail = (value: string): string => value.replace(EMAIL_DISALLOWED, '');

export const INPUT_FILTERS = {
  visionPresenters: filterHebrewText,
  fullName: filterHebrewText,
  role: filterHebrewText,
  phoneNumber: filterDigits,
  email: filterEmail,
} as const;

export type FilteredField = keyof typeof INPUT_FILTERS;

/** True when the value is exactly what the field's typing filter lets through. */
export const passesInputFilter = (field: FilteredField, value: string): boolean =>
  INPUT_FILTERS[field](value) === value;
