// "ייצוא" in the Lead list: exports what the list's filters show, as CSV or Excel, from the
// streamed GET /api/leads/export. The download starts at once; the dialog shows the bytes received
// as they arrive (a live region), then saves the file under the server's name.

import { useRef, useState } from 'react';
import { Button, Flex, Modal, Radio, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useAuth, useQueryParams } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';
import { LEAD_UID } from './uids';
import { useAreaLabels } from './area-labels';
import { fetchAsAdmin } from './admin-fetch';
import { failureMessage, fileNameFrom, humanSize, saveBlob } from './downloads';
import { exportQuery, planExport, type ExportFilters } from './export-filters';
import { useReviewers } from '../review/reviewers';
import { reviewerFilterLabel } from '../review/reviewer-filter-label';
import { statusLabel } from '../review/status-labels';

type Format = 'csv' | 'xlsx';
type Progress =
  | { phase: 'idle' }
  | { phase: 'running'; received: number }
  | { phase: 'done'; fileName: string; received: number }
  | { phase: 'failed'; message: string };

const FORMATS: { value: Format; label: string }[] = [
  { value: 'csv', label: 'CSV (נפתח בכל תוכנה)' },
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
  const lines = [
    filters.area && `תחום: ${areas[filters.area] ?? filters.area}`,
    filters.status && `סטטוס: ${statusLabel(filters.status)}`,
    filters.reviewer && `בודק/ת: ${reviewerFilterLabel(filters.reviewer, reviewers)}`,
    filters.from && `מתאריך: ${filters.from}`,
    filters.to && `עד תאריך: ${filters.to} (כולל)`,
    filters.search && `חיפוש: ${filters.search}`,
  ].filter(Boolean);
  return (
    <Typography tag="p" textColor="neutral700">
      {lines.length ? `ייוצאו ההצעות שמוצגות ברשימה לפי הסינון — ${lines.join(' · ')}` : 'ייוצאו כל ההצעות.'}
    </Typography>
  );
};

const ExportDialog = () => {
  const [{ query }] = useQueryParams<{ _q?: string; filters?: unknown }>();
  const token = useAuth('ExportLeads', (auth) => auth.token);
  const areas = useAreaLabels();
  const { reviewers } = useReviewers();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<Format>('csv');
  const [progress, setProgress] = useState<Progress>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const plan = planExport(query, {
    visionSubmissionArea: (key) => areas[key] ?? key,
    reviewStatus: statusLabel,
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
      if ((error as Error).name === 'AbortError') setProgress({ phase: 'failed', message: 'הייצוא בוטל.' });
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
          ייצוא
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>ייצוא הצעות</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            {plan.unsupported.length > 0 ? (
              <Typography tag="p" role="alert" textColor="danger600">
                אי אפשר לייצא את הרשימה כפי שהיא מסוננת: הייצוא אינו יודע לסנן לפי {plan.unsupported.join('; ')}. הסירו
                את הסינון הזה (אפשר לסנן לפי תחום, סטטוס, בודק/ת, ימים שלמים בתאריך הקבלה וחיפוש) ונסו שוב.
              </Typography>
            ) : (
              <FilterSummary filters={plan.filters} />
            )}
            <Flex direction="column" alignItems="stretch" gap={2}>
              <Typography id="export-format-label" variant="sigma" textColor="neutral600">
                פורמט הקובץ
              </Typography>
              <Radio.Group
                aria-labelledby="export-format-label"
                value={format}
                onValueChange={(value: string) => setFormat(value as Format)}
                disabled={running}
              >
                {FORMATS.map((option) => (
                  <Radio.Item key={option.value} value={option.value}>
                    {option.label}
                  </Radio.Item>
                ))}
              </Radio.Group>
            </Flex>
            <div role="status" aria-live="polite">
              {progress.phase === 'running' && (
                <Typography textColor="neutral800">
                  מייצא… {progress.received > 0 ? `התקבלו ${humanSize(progress.received)}` : ''}
                </Typography>
              )}
              {progress.phase === 'done' && (
                <Typography textColor="success600">
                  הקובץ נשמר: {progress.fileName} ({humanSize(progress.received)})
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
            <Button variant="tertiary">{running ? 'ביטול' : 'סגירה'}</Button>
          </Modal.Close>
          <Button
            startIcon={<Download />}
            onClick={start}
            loading={running}
            disabled={plan.unsupported.length > 0 || running}
          >
            ייצוא
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
