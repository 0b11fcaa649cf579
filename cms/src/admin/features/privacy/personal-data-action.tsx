// "מחיקת מידע אישי" in the Lead list (README.md, "Privacy"): a person's request under the privacy
// law, by e-mail address or reference. "בדיקה" asks the server what would be erased (a dry run of
// POST /api/leads/erase) and shows the counts; "מחיקה לצמיתות" asks for confirmation, erases and
// shows the result. "ייצוא המידע" downloads what is stored about an address (GET
// /api/leads/subject-export) for a request to see it. Only lead admins reach the Lead list; the
// server refuses everyone else (403) whatever the panel shows.

import { useState } from 'react';
import { Button, Dialog, Field, Flex, Modal, TextInput, Typography } from '@strapi/design-system';
import { Download, Trash, WarningCircle } from '@strapi/icons';
import { useAuth } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';
import type { LeadEraseAnswer } from '@vision/config';
import { fetchAsAdmin } from '../../shared/transport';
import { failureMessage, fileNameFrom, saveBlob } from '../../shared/downloads';
import { LEAD_UID } from '../../shared/uids';
import {
  countLines,
  erasesAnything,
  ERASE_PATH,
  resultSentence,
  subjectExportPath,
  subjectOf,
  type Counts,
  type Subject,
} from './erasure-request';
import { useText } from '../../shared/messages';
import { PRIVACY_MESSAGES } from './messages';

type Phase =
  | { name: 'idle' }
  | { name: 'busy'; doing: string }
  | { name: 'previewed'; subject: Subject; counts: Counts }
  | { name: 'erased'; counts: Counts }
  | { name: 'exported'; fileName: string }
  | { name: 'failed'; message: string };

const Counted = ({ counts }: { counts: Counts }) => {
  const text = useText(PRIVACY_MESSAGES);
  const lines = countLines(counts);
  if (!lines.length) return <Typography tag="p">{text('vision.privacy.nothing-found')}</Typography>;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line.label}>
          <Typography>
            {line.count} {line.label}
          </Typography>
        </li>
      ))}
    </ul>
  );
};

const PersonalDataDialog = () => {
  const token = useAuth('PersonalData', (auth) => auth.token) ?? null;
  const text = useText(PRIVACY_MESSAGES);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const busy = phase.name === 'busy';

  const erase = async (subject: Subject, dryRun: boolean) => {
    setPhase({ name: 'busy', doing: text(dryRun ? 'vision.privacy.checking' : 'vision.privacy.erasing') });
    try {
      const response = await fetchAsAdmin(ERASE_PATH, token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...subject, dryRun }),
      });
      if (!response.ok) {
        setPhase({ name: 'failed', message: failureMessage(response.status) });
        return;
      }
      const counts = ((await response.json()) as LeadEraseAnswer).data;
      setPhase(dryRun ? { name: 'previewed', subject, counts } : { name: 'erased', counts });
    } catch {
      setPhase({ name: 'failed', message: failureMessage(0) });
    }
  };

  const named = (): Subject | null => {
    const read = subjectOf(typed);
    if ('problem' in read) {
      setProblem(read.problem);
      return null;
    }
    setProblem(null);
    return read.subject;
  };

  const check = () => {
    const subject = named();
    if (subject) void erase(subject, true);
  };

  const exportData = async () => {
    const subject = named();
    if (!subject) return;
    if (!('email' in subject)) {
      setProblem(text('vision.privacy.export-by-email'));
      return;
    }
    setPhase({ name: 'busy', doing: text('vision.privacy.exporting') });
    try {
      const response = await fetchAsAdmin(subjectExportPath(subject.email), token);
      if (!response.ok) {
        setPhase({ name: 'failed', message: failureMessage(response.status) });
        return;
      }
      const fileName = fileNameFrom(response.headers.get('Content-Disposition'), 'subject-export.json');
      saveBlob(await response.blob(), fileName);
      setPhase({ name: 'exported', fileName });
    } catch {
      setPhase({ name: 'failed', message: failureMessage(0) });
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setTyped('');
      setProblem(null);
      setPhase({ name: 'idle' });
    }
  };

  const preview = phase.name === 'previewed' ? phase : null;

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Trigger>
        <Button variant="danger-light" startIcon={<Trash />}>
          {text('vision.privacy.open')}
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{text('vision.privacy.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Typography tag="p" textColor="neutral700">
              {text('vision.privacy.explanation')}
            </Typography>
            <Field.Root error={problem ?? undefined} name="subject">
              <Field.Label>{text('vision.privacy.subject')}</Field.Label>
              <TextInput
                value={typed}
                dir="ltr"
                disabled={busy}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                  setTyped(event.target.value);
                  if (phase.name !== 'busy') setPhase({ name: 'idle' });
                }}
              />
              <Field.Error />
            </Field.Root>
            <div role="status" aria-live="polite">
              {phase.name === 'busy' && <Typography>{phase.doing}</Typography>}
              {preview && (
                <Flex direction="column" alignItems="stretch" gap={2}>
                  <Typography fontWeight="bold">
                    {text(
                      erasesAnything(preview.counts) ? 'vision.privacy.will-erase' : 'vision.privacy.nothing-to-erase',
                    )}
                  </Typography>
                  <Counted counts={preview.counts} />
                </Flex>
              )}
              {phase.name === 'erased' && (
                <Flex direction="column" alignItems="stretch" gap={2}>
                  <Typography textColor={Number(phase.counts.filesNotRemoved ?? 0) > 0 ? 'danger600' : 'success600'}>
                    {resultSentence(phase.counts)}
                  </Typography>
                  <Counted counts={phase.counts} />
                </Flex>
              )}
              {phase.name === 'exported' && (
                <Typography textColor="success600">
                  {text('vision.privacy.saved', { fileName: phase.fileName })}
                </Typography>
              )}
            </div>
            {phase.name === 'failed' && (
              <Typography role="alert" textColor="danger600">
                {phase.message}
              </Typography>
            )}
          </Flex>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{text('vision.privacy.close')}</Button>
          </Modal.Close>
          <Flex gap={2}>
            <Button variant="secondary" startIcon={<Download />} onClick={exportData} disabled={busy}>
              {text('vision.privacy.export')}
            </Button>
            <Button variant="secondary" onClick={check} disabled={busy}>
              {text('vision.privacy.check')}
            </Button>
            <Button
              variant="danger"
              startIcon={<Trash />}
              disabled={busy || !preview || !erasesAnything(preview.counts)}
              onClick={() => setConfirming(true)}
            >
              {text('vision.privacy.erase')}
            </Button>
          </Flex>
        </Modal.Footer>
      </Modal.Content>
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <Dialog.Content>
          <Dialog.Header>{text('vision.privacy.erase')}</Dialog.Header>
          <Dialog.Body icon={<WarningCircle fill="danger600" />}>
            <Typography tag="p" textAlign="center">
              {text('vision.privacy.confirm')}
            </Typography>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Cancel>
              <Button fullWidth variant="tertiary">
                {text('vision.privacy.cancel')}
              </Button>
            </Dialog.Cancel>
            <Dialog.Action>
              <Button fullWidth variant="danger-light" onClick={() => preview && void erase(preview.subject, false)}>
                {text('vision.privacy.erase')}
              </Button>
            </Dialog.Action>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </Modal.Root>
  );
};

/** Rendered in every list's actions zone; only the Lead list gets the button. */
export const PersonalDataAction = () => {
  const { slug } = useParams<{ slug: string }>();
  return slug === LEAD_UID ? <PersonalDataDialog /> : null;
};
