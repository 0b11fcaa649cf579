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
import { fetchAsAdmin } from '../leads/admin-fetch';
import { failureMessage, fileNameFrom, saveBlob } from '../leads/downloads';
import { LEAD_UID } from '../leads/uids';
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

type Phase =
  | { name: 'idle' }
  | { name: 'busy'; doing: string }
  | { name: 'previewed'; subject: Subject; counts: Counts }
  | { name: 'erased'; counts: Counts }
  | { name: 'exported'; fileName: string }
  | { name: 'failed'; message: string };

const Counted = ({ counts }: { counts: Counts }) => {
  const lines = countLines(counts);
  if (!lines.length) return <Typography tag="p">לא נמצא מידע עם הכתובת או מספר האסמכתה האלה.</Typography>;
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
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const busy = phase.name === 'busy';

  const erase = async (subject: Subject, dryRun: boolean) => {
    setPhase({ name: 'busy', doing: dryRun ? 'בודק…' : 'מוחק…' });
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
      const counts = ((await response.json()) as { data: Counts }).data;
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
      setProblem('ייצוא המידע נעשה לפי כתובת דואר אלקטרוני.');
      return;
    }
    setPhase({ name: 'busy', doing: 'מייצא…' });
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
          מחיקת מידע אישי
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>מחיקת מידע אישי וייצוא מידע לבקשת פונה</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Typography tag="p" textColor="neutral700">
              לפי כתובת דואר אלקטרוני נמצאות כל ההצעות וההגשות שבהסגר שבהן אחד מאנשי הקשר השתמש בכתובת (בלי הבדל בין
              אותיות גדולות לקטנות). לפי מספר אסמכתה נמצאת הצעה אחת.
            </Typography>
            <Field.Root error={problem ?? undefined} name="subject">
              <Field.Label>כתובת דואר אלקטרוני או מספר אסמכתה</Field.Label>
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
                    {erasesAnything(preview.counts) ? 'זה מה שיימחק לצמיתות:' : 'אין מה למחוק.'}
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
                <Typography textColor="success600">הקובץ נשמר: {phase.fileName}</Typography>
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
            <Button variant="tertiary">סגירה</Button>
          </Modal.Close>
          <Flex gap={2}>
            <Button variant="secondary" startIcon={<Download />} onClick={exportData} disabled={busy}>
              ייצוא המידע
            </Button>
            <Button variant="secondary" onClick={check} disabled={busy}>
              בדיקה
            </Button>
            <Button
              variant="danger"
              startIcon={<Trash />}
              disabled={busy || !preview || !erasesAnything(preview.counts)}
              onClick={() => setConfirming(true)}
            >
              מחיקה לצמיתות
            </Button>
          </Flex>
        </Modal.Footer>
      </Modal.Content>
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <Dialog.Content>
          <Dialog.Header>מחיקה לצמיתות</Dialog.Header>
          <Dialog.Body icon={<WarningCircle fill="danger600" />}>
            <Typography tag="p" textAlign="center">
              למחוק לצמיתות את ההצעות, אנשי הקשר, הקבצים וההגשות שבהסגר שנמצאו? אי אפשר לבטל את המחיקה.
            </Typography>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Cancel>
              <Button fullWidth variant="tertiary">
                ביטול
              </Button>
            </Dialog.Cancel>
            <Dialog.Action>
              <Button fullWidth variant="danger-light" onClick={() => preview && void erase(preview.subject, false)}>
                מחיקה לצמיתות
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
