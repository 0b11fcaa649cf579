// The lead's internal notes: the threads (author, time in Israel, the text as written, oldest
// first; each note's replies indented under it, with a "reply" button on every note), the
// colleagues each note mentioned, and a box to add a note or a reply, with an "@" picker
// (note-composer.tsx). Notes are never edited or deleted (append-only, on the server too).

import { useRef, useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import { useQueryClient } from 'react-query';
import { LEAD_UID } from '../../shared/uids';
import { failureMessage, type PanelProps } from '../../shared/downloads';
import { postJson, failureText } from '../../shared/transport';
import { QUERY_KEYS, useLeadNotes } from '../../shared/queries';
import { jerusalemDateTime } from '../../shared/display';
import { notesPath, type LeadNoteAnswer, type Note } from '../../shared/api-types';
import { useText } from '../../shared/messages';
import { NoteComposer, type NoteDraft } from './note-composer';
import { threadsOf } from './note-threads';
import { REVIEW_MESSAGES } from './messages';

const NoteItem = ({ note, onReply }: { note: Note; onReply: (note: Note) => void }) => {
  const message = useText(REVIEW_MESSAGES);
  const author = note.author?.name ?? message('vision.review.notes.former-account');
  return (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <Typography variant="pi" textColor="neutral600">
        <bdi data-vision-data="">{author}</bdi> · {jerusalemDateTime(note.createdAt)}
      </Typography>
      <Typography
        textColor="neutral800"
        dir="auto"
        data-vision-data=""
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {note.text}
      </Typography>
      {note.mentions.length > 0 && (
        <Typography variant="pi" textColor="neutral600">
          {message('vision.review.notes.mentions.shown', {
            names: note.mentions.map((person) => person.name).join(', '),
          })}
        </Typography>
      )}
      <Flex>
        <Button
          variant="ghost"
          size="S"
          onClick={() => onReply(note)}
          aria-label={message('vision.review.notes.reply.label', { name: author })}
        >
          {message('vision.review.notes.reply')}
        </Button>
      </Flex>
    </Flex>
  );
};

const NotesThread = ({ documentId }: { documentId: string }) => {
  const client = useQueryClient();
  const { toggleNotification } = useNotification();
  const message = useText(REVIEW_MESSAGES);
  const read = useLeadNotes(documentId);
  const notes = read.phase === 'ready' ? read.data : null;
  const loadError = read.phase === 'failed' ? failureMessage(read.status) : null;
  const [busy, setBusy] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<Note | null>(null);
  const composer = useRef<HTMLDivElement>(null);

  const nameOf = (note: Note) => note.author?.name ?? message('vision.review.notes.former-account');

  const startReply = (note: Note) => {
    // A reply to a reply joins the thread's first note (the server does the same).
    const first = note.replyTo === null ? note : (notes?.find((n) => n.id === note.replyTo) ?? note);
    setReplyTo(first);
    requestAnimationFrame(() => composer.current?.querySelector('textarea')?.focus());
  };

  const add = async (draft: NoteDraft) => {
    setBusy(true);
    setAddError(null);
    try {
      const answer = await postJson<LeadNoteAnswer>(notesPath(documentId), {
        text: draft.text,
        ...(replyTo ? { replyTo: replyTo.id } : {}),
        ...(draft.mentions.length ? { mentions: draft.mentions } : {}),
      });
      client.setQueryData<Note[]>(QUERY_KEYS.notes(documentId), (current) => [...(current ?? []), answer.data]);
      setReplyTo(null);
      toggleNotification({ type: 'success', message: message('vision.review.notes.added') });
      return true;
    } catch (error) {
      setAddError(failureText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const threads = notes ? threadsOf(notes) : [];
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
      {threads.length > 0 && (
        <Flex
          tag="ol"
          aria-label={message('vision.review.notes.list')}
          direction="column"
          alignItems="stretch"
          gap={3}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {threads.map(({ note, replies }) => (
            <Flex tag="li" key={note.id} direction="column" alignItems="stretch" gap={2} paddingBottom={3}>
              <NoteItem note={note} onReply={startReply} />
              {replies.length > 0 && (
                <Flex
                  tag="ol"
                  aria-label={message('vision.review.notes.replies', { name: nameOf(note) })}
                  direction="column"
                  alignItems="stretch"
                  gap={2}
                  style={{
                    listStyle: 'none',
                    margin: 0,
                    paddingInlineStart: '1rem',
                    borderInlineStart: '2px solid var(--vision-note-thread, #dcdce4)',
                  }}
                >
                  {replies.map((reply) => (
                    <li key={reply.id}>
                      <NoteItem note={reply} onReply={startReply} />
                    </li>
                  ))}
                </Flex>
              )}
            </Flex>
          ))}
        </Flex>
      )}
      {replyTo && (
        <Flex justifyContent="space-between" gap={2}>
          <Typography variant="pi" textColor="neutral700">
            {message('vision.review.notes.replying', { name: nameOf(replyTo) })}
          </Typography>
          <Button variant="tertiary" size="S" onClick={() => setReplyTo(null)}>
            {message('vision.review.notes.reply.cancel')}
          </Button>
        </Flex>
      )}
      <div ref={composer}>
        <NoteComposer
          documentId={documentId}
          id="lead-new-note"
          label={message(replyTo ? 'vision.review.notes.new.reply' : 'vision.review.notes.new')}
          submitLabel={message(replyTo ? 'vision.review.notes.reply' : 'vision.review.notes.add')}
          busy={busy}
          onSubmit={add}
        />
      </div>
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
