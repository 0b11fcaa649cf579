// The Lead (and quarantined attempt) edit view's side panel: the attached file's name, type, size
// and malware scan, and a download button that fetches /api/leads/:documentId/file (or
// /api/leads/quarantine/:documentId/file) with the admin's own credentials. The file is in
// private storage, never in the Media Library; this button and that route are the only way to it.
// Only a file the scan found clean downloads (README.md, "Malware scanning"): for any other the
// panel says why instead of offering the button (scan-notice.tsx).

import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { failureText, getBlob } from '../../shared/transport';
import { LEAD_UID, QUARANTINE_UID } from '../../shared/uids';
import { fileNameFrom, humanSize, saveBlob, type PanelProps } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { fileScanLabel } from '../../shared/labels/file-scan';
import { LEADS_MESSAGES } from './messages';
import { ScanNotice } from '../../shared/scan-notice';

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'vision.leads.attachment.type.pdf',
  'application/msword': 'vision.leads.attachment.type.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'vision.leads.attachment.type.docx',
  'image/png': 'vision.leads.attachment.type.png',
  'image/jpeg': 'vision.leads.attachment.type.jpeg',
};

type Attachment = {
  attachmentName?: string | null;
  attachmentType?: string | null;
  attachmentSize?: number | null;
  fileScan?: string | null;
  fileScanDetail?: string | null;
};

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
  const text = useText(LEADS_MESSAGES);
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: string | null }>({
    busy: false,
    error: null,
    saved: null,
  });
  const name = attachment.attachmentName ?? '';
  const typeName = TYPE_NAMES[attachment.attachmentType ?? ''];

  const download = async () => {
    setState({ busy: true, error: null, saved: null });
    try {
      const response = await getBlob(path);
      const fileName = fileNameFrom(response.headers.get('Content-Disposition'), name || 'file');
      saveBlob(response.data, fileName);
      setState({ busy: false, error: null, saved: fileName });
    } catch (error) {
      setState({ busy: false, error: failureText(error), saved: null });
    }
  };

  if (!name) return <Typography textColor="neutral600">{text('vision.leads.attachment.none')}</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Row label={text('vision.leads.attachment.name')} value={name} />
      <Row
        label={text('vision.leads.attachment.type')}
        value={typeName ? text(typeName) : (attachment.attachmentType ?? text('vision.leads.attachment.unknown-type'))}
      />
      {typeof attachment.attachmentSize === 'number' && (
        <Row label={text('vision.leads.attachment.size')} value={humanSize(attachment.attachmentSize)} />
      )}
      <Row label={text('vision.leads.attachment.scan')} value={fileScanLabel(attachment.fileScan ?? 'pending')} />
      {attachment.fileScan === 'clean' ? (
        <Button
          fullWidth
          variant="secondary"
          startIcon={<Download />}
          loading={state.busy}
          onClick={download}
          aria-describedby="lead-attachment-status"
        >
          {text('vision.leads.attachment.download')}
        </Button>
      ) : (
        <ScanNotice state={attachment.fileScan ?? 'pending'} detail={attachment.fileScanDetail ?? null} />
      )}
      <div id="lead-attachment-status" role="status" aria-live="polite">
        {state.saved && (
          <Typography textColor="success600">{text('vision.leads.attachment.saved', { name: state.saved })}</Typography>
        )}
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
  const text = useText(LEADS_MESSAGES);
  if ((model !== LEAD_UID && model !== QUARANTINE_UID) || !documentId || !document) return null;
  return {
    title: text('vision.leads.attachment.title'),
    content: <AttachmentDetails path={downloadPathOf(model, documentId)} attachment={document as Attachment} />,
  };
};
