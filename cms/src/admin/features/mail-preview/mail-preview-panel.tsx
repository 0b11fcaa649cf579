// Settings' side panel "תצוגת הדוא״ל": the chosen e-mail as its recipient will see it, rendered by
// the server with the outbox's own templates (POST /api/settings/email-preview) from the form's
// current e-mail texts, saved or not, and a test send of that message to the signed-in account
// (POST /api/settings/email-test, 10 an hour). For those who publish Settings (Editors, super
// admins): the server refuses everyone else, and the panel is not offered to them.

import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Field, Flex, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { Mail } from '@strapi/icons';
import { useForm, useNotification, useQueryParams } from '@strapi/strapi/admin';
import { usePublishesSettings } from '../../shared/permissions';
import { useMutation, useQuery } from 'react-query';
import {
  DEFAULT_TEXTS,
  isLocale,
  MAIL_PREVIEW_KINDS,
  type MailPreview,
  type MailPreviewKind,
  type MailPreviewBody,
  type LocaleCode,
} from '@vision/config';
import type { PanelProps } from '../../shared/downloads';
import { useText } from '../../shared/messages';
import { failureText, postJson, toApiError } from '../../shared/transport';
import { SETTINGS_UID } from '../../shared/uids';
import { MAIL_PREVIEW_MESSAGES } from './messages';

const EMAIL_TEXT_KEYS = Object.keys(DEFAULT_TEXTS.emails);
/** A pause in typing before the preview is asked for again. */
const TYPING_PAUSE_MS = 400;

type Answer<T> = { success: true; data: T };

/** The form's e-mail texts as they are now (the group `emails`, only its texts). */
const useFormEmailTexts = (): Record<string, string> => {
  const emails = useForm('MailPreviewPanel', (state) => (state.values as { emails?: unknown }).emails);
  return useMemo(() => {
    const group = (emails ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      EMAIL_TEXT_KEYS.flatMap((key) => (typeof group[key] === 'string' ? [[key, group[key] as string]] : [])),
    );
  }, [emails]);
};

/** The value after it has stayed the same for `ms`. */
const useSettled = <T,>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/** The language of the Settings entry open in the editor (one of the call's, config's locales.ts). */
const useContentLocale = (): LocaleCode | undefined => {
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: unknown } } }>();
  const locale = query?.plugins?.i18n?.locale;
  return isLocale(locale) ? locale : undefined;
};

const MailPreviewContent = () => {
  const text = useText(MAIL_PREVIEW_MESSAGES);
  const { toggleNotification } = useNotification();
  const [kind, setKind] = useState<MailPreviewKind>('confirmation');
  const locale = useContentLocale();
  const texts = useSettled(useFormEmailTexts(), TYPING_PAUSE_MS);
  const body: MailPreviewBody = { kind, ...(locale ? { locale } : {}), texts };

  const preview = useQuery(
    ['vision', 'mail-preview', body],
    () => postJson<Answer<MailPreview>>('/api/settings/email-preview', body).then((answer) => answer.data),
    { keepPreviousData: true, retry: false, refetchOnWindowFocus: false },
  );

  const testSend = useMutation(
    () => postJson<Answer<{ to: string }>>('/api/settings/email-test', body).then((answer) => answer.data),
    {
      onSuccess: ({ to }) => toggleNotification({ type: 'success', message: text('vision.mail-preview.sent', { to }) }),
      onError: (error) =>
        toggleNotification({
          type: 'danger',
          message: toApiError(error).status === 429 ? text('vision.mail-preview.too-many') : failureText(error),
        }),
    },
  );

  const mail = preview.data;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Field.Root name="mail-preview-kind" id="mail-preview-kind">
        <Field.Label>{text('vision.mail-preview.kind')}</Field.Label>
        <SingleSelect value={kind} onChange={(value: string | number) => setKind(value as MailPreviewKind)}>
          {MAIL_PREVIEW_KINDS.map((option) => (
            <SingleSelectOption key={option} value={option}>
              {text(`vision.mail-preview.kind.${option}`)}
            </SingleSelectOption>
          ))}
        </SingleSelect>
      </Field.Root>
      <Typography variant="pi" textColor="neutral600">
        {text('vision.mail-preview.sample')}
      </Typography>
      {preview.isError && !mail ? (
        <Typography textColor="danger600" role="alert">
          {failureText(preview.error)}
        </Typography>
      ) : !mail ? (
        <Typography textColor="neutral600" role="status">
          {text('vision.mail-preview.loading')}
        </Typography>
      ) : (
        <>
          <Box>
            <Typography variant="sigma" textColor="neutral600" tag="p">
              {text('vision.mail-preview.subject')}
            </Typography>
            <Typography fontWeight="bold" tag="p" dir="auto" data-mail-subject>
              {mail.subject}
            </Typography>
          </Box>
          <Box borderColor="neutral200" hasRadius overflow="hidden" background="neutral0">
            {/* No scripts, no same origin: the editors' text is shown, never run. */}
            <iframe
              title={text('vision.mail-preview.frame')}
              sandbox=""
              srcDoc={mail.html}
              dir="rtl"
              style={{ display: 'block', width: '100%', height: 360, border: 0, background: '#fff' }}
            />
          </Box>
        </>
      )}
      <Button
        fullWidth
        variant="secondary"
        startIcon={<Mail />}
        loading={testSend.isLoading}
        disabled={!mail}
        onClick={() => testSend.mutate()}
      >
        {text('vision.mail-preview.send')}
      </Button>
    </Flex>
  );
};

export const MailPreviewPanel = ({ model }: PanelProps) => {
  const text = useText(MAIL_PREVIEW_MESSAGES);
  const publishes = usePublishesSettings('MailPreviewPanel');
  if (model !== SETTINGS_UID || !publishes) return null;
  return { title: text('vision.mail-preview.title'), content: <MailPreviewContent /> };
};
