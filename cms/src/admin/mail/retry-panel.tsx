// A failed mail job's side panel (super admins only see the outbox): send it again from the start
// (POST /api/mail-jobs/:documentId/retry), e.g. once the address is fixed or the server takes it.

import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { ArrowClockwise } from '@strapi/icons';
import { isFetchError, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { failureMessage, type PanelProps } from '../leads/downloads';
import { MAIL_JOB_UID } from '../leads/uids';

const RetryJob = ({ documentId }: { documentId: string }) => {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      await post(`/api/mail-jobs/${encodeURIComponent(documentId)}/retry`, {});
      toggleNotification({ type: 'success', message: 'ההודעה חזרה לתור ותישלח בדקות הקרובות' });
      setDone(true);
    } catch (caught) {
      setError(failureMessage(isFetchError(caught) ? caught.status : 0));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography textColor="neutral700">
        שרת הדואר לא קיבל את ההודעה. אפשר לשלוח אותה שוב: היא תחזור לתור ותישלח מההתחלה.
      </Typography>
      <Button fullWidth startIcon={<ArrowClockwise />} loading={busy} disabled={done} onClick={retry}>
        {done ? 'ממתינה לשליחה' : 'שליחה מחדש'}
      </Button>
      {error && (
        <Typography role="alert" textColor="danger600">
          {error}
        </Typography>
      )}
    </Flex>
  );
};

export const MailRetryPanel = ({ model, documentId, document }: PanelProps) => {
  if (model !== MAIL_JOB_UID || !documentId || !document) return null;
  if ((document as { deliveryStatus?: unknown }).deliveryStatus !== 'failed') return null;
  return { title: 'שליחה מחדש', content: <RetryJob documentId={documentId} /> };
};
