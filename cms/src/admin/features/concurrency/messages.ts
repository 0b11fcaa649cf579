// The conflict dialog's texts (shared/messages.ts).

import type { Messages } from '../../shared/messages';

export const CONCURRENCY_MESSAGES: Messages = {
  he: {
    'vision.concurrency.title': 'השמירה לא בוצעה',
    'vision.concurrency.what':
      'מישהו אחר שמר גרסה חדשה יותר של הדף הזה אחרי שפתחתם אותו. השינויים שלכם לא נשמרו, והגרסה השמורה נשארה כפי שהייתה.',
    'vision.concurrency.how':
      'טעינה מחדש מציגה את הגרסה השמורה. שינויים שלא נשמרו בלשונית הזו יאבדו; אם תרצו, ערכו אותם שוב על הגרסה השמורה ושמרו.',
    'vision.concurrency.later': 'לא עכשיו',
    'vision.concurrency.reload': 'טעינה מחדש',
  },
  en: {
    'vision.concurrency.title': 'Not saved',
    'vision.concurrency.what':
      'Someone else saved a newer version of this page after you opened it. Your changes were not saved, and the saved version stays as it was.',
    'vision.concurrency.how':
      'Reloading shows the saved version. Unsaved changes in this tab will be lost; if you wish, make them again on the saved version and save.',
    'vision.concurrency.later': 'Not now',
    'vision.concurrency.reload': 'Reload',
  },
};
