// The mail outbox: sending a failed job again, and the settings' choice of staff notification.

import type { ComponentType } from 'react';
import type { Feature } from '../../shared/feature';
import { STAFF_NOTIFICATION_FIELD } from '../../shared/field-types';
import { MAIL_MESSAGES } from './messages';
import { MailRetryPanel } from './retry-panel';
import { StaffNotificationField } from './staff-notification-field';

export const mail: Feature = {
  name: 'mail',
  messages: MAIL_MESSAGES,
  sidePanels: { 'mail-retry': MailRetryPanel },
  fields: { [STAFF_NOTIFICATION_FIELD]: StaffNotificationField as ComponentType },
};
