// The Lead (and quarantined attempt) edit view's side panel: the attached file's name, type and
// size, and a download button that fetches /api/leads/:documentId/file (or
// /api/leads/quarantine/:documentId/file) with the admin's own credentials. The file is in
// private storage, never in the Media Library; this button and that route are the only way to it.

import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { isFetchError, useFetchClient } from '@strapi/strapi/admin';
import { LEAD_UID, QUARANTINE_UID } from './uids';
import { failureMessage, fileNameFrom, humanSize, saveBlob, type PanelProps } from './downloads';

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'מסמך PDF',
  'application/msword': 'מסמך Word ‏(DOC)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'מסמך Word ‏(DOCX)',
  'image/png': 'תמונת PNG',
  'image/jpeg': 'תמונת JPEG',
};

type Attachment = { attachmentName?: string | null; attachmentType?: string | null; attachmentSize?: number | null };

const Row = ({ label, value }: { label: string; value: string }) => (
  <Flex direction="column" alignItems="stretch" gap={1}>
    <Typography variant="sigma" textColor="neutral600">
      {label}
    </Typography>
    <Typography textColor="neutral800" dir="auto" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Flex>
);

/** Where the admin route answers the file of this row. */
const downloadPathOf = (model: string, documentId: string) =>
  model === QUARANTINE_UID
    ? `/api/leads/quarantine/${encodeURIComponent(documentId)}/file`
    : `/api/leads/${encodeURIComponent(documentId)}/file`;

const AttachmentDetails = ({ path, attachment }: { path: string; attachment: Attachment }) => {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: string | null }>({
    busy: false,
    error: null,
    saved: null,
  });
  const name = attachment.attachmentName ?? '';

  const download = async () => {
    setState({ busy: true, error: null, saved: null });
    try {
      const response = (await get(path, {
        responseType: 'blob',
      })) as unknown as { data: Blob; headers: Headers };
      const fileName = fileNameFrom(response.headers.get('Content-Disposition'), name || 'file');
      saveBlob(response.data, fileName);
      setState({ busy: false, error: null, saved: fileName });
    } catch (error) {
      setState({ busy: false, error: failureMessage(isFetchError(error) ? error.status : 0), saved: null });
    }
  };

  if (!name) return <Typography textColor="neutral600">להצעה הזאת אין קובץ מצורף.</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Row label="שם הקובץ" value={name} />
      <Row label="סוג" value={TYPE_NAMES[attachment.attachmentType ?? ''] ?? attachment.attachmentType ?? 'לא ידוע'} />
      {typeof attachment.attachmentSize === 'number' && (
        <Row label="גודל" value={humanSize(attachment.attachmentSize)} />
      )}
      <Button
        fullWidth
        variant="secondary"
        startIcon={<Download />}
        loading={state.busy}
        onClick={download}
        aria-describedby="lead-attachment-status"
      >
        הורדת הקובץ
      </Button>
      <div id="lead-attachment-status" role="status" aria-live="polite">
        {state.saved && <Typography textColor="success600">הקובץ נשמר: {state.saved}</Typography>}
      </div>
      {state.error && (
        <Typography role="alert" textColor="danger600">
          {state.error}
        </Typography>
      )}
    </Flex>
  );
};

export const AttachmentPanel = ({ model, documentId, document }: PanelProps) => {
  if ((model !== LEAD_UID && model !== QUARANTINE_UID) || !documentId || !document) return null;
  return {
    title: 'הקובץ המצורף',
    content: <AttachmentDetails path={downloadPathOf(model, documentId)} attachment={document as Attachment} />,
  };
};
