// The site's Settings page: in boxes per part of the site, the closing switch and the window's edges.

import type { ComponentType } from 'react';
import type { Feature } from '../../shared/feature';
import { CLOSED_SWITCH_FIELD, WINDOW_EDGE_FIELD } from '../../shared/field-types';
import { ClosedSwitch } from './closed-switch';
import { SETTINGS_MESSAGES } from './messages';
import { settingsInGroups } from './page-layout';
import { WindowEdgeField } from './window-edge-field';

export const settings: Feature = {
  name: 'settings',
  messages: SETTINGS_MESSAGES,
  fields: {
    [CLOSED_SWITCH_FIELD]: ClosedSwitch as ComponentType,
    [WINDOW_EDGE_FIELD]: WindowEdgeField as ComponentType,
  },
  bootstrap(app) {
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', settingsInGroups);
  },
};
