// The staff guide (docs/staff-guide/guide.md) one click away: a main-menu entry every role sees,
// opening a page that shows the guide right to left with its screenshots.

import { Book } from '@strapi/icons';
import type { Feature } from '../../shared/feature';
import { describe } from '../../shared/messages';
import { STAFF_GUIDE_MESSAGES } from './messages';

/** The page's path under /admin. */
export const STAFF_GUIDE_PATH = 'staff-guide';

export const staffGuide: Feature = {
  name: 'staff-guide',
  messages: STAFF_GUIDE_MESSAGES,
  register(app) {
    app.addMenuLink({
      to: STAFF_GUIDE_PATH,
      icon: Book,
      intlLabel: describe(STAFF_GUIDE_MESSAGES, 'vision.staff-guide.menu'),
      // No permission: editors, leads managers and super admins all read it.
      permissions: [],
      Component: () => import('./guide-page'),
    });
  },
};
