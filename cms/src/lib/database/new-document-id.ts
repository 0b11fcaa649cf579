// A new row's `documentId`, as Strapi's Document Service makes them: 24 lowercase letters and
// digits, starting with a letter. For the rows written without it (the lead writer, the outbox).

import { randomBytes, randomInt } from 'crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const LETTERS_AND_DIGITS = `${LETTERS}0123456789`;

export const newDocumentId = () =>
  LETTERS[randomInt(LETTERS.length)] +
  randomBytes(23).reduce((id, byte) => id + LETTERS_AND_DIGITS[byte % LETTERS_AND_DIGITS.length], '');
