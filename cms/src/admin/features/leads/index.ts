// The leads back office: list columns and filters, the export, the side panels of a lead and of a
// quarantined attempt, and evidence that reads as evidence (issue 12): no raw values, no internal
// fields, no Save, Delete or Duplicate on what nobody edits.

import type { ComponentType } from 'react';
import { contentManagerOf, type Feature } from '../../shared/feature';
import { READ_ONLY_FIELD } from '../../shared/field-types';
import { AttachmentPanel } from './attachment-panel';
import { ContactsPanel, ReceivedPanel } from './contacts-panel';
import { ExportLeadsAction } from './export-action';
import { injectLeadColumns } from './list-columns';
import { hebrewFilters } from './list-filters';
import { QuarantinePanel } from './quarantine-panel';
import {
  withoutActionsPanelOnEvidence,
  withoutSaveOnEvidence,
  withoutStrapiBulkActionsOnEvidence,
} from './read-only-actions';
import { ReadOnlyField, showEvidenceAsText } from './read-only-fields';
import { LEADS_MESSAGES } from './messages';

export const leads: Feature = {
  name: 'leads',
  messages: LEADS_MESSAGES,
  sidePanels: {
    received: ReceivedPanel,
    attachment: AttachmentPanel,
    contacts: ContactsPanel,
    quarantine: QuarantinePanel,
  },
  fields: { [READ_ONLY_FIELD]: ReadOnlyField as ComponentType },
  bootstrap(app) {
    const { plugin, apis } = contentManagerOf(app);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', injectLeadColumns);
    plugin.injectComponent('listView', 'actions', { name: 'vision-export-leads', Component: ExportLeadsAction });
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', hebrewFilters);
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', showEvidenceAsText);
    apis.addDocumentAction(withoutSaveOnEvidence);
    apis.addEditViewSidePanel(withoutActionsPanelOnEvidence);
    apis.addBulkAction(withoutStrapiBulkActionsOnEvidence);
  },
};
