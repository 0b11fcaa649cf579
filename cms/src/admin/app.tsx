// The admin panel's customisation: Hebrew as an interface language, and right-to-left text in
// every input and textarea so editors see Hebrew content the way the site shows it.

import type { StrapiApp } from '@strapi/strapi/admin';

const RTL_INPUTS_STYLE = `
  input[type='text'], input[type='email'], input[type='search'], input:not([type]), textarea {
    unicode-bidi: plaintext;
    text-align: start;
  }
`;

export default {
  config: {
    locales: ['he'],
    translations: {
      he: {
        'app.components.LeftMenu.navbrand.title': 'החזון הלאומי',
        'app.components.LeftMenu.navbrand.workplace': 'ניהול האתר',
        'Auth.form.welcome.title': 'ברוכים הבאים לניהול אתר החזון הלאומי',
        'Auth.form.welcome.subtitle': 'התחברו עם החשבון שקיבלתם',
      },
    },
    tutorials: false,
    notifications: { releases: false },
  },
  bootstrap(_app: StrapiApp) {
    const style = document.createElement('style');
    style.setAttribute('data-vision', 'rtl-inputs');
    style.textContent = RTL_INPUTS_STYLE;
    document.head.appendChild(style);
  },
};
