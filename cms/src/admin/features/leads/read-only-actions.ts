// No Save on evidence. The Content Manager shows its Save action (type 'update') on every edit
// view, greyed out for a reader who may not edit; on a lead, a quarantined attempt or an audit
// entry nobody edits, so it is not shown at all. Other models keep it. Nor does a lead or an
// audit entry offer Delete (type 'delete', in the page's menu and each row's): the server refuses
// it to everyone (src/content-model/evidence-read-only.ts), super admins included. A quarantined
// attempt keeps Delete: discarding it is a Leads manager's decision. No record of evidence is
// duplicated by hand either (the row menu's 'clone').

import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, QUARANTINE_UID } from '../../shared/uids';

// The mail outbox too: written by the server, a failed job is sent again by its own route.
const EVIDENCE = new Set<string>([LEAD_UID, QUARANTINE_UID, AUDIT_UID, MAIL_JOB_UID]);
const NEVER_DELETED = new Set<string>([LEAD_UID, AUDIT_UID, MAIL_JOB_UID]);

type ActionProps = { model: string } & Record<string, unknown>;
type Action = ((props: ActionProps) => unknown) & { type?: string; position?: unknown };

const hiddenOn = (models: Set<string>, action: Action): Action => {
  const guarded: Action = (props) => {
    // Called unconditionally: the action uses hooks, which must run in the same order every time.
    const description = action(props);
    return models.has(props.model) ? null : description;
  };
  guarded.type = action.type;
  guarded.position = action.position;
  return guarded;
};

export const withoutSaveOnEvidence = (actions: Action[]): Action[] =>
  actions.map((action) => {
    if (action.type === 'update') return hiddenOn(EVIDENCE, action);
    if (action.type === 'delete') return hiddenOn(NEVER_DELETED, action);
    // "Duplicate" in a row's menu would create a lead or an audit entry by hand.
    if (action.type === 'clone') return hiddenOn(EVIDENCE, action);
    return action;
  });

type Panel = ((props: ActionProps) => unknown) & { type?: string };

/**
 * The side box that holds the document actions: on evidence it would be empty now that Save is
 * gone (delete lives in the header's menu), an empty box titled "Entry".
 */
export const withoutActionsPanelOnEvidence = (panels: Panel[]): Panel[] =>
  panels.map((panel) => {
    if (panel.type !== 'actions') return panel;
    const guarded: Panel = (props) => {
      const description = panel(props);
      return EVIDENCE.has(props.model) ? null : description;
    };
    guarded.type = panel.type;
    return guarded;
  });

/**
 * The lists where nothing is deleted, published or created by hand: leads and the audit trail.
 * A quarantined attempt may still be discarded, so its list keeps Strapi's bulk delete.
 */
const EVIDENCE_LISTS = new Set<string>([LEAD_UID, AUDIT_UID, MAIL_JOB_UID]);
const STRAPI_BULK_TYPES = new Set(['delete', 'publish', 'unpublish']);

type BulkAction = ((props: ActionProps) => unknown) & { type?: string };

export const withoutStrapiBulkActionsOnEvidence = (actions: BulkAction[]): BulkAction[] =>
  actions.map((action) => {
    if (!STRAPI_BULK_TYPES.has(action.type ?? '')) return action;
    const guarded: BulkAction = (props) => {
      const description = action(props);
      return EVIDENCE_LISTS.has(props.model) ? null : description;
    };
    guarded.type = action.type;
    return guarded;
  });
