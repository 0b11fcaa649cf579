// The quarantined attempt's side panel: accept it into the leads (POST
// /api/leads/quarantine/:documentId/accept moves the row and its file, and records who did it).
// Discarding is the Content Manager's own delete.

import type { QuarantineAcceptAnswer } from '@vision/config';
import { Check } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { postJson } from '../../shared/transport';
import { PanelAction } from '../../shared/panel-action';
import { useNavigate } from 'react-router-dom';
import { LEAD_UID, QUARANTINE_UID } from '../../shared/uids';
import type { PanelProps } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { LEADS_MESSAGES } from './messages';

const AcceptAttempt = ({ documentId }: { documentId: string }) => {
  const { toggleNotification } = useNotification();
  const navigate = useNavigate();
  const text = useText(LEADS_MESSAGES);
  return (
    <PanelAction
      explanation={text('vision.leads.quarantine.explanation')}
      label={text('vision.leads.quarantine.accept')}
      icon={<Check />}
      send={() =>
        postJson<QuarantineAcceptAnswer>(`/api/leads/quarantine/${encodeURIComponent(documentId)}/accept`, {})
      }
      onDone={(answer) => {
        toggleNotification({
          type: 'success',
          message: text('vision.leads.quarantine.accepted', { reference: answer.data.reference }),
        });
        navigate(`/content-manager/collection-types/${LEAD_UID}/${answer.data.id}`);
      }}
    />
  );
};

export const QuarantinePanel = ({ model, documentId, document }: PanelProps) => {
  const text = useText(LEADS_MESSAGES);
  if (model !== QUARANTINE_UID || !documentId || !document) return null;
  return { title: text('vision.leads.quarantine.title'), content: <AcceptAttempt documentId={documentId} /> };
};
