// The admin panel's customisation: Hebrew as an interface language, right-to-left text in every
// input and textarea so editors see Hebrew content the way the site shows it, and the leads back
// office: list columns, the attachment panel, the export, the quarantine review, and the review of
// leads (status, reviewer, notes, possible duplicates, bulk changes, the home page's dashboard).

import type { StrapiApp } from '@strapi/strapi/admin';
import { ConflictDialog } from './concurrency/conflict-dialog';
import { installVersionHeader } from './concurrency/version-header';
import { defaultToHebrew } from './language/default-language';
import { followLanguageDirection } from './language/direction';
import { translateFixedEnglish } from './language/fixed-english';
import { AttachmentPanel } from './leads/attachment-panel';
import { AuditDetailsPanel } from './audit/details-panel';
import { loadAreaLabels } from './leads/area-labels';
import { ContactsPanel, ReceivedPanel } from './leads/contacts-panel';
import { hebrewFilters } from './leads/list-filters';
import {
  NO_CREATE_ON_EVIDENCE_STYLE,
  withoutActionsPanelOnEvidence,
  withoutSaveOnEvidence,
  withoutStrapiBulkActionsOnEvidence,
} from './leads/read-only-actions';
import { READ_ONLY_FIELD, ReadOnlyField, showEvidenceAsText } from './leads/read-only-fields';
import { CLOSED_SWITCH_FIELD, ClosedSwitch } from './settings/closed-switch';
import { settingsInGroups } from './settings/page-layout';
import { WINDOW_EDGE_FIELD, WindowEdgeField } from './settings/window-edge-field';
import { STAFF_NOTIFICATION_FIELD, StaffNotificationField } from './mail/staff-notification-field';
import { MailRetryPanel } from './mail/retry-panel';
import { ExportLeadsAction } from './leads/export-action';
import { injectLeadColumns } from './leads/list-columns';
import { QuarantinePanel } from './leads/quarantine-panel';
import { quietPanel } from './quiet/quiet-panel';
import { installRtlStyle } from './rtl/rtl-style';
import { HEBREW } from './translations/he';
import { DASHBOARD_MESSAGES, registerLeadWidgets } from './dashboard/register-widgets';
import { AssignedToMeAction } from './review/assigned-to-me-button';
import { BulkReviewAction } from './review/bulk-review-action';
import { DuplicatesPanel } from './review/duplicates-panel';
import { NotesPanel } from './review/notes-panel';
import { ReviewPanel } from './review/review-panel';

const RTL_INPUTS_STYLE = `
  input[type='text'], input[type='email'], input[type='search'], input:not([type]), textarea {
    unicode-bidi: plaintext;
    text-align: start;
  }
`;

export default {
  config: {
    locales: ['he'],
    translations: {
      he: {
        ...HEBREW,
        ...DASHBOARD_MESSAGES,
        'app.components.LeftMenu.navbrand.title': 'החזון הלאומי',
        'app.components.LeftMenu.navbrand.workplace': 'ניהול האתר',
        'Auth.form.welcome.title': 'ברוכים הבאים לניהול אתר החזון הלאומי',
        'Auth.form.welcome.subtitle': 'התחברו עם החשבון שקיבלתם',
      },
    },
    tutorials: false,
    notifications: { releases: false },
  },
  // Before the first render: Hebrew unless this browser chose otherwise, the direction that goes
  // with the language, and no tour or banners.
  register(app: StrapiApp) {
    defaultToHebrew();
    followLanguageDirection();
    translateFixedEnglish();
    quietPanel();
    installRtlStyle();
    registerLeadWidgets(app);
  },
  bootstrap(app: StrapiApp) {
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', injectLeadColumns);
    const contentManager = app.getPlugin('content-manager');
    contentManager.injectComponent('listView', 'actions', {
      name: 'vision-export-leads',
      Component: ExportLeadsAction,
    });
    contentManager.injectComponent('listView', 'actions', {
      name: 'vision-assigned-to-me',
      Component: AssignedToMeAction,
    });
    const apis = contentManager.apis as {
      addEditViewSidePanel: (panels: unknown[] | ((current: never[]) => unknown[])) => void;
      addDocumentAction: (actions: (current: never[]) => unknown[]) => void;
      addBulkAction: (actions: unknown[] | ((current: never[]) => unknown[])) => void;
    };
    apis.addEditViewSidePanel([
      ReceivedPanel,
      DuplicatesPanel,
      ReviewPanel,
      NotesPanel,
      AttachmentPanel,
      ContactsPanel,
      QuarantinePanel,
      AuditDetailsPanel,
      MailRetryPanel,
    ]);
    apis.addBulkAction([BulkReviewAction]);

    // No raw values, no internal fields, and evidence that reads as evidence (issue 12).
    void loadAreaLabels();
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', hebrewFilters);
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', showEvidenceAsText);
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', settingsInGroups);
    // The edit view hands a field component the field's props (name, label, attribute, hint…).
    app.addFields([
      { type: READ_ONLY_FIELD, Component: ReadOnlyField as React.ComponentType },
      { type: CLOSED_SWITCH_FIELD, Component: ClosedSwitch as React.ComponentType },
      { type: WINDOW_EDGE_FIELD, Component: WindowEdgeField as React.ComponentType },
      { type: STAFF_NOTIFICATION_FIELD, Component: StaffNotificationField as React.ComponentType },
    ]);
    apis.addDocumentAction(withoutSaveOnEvidence);
    apis.addEditViewSidePanel(withoutActionsPanelOnEvidence);
    apis.addBulkAction(withoutStrapiBulkActionsOnEvidence);
    installVersionHeader();
    contentManager.injectComponent('editView', 'right-links', { name: 'vision-conflict', Component: ConflictDialog });

    const style = document.createElement('style');
    style.setAttribute('data-vision', 'rtl-inputs');
    style.textContent = `${RTL_INPUTS_STYLE}\n${NO_CREATE_ON_EVIDENCE_STYLE}`;
    document.head.appendChild(style);
  },
};
