// The English e-mails a new install seeds (translations/index.ts): the visitor's confirmation in
// the lead's language. Apart from the page's texts (en.ts), which the site loads and these it never needs.

import type { Texts } from '../texts';

export const ENGLISH_EMAILS: Texts['emails'] = {
  confirmationSubject: 'Your vision proposal has been received – reference {reference}',
  confirmationBody:
    'Hello,\n\nYour vision proposal in the area of “{area}”, with the file “{fileName}”, has been received and will be read carefully.\n\nYour reference number is {reference}. Please keep it for any future correspondence about your proposal.\n\nThank you,\nThe National Vision Initiative team',
  staffSubject: 'New vision proposal: {reference} ({area})',
  staffBody:
    'A new vision proposal has been received.\n\nReference: {reference}\nArea: {area}\n\nView the proposal: {link}',
  digestSubject: 'Daily summary: vision proposals from {date} ({count})',
  digestIntro: 'Vision proposals received on {date} ({count} in total):',
  digestLine: '{reference} – {area}: {link}',
};
