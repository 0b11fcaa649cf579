// The panel's name on the sign-in page and in the main menu (Strapi's own message ids).

import type { Messages } from './messages';

export const PANEL_MESSAGES: Messages = {
  he: {
    'app.components.LeftMenu.navbrand.title': 'החזון הלאומי',
    'app.components.LeftMenu.navbrand.workplace': 'ניהול האתר',
    'Auth.form.welcome.title': 'ברוכים הבאים לניהול אתר החזון הלאומי',
    'Auth.form.welcome.subtitle': 'התחברו עם החשבון שקיבלתם',
  },
  en: {
    'app.components.LeftMenu.navbrand.title': 'National Vision',
    'app.components.LeftMenu.navbrand.workplace': 'Site administration',
    'Auth.form.welcome.title': 'Welcome to the National Vision site administration',
    'Auth.form.welcome.subtitle': 'Sign in with the account you were given',
  },
};
