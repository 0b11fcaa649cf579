// The e-mails seen before they are sent: a side panel on Settings that renders the chosen e-mail
// with the form's current texts, and sends it as a test to the signed-in account.

import type { Feature } from '../../shared/feature';
import { MAIL_PREVIEW_MESSAGES } from './messages';
import { MailPreviewPanel } from './mail-preview-panel';

export const mailPreview: Feature = {
  name: 'mail-preview',
  messages: MAIL_PREVIEW_MESSAGES,
  sidePanels: { 'mail-preview': MailPreviewPanel },
};
