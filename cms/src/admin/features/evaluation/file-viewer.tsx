// A proposal's file as its evaluator reads it: a PDF in the page (fetched with the panel's token
// from GET /api/leads/:id/file?inline=1 and shown from a blob: URL, which the CMS's CSP lets the
// panel frame, cms/config/middlewares.ts), any other file as a download, and a file not yet found
// clean as the scan notice (it does not download at all).

import { useEffect, useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import type { Proposal } from '@vision/config';
import { fileNameFrom, humanSize, saveBlob } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { ScanNotice } from '../../shared/scan-notice';
import { getBlob } from '../../shared/transport';
import { EVALUATION_MESSAGES } from './messages';
import { refusalText } from './refusal';

type Attachment = Proposal['attachment'];

const usePdf = (path: string | null) => {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    let live = true;
    let made: string | null = null;
    getBlob(path).then(
      ({ data }) => {
        if (!live) return;
        made = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
        setUrl(made);
      },
      (error: unknown) => live && setFailed(refusalText(error)),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  return { url, failed };
};

const DownloadButton = ({ attachment, reference }: { attachment: Attachment; reference: string }) => {
  const text = useText(EVALUATION_MESSAGES);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (!attachment.downloadPath) return null;
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const { data, headers } = await getBlob(attachment.downloadPath ?? '');
      saveBlob(data, fileNameFrom(headers.get('Content-Disposition'), attachment.name ?? reference));
    } catch (error) {
      setFailed(refusalText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Button variant="secondary" startIcon={<Download />} loading={busy} onClick={download}>
        {text('vision.evaluation.file.download')}
      </Button>
      {failed && (
        <Typography role="alert" textColor="danger600">
          {failed}
        </Typography>
      )}
    </Flex>
  );
};

export const FileViewer = ({ proposal }: { proposal: Proposal }) => {
  const text = useText(EVALUATION_MESSAGES);
  const { attachment, fileScan, reference } = proposal;
  const clean = fileScan === 'clean';
  const pdf = usePdf(clean ? attachment.viewPath : null);
  if (!attachment.name) return <Typography textColor="neutral600">{text('vision.evaluation.file.none')}</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <Typography textColor="neutral800">
        <bdi dir="auto">{attachment.name}</bdi>
        {attachment.size !== null && ` · ${humanSize(attachment.size)}`}
      </Typography>
      {!clean && <ScanNotice state={fileScan} detail={null} />}
      {clean && attachment.viewPath && (
        <Box hasRadius borderColor="neutral200" overflow="hidden">
          {pdf.url ? (
            <iframe
              src={pdf.url}
              title={text('vision.evaluation.file.viewer', { name: attachment.name })}
              style={{ width: '100%', height: '70vh', border: 0, display: 'block' }}
            />
          ) : (
            <Box padding={4}>
              <Typography role={pdf.failed ? 'alert' : 'status'} textColor={pdf.failed ? 'danger600' : 'neutral600'}>
                {pdf.failed ?? text('vision.evaluation.file.loading')}
              </Typography>
            </Box>
          )}
        </Box>
      )}
      {clean && <DownloadButton attachment={attachment} reference={reference} />}
    </Flex>
  );
};
