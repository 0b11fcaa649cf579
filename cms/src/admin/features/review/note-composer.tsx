// The box a note or a reply is written in, with its "@" picker: typing "@" at the start or after a
// space offers the colleagues this lead's notes may mention (GET /api/leads/:id/mentionable), as
// a listbox the textarea controls (arrows move, Enter or Tab picks, Escape closes; the choice is
// announced). The note keeps "@name" as typed; the ids of the names still in it go with it.

import { useRef, useState } from 'react';
import { Box, Button, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { useQuery } from 'react-query';
import { NOTE_MAX_LENGTH } from '@vision/config';
import { getJson } from '../../shared/transport';
import { hebrewNumber } from '../../shared/display';
import { mentionablePath, type LeadMentionableAnswer, type Mentionable } from '../../shared/api-types';
import { textOf, useText } from '../../shared/messages';
import { insertMention, mentionAt, mentionCandidates, mentionsIn } from './mention-text';
import { REVIEW_MESSAGES } from './messages';

export type NoteDraft = { text: string; mentions: number[] };

/** "120 of 4,000 characters", in the reader's language. */
export const characterCount = (length: number) =>
  textOf(REVIEW_MESSAGES, 'vision.review.notes.characters', {
    length: hebrewNumber(length, 0),
    max: hebrewNumber(NOTE_MAX_LENGTH, 0),
  });

const useMentionable = (documentId: string) =>
  useQuery(
    ['vision', 'lead-mentionable', documentId],
    () => getJson<LeadMentionableAnswer>(mentionablePath(documentId)).then((answer) => answer.data),
    { staleTime: 60_000, retry: false },
  ).data ?? [];

type Props = {
  documentId: string;
  /** The field's id (one composer per panel). */
  id: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Sends the note; resolves true once it is stored (the box is then emptied). */
  onSubmit: (draft: NoteDraft) => Promise<boolean>;
};

export const NoteComposer = ({ documentId, id, label, submitLabel, busy, onSubmit }: Props) => {
  const message = useText(REVIEW_MESSAGES);
  const people = useMentionable(documentId);
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Mentionable[]>([]);
  const [at, setAt] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);

  const options = at ? mentionCandidates(people, at.query) : [];
  const open = at !== null && people.length > 0;
  const listId = `${id}-mentions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const mentioned = mentionsIn(text, picked);
  const trimmed = text.trim();

  const follow = (value: string, caret: number) => {
    setText(value);
    setAt(mentionAt(value, caret));
    setActive(0);
  };

  const pick = (person: Mentionable) => {
    if (!at) return;
    const next = insertMention(text, at, person.name);
    setText(next.text);
    setPicked((current) => [...current.filter((p) => p.id !== person.id), person]);
    setAt(null);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || options.length === 0) {
      if (open && event.key === 'Escape') setAt(null);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(options[Math.min(active, options.length - 1)]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setAt(null);
    }
  };

  const submit = async () => {
    if (await onSubmit({ text: trimmed, mentions: mentioned.map((person) => person.id) })) {
      setText('');
      setPicked([]);
      setAt(null);
    }
  };

  const names = (list: Mentionable[]) => list.map((person) => person.name).join(', ');

  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Field.Root id={id} name="note" hint={characterCount(text.length)}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          ref={box}
          value={text}
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) =>
            follow(event.target.value, event.target.selectionStart ?? event.target.value.length)
          }
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setAt(null), 150)}
          maxLength={NOTE_MAX_LENGTH}
          disabled={busy}
          dir="auto"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-activedescendant={open && options.length > 0 ? optionId(active) : undefined}
        />
        <Field.Hint aria-live="polite" />
      </Field.Root>
      <Typography variant="pi" textColor="neutral600">
        {message('vision.review.notes.mentions.hint')}
      </Typography>
      <Box
        tag="ul"
        id={listId}
        role="listbox"
        aria-label={message('vision.review.notes.mentions.options')}
        hidden={!open || options.length === 0}
        background="neutral0"
        hasRadius
        borderColor="neutral200"
        padding={1}
        style={{ listStyle: 'none', margin: 0 }}
      >
        {options.map((person, index) => (
          <Box
            tag="li"
            key={person.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            background={index === active ? 'primary100' : undefined}
            padding={2}
            hasRadius
            style={{ cursor: 'pointer' }}
            // Picked before the textarea's blur closes the list.
            onMouseDown={(event: React.MouseEvent) => {
              event.preventDefault();
              pick(person);
            }}
          >
            <Typography>
              <bdi data-vision-data="">{person.name}</bdi>
              {person.evaluator ? ` · ${message('vision.review.notes.mentions.evaluator')}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="pi" textColor="neutral600" aria-live="polite">
        {open && options.length > 0 && message('vision.review.notes.mentions.count', { count: options.length })}
        {open && options.length === 0 && message('vision.review.notes.mentions.none')}
        {!open && mentioned.length > 0 && message('vision.review.notes.mentions.notified', { names: names(mentioned) })}
      </Typography>
      <Button fullWidth variant="secondary" onClick={submit} loading={busy} disabled={!trimmed || busy}>
        {submitLabel}
      </Button>
    </Flex>
  );
};
