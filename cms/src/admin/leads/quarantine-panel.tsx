// The quarantined attempt's side panel: accept it into the leads (POST
// /api/leads/quarantine/:documentId/accept moves the row and its file, and records who did it).
// Discarding is the Content Manager's own delete.

import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { Check } from '@strapi/icons';
import { isFetchError, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useNavigate } from 'react-router-dom';
import { LEAD_UID, QUARANTINE_UID } from './uids';
import { failureMessage, type PanelProps } from './downloads';

type Accepted = { success: true; data: { id: string; reference: string } };

const AcceptAttempt = ({ documentId }: { documentId: string }) => {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await post<Accepted>(`/api/leads/quarantine/${encodeURIComponent(documentId)}/accept`, {});
      toggleNotification({ type: 'success', message: `ההגשה התקבלה להצעות (אסמכתה ${data.data.reference})` });
      navigate(`/content-manager/collection-types/${LEAD_UID}/${data.data.id}`);
    } catch (caught) {
      setError(failureMessage(isFetchError(caught) ? caught.status : 0));
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography textColor="neutral700">
        ההגשה נחסמה בבדיקת הבוטים. אם היא אמיתית, קבלו אותה: היא תעבור לרשימת ההצעות עם הקובץ שלה. אם לא, מחקו אותה.
      </Typography>
      <Button fullWidth startIcon={<Check />} loading={busy} onClick={accept}>
        קבלה להצעות
      </Button>
      {error && (
        <Typography role="alert" textColor="danger600">
          {error}
        </Typography>
      )}
    </Flex>
  );
};

export const QuarantinePanel = ({ model, documentId, document }: PanelProps) => {
  if (model !== QUARANTINE_UID || !documentId || !document) return null;
  return { title: 'בדיקת ההגשה', content: <AcceptAttempt documentId={documentId} /> };
};
