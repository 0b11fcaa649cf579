// The staff guide's texts around the guide itself (shared/messages.ts); the guide is
// docs/staff-guide/guide.md, in Hebrew for every account.

import type { Messages } from '../../shared/messages';

export const STAFF_GUIDE_MESSAGES: Messages = {
  he: {
    'vision.staff-guide.menu': 'מדריך לצוות',
    'vision.staff-guide.title': 'מדריך לצוות',
    'vision.staff-guide.subtitle': 'איך עורכים את האתר, מפרסמים, ובודקים את ההצעות שהתקבלו',
    'vision.staff-guide.contents': 'תוכן העניינים',
    'vision.staff-guide.image-missing': 'צילום המסך יתווסף בקרוב',
    'vision.staff-guide.image-open': 'פתיחת צילום המסך בגודל מלא',
  },
  en: {
    'vision.staff-guide.menu': 'Staff guide',
    'vision.staff-guide.title': 'Staff guide',
    'vision.staff-guide.subtitle': 'Editing and publishing the site, and reviewing the proposals received (in Hebrew)',
    'vision.staff-guide.contents': 'Contents',
    'vision.staff-guide.image-missing': 'The screenshot will be added soon',
    'vision.staff-guide.image-open': 'Open the screenshot at full size',
  },
};
