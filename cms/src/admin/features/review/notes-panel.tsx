// The lead's internal notes: the thread (author, time in Israel, the text as written, oldest
// first) and a box to add one (up to 4,000 characters, counted as one types). Notes are never
// edited or deleted (append-only, on the server too).

import { useState } from 'react';
import { Button, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import { useQueryClient } from 'react-query';
import { NOTE_MAX_LENGTH } from '@vision/config';
import { LEAD_UID } from '../../shared/uids';
import { failureMessage, type PanelProps } from '../../shared/downloads';
import { postJson, failureText } from '../../shared/transport';
import { QUERY_KEYS, useLeadNotes } from '../../shared/queries';
import { hebrewNumber, jerusalemDateTime } from '../../shared/display';
import { notesPath, type LeadNoteAnswer, type Note } from '../../shared/api-types';
import { textOf, useText } from '../../shared/messages';
import { REVIEW_MESSAGES } from './messages';

const NoteItem = ({ note }: { note: Note }) => {
  const message = useText(REVIEW_MESSAGES);
  return (
    <Flex tag="li" direction="column" alignItems="stretch" gap={1} paddingBottom={3}>
      <Typography variant="pi" textColor="neutral600">
        <bdi data-vision-data="">{note.author?.name ?? message('vision.review.notes.former-account')}</bdi> ·{' '}
        {jerusalemDateTime(note.createdAt)}
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
};

/** "120 of 4,000 characters", in the reader's language. */
export const characterCount = (length: number) =>
  textOf(REVIEW_MESSAGES, 'vision.review.notes.characters', {
    length: hebrewNumber(length, 0),
    max: hebrewNumber(NOTE_MAX_LENGTH, 0),
  });

const NotesThread = ({ documentId }: { documentId: string }) => {
  const client = useQueryClient();
  const { toggleNotification } = useNotification();
  const message = useText(REVIEW_MESSAGES);
  const read = useLeadNotes(documentId);
  const notes = read.phase === 'ready' ? read.data : null;
  const loadError = read.phase === 'failed' ? failureMessage(read.status) : null;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  const trimmed = text.trim();
  const add = async () => {
    setBusy(true);
    setAddError(null);
    try {
      const answer = await postJson<LeadNoteAnswer>(notesPath(documentId), { text: trimmed });
      client.setQueryData<Note[]>(QUERY_KEYS.notes(documentId), (current) => [...(current ?? []), answer.data]);
      setText('');
      toggleNotification({ type: 'success', message: message('vision.review.notes.added') });
    } catch (error) {
      setAddError(failureText(error));
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
      {notes === null && !loadError && (
        <Typography textColor="neutral600">{message('vision.review.notes.loading')}</Typography>
      )}
      {notes?.length === 0 && <Typography textColor="neutral600">{message('vision.review.notes.none')}</Typography>}
      {notes && notes.length > 0 && (
        <Flex
          tag="ol"
          aria-label={message('vision.review.notes.list')}
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
        <Field.Label>{message('vision.review.notes.new')}</Field.Label>
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
        {message('vision.review.notes.add')}
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
  const message = useText(REVIEW_MESSAGES);
  if (model !== LEAD_UID || !documentId) return null;
  // Another lead's page (a duplicate's link) starts its own thread.
  return {
    title: message('vision.review.notes.title'),
    content: <NotesThread key={documentId} documentId={documentId} />,
  };
};
