// The audit trail's texts (shared/messages.ts); the actions' and details' names are shared
// (shared/labels/messages.ts), as the lists show them too.

import type { Messages } from '../../shared/messages';

export const AUDIT_MESSAGES: Messages = {
  he: {
    'vision.audit.panel.title': 'פרטי הפעולה',
    'vision.audit.when': 'מתי',
    'vision.audit.when.value': '{when} (שעון ישראל)',
  },
  en: {
    'vision.audit.panel.title': 'Action details',
    'vision.audit.when': 'When',
    'vision.audit.when.value': '{when} (Israel time)',
  },
};
