// The audit trail: an entry's details in its side panel.

import type { Feature } from '../../shared/feature';
import { AuditDetailsPanel } from './details-panel';
import { AUDIT_MESSAGES } from './messages';

export const audit: Feature = {
  name: 'audit',
  sidePanels: { 'audit-details': AuditDetailsPanel },
  messages: AUDIT_MESSAGES,
};
