// "ייצוא" in the Lead list: exports what the list's filters show, as CSV or Excel, from the
// streamed GET /api/leads/export. The download starts at once; the dialog shows the bytes received
// as they arrive (a live region), then saves the file under the server's name.

import { useRef, useState } from 'react';
import { Button, Flex, Modal, Radio, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useAuth, useQueryParams } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';
import { LEAD_UID } from '../../shared/uids';
import { useAreaLabels } from '../../shared/queries';
import { fetchAsAdmin } from '../../shared/transport';
import { failureMessage, fileNameFrom, humanSize, saveBlob } from '../../shared/downloads';
import { exportQuery, planExport, type ExportFilters } from './export-filters';
import { useReviewers } from '../../shared/queries';
import { reviewerFilterLabel } from '../../shared/labels/reviewer-filter';
import { statusLabel } from '../../shared/labels/review-status';
import { fileScanLabel } from '../../shared/labels/file-scan';
import { localeLabel } from '../../shared/labels/locale';
import { useText } from '../../shared/messages';
import { LEADS_MESSAGES } from './messages';

type Format = 'csv' | 'xlsx';
type Progress =
  | { phase: 'idle' }
  | { phase: 'running'; received: number }
  | { phase: 'done'; fileName: string; received: number }
  | { phase: 'failed'; message: string };

const FORMATS: { value: Format; label: string }[] = [
  { value: 'csv', label: 'vision.leads.export.format.csv' },
  { value: 'xlsx', label: 'Excel ‏(xlsx)' },
];

const readAll = async (response: Response, onBytes: (received: number) => void) => {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onBytes(received);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
};

const FilterSummary = ({ filters }: { filters: ExportFilters }) => {
  const areas = useAreaLabels();
  const { reviewers } = useReviewers();
  const text = useText(LEADS_MESSAGES);
  const said = (name: string, value: string) => text(`vision.leads.export.summary.${name}`, { value });
  const lines = [
    filters.area && said('area', areas[filters.area] ?? filters.area),
    filters.status && said('status', statusLabel(filters.status)),
    filters.reviewer && said('reviewer', reviewerFilterLabel(filters.reviewer, reviewers)),
    filters.fileScan && said('fileScan', fileScanLabel(filters.fileScan)),
    filters.locale && said('locale', localeLabel(filters.locale)),
    filters.from && said('from', filters.from),
    filters.to && said('to', filters.to),
    filters.search && said('search', filters.search),
  ].filter(Boolean);
  return (
    <Typography tag="p" textColor="neutral700">
      {lines.length
        ? text('vision.leads.export.summary', { filters: lines.join(' · ') })
        : text('vision.leads.export.summary.all')}
    </Typography>
  );
};

const ExportDialog = () => {
  const [{ query }] = useQueryParams<{ _q?: string; filters?: unknown }>();
  const token = useAuth('ExportLeads', (auth) => auth.token);
  const areas = useAreaLabels();
  const { reviewers } = useReviewers();
  const text = useText(LEADS_MESSAGES);
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<Format>('csv');
  const [progress, setProgress] = useState<Progress>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const plan = planExport(query, {
    visionSubmissionArea: (key) => areas[key] ?? key,
    reviewStatus: statusLabel,
    fileScan: fileScanLabel,
    submissionLocale: localeLabel,
    reviewer: (id) => reviewerFilterLabel(id, reviewers),
  });
  const running = progress.phase === 'running';

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ phase: 'running', received: 0 });
    try {
      const path = `/api/leads/export?${exportQuery(format, plan.filters)}`;
      const response = await fetchAsAdmin(path, token ?? null, { signal: controller.signal });
      if (!response.ok) {
        setProgress({ phase: 'failed', message: failureMessage(response.status) });
        return;
      }
      const blob = await readAll(response, (received) => setProgress({ phase: 'running', received }));
      const fileName = fileNameFrom(response.headers.get('Content-Disposition'), `leads.${format}`);
      saveBlob(blob, fileName);
      setProgress({ phase: 'done', fileName, received: blob.size });
    } catch (error) {
      if ((error as Error).name === 'AbortError')
        setProgress({ phase: 'failed', message: text('vision.leads.export.cancelled') });
      else setProgress({ phase: 'failed', message: failureMessage(0) });
    } finally {
      abort.current = null;
    }
  };

  const onOpenChange = (next: boolean) => {
    if (!next) abort.current?.abort();
    setOpen(next);
    if (next) setProgress({ phase: 'idle' });
  };

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Trigger>
        <Button variant="secondary" startIcon={<Download />}>
          {text('vision.leads.export.open')}
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{text('vision.leads.export.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            {plan.unsupported.length > 0 ? (
              <Typography tag="p" role="alert" textColor="danger600">
                {text('vision.leads.export.unsupported', { filters: plan.unsupported.join('; ') })}
              </Typography>
            ) : (
              <FilterSummary filters={plan.filters} />
            )}
            <Flex direction="column" alignItems="stretch" gap={2}>
              <Typography id="export-format-label" variant="sigma" textColor="neutral600">
                {text('vision.leads.export.format')}
              </Typography>
              <Radio.Group
                aria-labelledby="export-format-label"
                value={format}
                onValueChange={(value: string) => setFormat(value as Format)}
                disabled={running}
              >
                {FORMATS.map((option) => (
                  <Radio.Item key={option.value} value={option.value}>
                    {option.value === 'csv' ? text(option.label) : option.label}
                  </Radio.Item>
                ))}
              </Radio.Group>
            </Flex>
            <div role="status" aria-live="polite">
              {progress.phase === 'running' && (
                <Typography textColor="neutral800">
                  {progress.received > 0
                    ? text('vision.leads.export.running.received', { size: humanSize(progress.received) })
                    : text('vision.leads.export.running')}
                </Typography>
              )}
              {progress.phase === 'done' && (
                <Typography textColor="success600">
                  {text('vision.leads.export.saved', {
                    fileName: progress.fileName,
                    size: humanSize(progress.received),
                  })}
                </Typography>
              )}
            </div>
            {progress.phase === 'failed' && (
              <Typography role="alert" textColor="danger600">
                {progress.message}
              </Typography>
            )}
          </Flex>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">
              {text(running ? 'vision.leads.export.cancel' : 'vision.leads.export.close')}
            </Button>
          </Modal.Close>
          <Button
            startIcon={<Download />}
            onClick={start}
            loading={running}
            disabled={plan.unsupported.length > 0 || running}
          >
            {text('vision.leads.export.start')}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
};

/** Rendered in every list's actions zone; only the Lead list gets the button. */
export const ExportLeadsAction = () => {
  const { slug } = useParams<{ slug: string }>();
  return slug === LEAD_UID ? <ExportDialog /> : null;
};
