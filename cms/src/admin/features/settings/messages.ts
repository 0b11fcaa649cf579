// The Settings page's own texts (shared/messages.ts); the settings' names are the layout's.

import type { Messages } from '../../shared/messages';

export const SETTINGS_MESSAGES: Messages = {
  he: {
    'vision.settings.closed.state-closed': 'ההגשה סגורה',
    'vision.settings.closed.state-open': 'ההגשה פתוחה',
    'vision.settings.closed.label': 'מצב ההגשה',
    'vision.settings.closed.switch': 'סגירת ההגשה',
    'vision.settings.closed.after-save': 'השינוי ייכנס לתוקף אחרי לחיצה על שמירה.',
    'vision.settings.closed.confirm':
      'לסגור את ההגשה? אחרי השמירה הטופס יוסתר מכל המבקרים באתר, ובמקומו יוצג טקסט ההגשה הסגורה.',
    'vision.settings.closed.cancel': 'ביטול',
    'vision.settings.window.clear': 'ניקוי',
    'vision.settings.window.in-israel': 'בשעון ישראל: {time}',
    'vision.settings.window.elsewhere': 'המחשב שלך מכוון לאזור זמן אחר. בשעון ישראל: {time}',
  },
  en: {
    'vision.settings.closed.state-closed': 'Submissions are closed',
    'vision.settings.closed.state-open': 'Submissions are open',
    'vision.settings.closed.label': 'Submissions',
    'vision.settings.closed.switch': 'Close submissions',
    'vision.settings.closed.after-save': 'The change takes effect once you save.',
    'vision.settings.closed.confirm':
      'Close submissions? Once saved, the form is hidden from every visitor and the "Message when closed" shows instead.',
    'vision.settings.closed.cancel': 'Cancel',
    'vision.settings.window.clear': 'Clear',
    'vision.settings.window.in-israel': 'In Israel time: {time}',
    'vision.settings.window.elsewhere': 'Your computer is set to another time zone. In Israel time: {time}',
  },
};
