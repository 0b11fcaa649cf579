// "הקצאת מעריכים" for the leads selected in the list (a bulk action of the Content Manager): the
// same dialog as on a lead's page, for each selected lead in turn; the list is read again after it.

import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useTable } from '@strapi/strapi/admin';
import { textOf } from '../../shared/messages';
import { LEAD_UID } from '../../shared/uids';
import { AssignBody, type LeadRow } from './assign-dialog';
import { EVALUATION_MESSAGES } from './messages';

/** The Content Manager's list query is cached (RTK Query in the panel's store): drop it, it refetches. */
const refreshLeadList = { type: 'adminApi/invalidateTags', payload: [{ type: 'Document', id: `${LEAD_UID}_LIST` }] };

const BulkAssignContent = ({ leads, onClose }: { leads: LeadRow[]; onClose: () => void }) => {
  const dispatch = useDispatch();
  const selectRow = useTable('BulkAssign', (table) => table.selectRow);
  return (
    <AssignBody
      leads={leads}
      onDone={() => dispatch(refreshLeadList)}
      onClose={() => {
        selectRow([]);
        onClose();
      }}
    />
  );
};

export const BulkAssignAction = ({ model, documents }: { model: string; documents: LeadRow[] }) => {
  const ids = documents.map((document) => document.documentId).join(',');
  // One component per selection: a new function on every render would reset the dialog.
  const Content = useMemo(
    () =>
      function BulkAssign({ onClose }: { onClose: () => void }) {
        return <BulkAssignContent leads={documents} onClose={onClose} />;
      },
    // The documents are the same while their ids are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ids],
  );
  if (model !== LEAD_UID || documents.length === 0) return null;
  const label = textOf(EVALUATION_MESSAGES, 'vision.evaluation.assign.label');
  return { label, variant: 'secondary', dialog: { type: 'modal', title: label, content: Content } };
};
