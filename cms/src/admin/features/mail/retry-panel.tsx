// A failed mail job's side panel (super admins only see the outbox): send it again from the start
// (POST /api/mail-jobs/:documentId/retry), e.g. once the address is fixed or the server takes it.

import { useState } from 'react';
import type { MailJobRetryAnswer } from '@vision/config';
import { ArrowClockwise } from '@strapi/icons';
import { useNotification } from '@strapi/strapi/admin';
import { postJson } from '../../shared/transport';
import { PanelAction } from '../../shared/panel-action';
import type { PanelProps } from '../../shared/downloads';
import { MAIL_JOB_UID } from '../../shared/uids';
import { useText } from '../../shared/messages';
import { MAIL_MESSAGES } from './messages';

const RetryJob = ({ documentId }: { documentId: string }) => {
  const { toggleNotification } = useNotification();
  const text = useText(MAIL_MESSAGES);
  const [queued, setQueued] = useState(false);
  return (
    <PanelAction
      explanation={text('vision.mail.retry.explanation')}
      label={text(queued ? 'vision.mail.retry.waiting' : 'vision.mail.retry.send')}
      icon={<ArrowClockwise />}
      once
      send={() => postJson<MailJobRetryAnswer>(`/api/mail-jobs/${encodeURIComponent(documentId)}/retry`, {})}
      onDone={() => {
        toggleNotification({ type: 'success', message: text('vision.mail.retry.queued') });
        setQueued(true);
      }}
    />
  );
};

export const MailRetryPanel = ({ model, documentId, document }: PanelProps) => {
  const text = useText(MAIL_MESSAGES);
  if (model !== MAIL_JOB_UID || !documentId || !document) return null;
  if ((document as { deliveryStatus?: unknown }).deliveryStatus !== 'failed') return null;
  return { title: text('vision.mail.retry.title'), content: <RetryJob documentId={documentId} /> };
};
