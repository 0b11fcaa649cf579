// The home page's lead widgets.

import type { Feature } from '../../shared/feature';
import { DASHBOARD_MESSAGES } from './messages';
import { registerLeadWidgets } from './register-widgets';

export const dashboard: Feature = { name: 'dashboard', register: registerLeadWidgets, messages: DASHBOARD_MESSAGES };
