// The lead's internal notes: the thread (author, time in Israel, the text as written, oldest
// first) and a box to add one (up to 4,000 characters, counted as one types). Notes are never
// edited or deleted (append-only, on the server too).

import { useEffect, useState } from 'react';
import { Button, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { isFetchError, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { NOTE_MAX_LENGTH } from '@vision/config';
import { LEAD_UID } from '../leads/uids';
import { failureMessage, type PanelProps } from '../leads/downloads';
import { hebrewNumber, jerusalemDateTime } from '../leads/display';
import { notesPath, type Answer, type Note } from './api';

const FORMER_ACCOUNT = 'חשבון שהוסר';

const NoteItem = ({ note }: { note: Note }) => (
  <Flex tag="li" direction="column" alignItems="stretch" gap={1} paddingBottom={3}>
    <Typography variant="pi" textColor="neutral600">
      <bdi data-vision-data="">{note.author?.name ?? FORMER_ACCOUNT}</bdi> · {jerusalemDateTime(note.createdAt)}
    </Typography>
    <Typography
      textColor="neutral800"
      dir="auto"
      data-vision-data=""
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {note.text}
    </Typography>
  </Flex>
);

/** "120 מתוך 4,000 תווים". */
export const characterCount = (length: number) =>
  `${hebrewNumber(length, 0)} מתוך ${hebrewNumber(NOTE_MAX_LENGTH, 0)} תווים`;

const NotesThread = ({ documentId }: { documentId: string }) => {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [notes, setNotes] = useState<Note[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    get<Answer<Note[]>>(notesPath(documentId)).then(
      ({ data }) => live && setNotes(data.data),
      (error: unknown) => live && setLoadError(failureMessage(isFetchError(error) ? error.status : 0)),
    );
    return () => {
      live = false;
    };
  }, [documentId, get]);

  const trimmed = text.trim();
  const add = async () => {
    setBusy(true);
    setAddError(null);
    try {
      const { data } = await post<Answer<Note>>(notesPath(documentId), { text: trimmed });
      setNotes((current) => [...(current ?? []), data.data]);
      setText('');
      toggleNotification({ type: 'success', message: 'ההערה נוספה' });
    } catch (error) {
      setAddError(failureMessage(isFetchError(error) ? error.status : 0));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      {loadError && (
        <Typography role="alert" textColor="danger600">
          {loadError}
        </Typography>
      )}
      {notes === null && !loadError && <Typography textColor="neutral600">טוען את ההערות…</Typography>}
      {notes?.length === 0 && <Typography textColor="neutral600">אין עדיין הערות להצעה הזאת.</Typography>}
      {notes && notes.length > 0 && (
        <Flex
          tag="ol"
          aria-label="הערות"
          direction="column"
          alignItems="stretch"
          gap={3}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </Flex>
      )}
      <Field.Root id="lead-new-note" name="note" hint={characterCount(text.length)}>
        <Field.Label>הערה חדשה</Field.Label>
        <Textarea
          value={text}
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value)}
          maxLength={NOTE_MAX_LENGTH}
          disabled={busy}
          dir="auto"
        />
        <Field.Hint aria-live="polite" />
      </Field.Root>
      <Button fullWidth variant="secondary" onClick={add} loading={busy} disabled={!trimmed || busy}>
        הוספת הערה
      </Button>
      {addError && (
        <Typography role="alert" textColor="danger600">
          {addError}
        </Typography>
      )}
    </Flex>
  );
};

export const NotesPanel = ({ model, documentId }: PanelProps) => {
  if (model !== LEAD_UID || !documentId) return null;
  // Another lead's page (a duplicate's link) starts its own thread.
  return { title: 'הערות פנימיות', content: <NotesThread key={documentId} documentId={documentId} /> };
};
