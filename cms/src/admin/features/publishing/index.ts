// Publishing the site's texts (issue 22), as the panel shows it: whether the live site differs from
// the draft (a side panel of the Settings page), and the texts' history with its comparison and
// restore (a page of its own in the menu).

import { ClockCounterClockwise } from '@strapi/icons';
import type { Feature } from '../../shared/feature';
import { describe } from '../../shared/messages';
import { SETTINGS_UID } from '../../shared/uids';
import { PUBLISHING_MESSAGES } from './messages';
import { HISTORY_ROUTE } from './paths';
import { PublicationPanel } from './publication-panel';

export const publishing: Feature = {
  name: 'publishing',
  messages: PUBLISHING_MESSAGES,
  sidePanels: { publication: PublicationPanel },
  register(app) {
    app.addMenuLink({
      to: HISTORY_ROUTE,
      icon: ClockCounterClockwise,
      intlLabel: describe(PUBLISHING_MESSAGES, 'vision.publishing.history.title'),
      // Strapi shows a menu link to whoever holds any one of its permissions: Leads managers read
      // the Settings (they close the call), so only the publish permission, an Editor's and a super
      // admin's, keeps the link from them.
      permissions: [{ action: 'plugin::content-manager.explorer.publish', subject: SETTINGS_UID }],
      Component: () => import('./history-page'),
    });
  },
};
