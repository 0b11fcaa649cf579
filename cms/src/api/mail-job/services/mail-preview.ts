// The e-mails editors see before they are sent (README.md, "E-mail"): POST /api/settings/email-preview
// renders one with the saved draft's texts, overlaid by the panel's unsaved ones, and a sample lead
// (lib/mail/mail-preview.ts, on the outbox's own templates); POST /api/settings/email-test queues the
// very same message in the outbox to the signed-in account's own address, at most
// MAIL_TEST_PER_HOUR an hour per account, counted in the shared store for every instance.

import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, isLocale, MAIL_TEST_PER_HOUR, type LocaleCode } from '@vision/config';
import type { AdminCaller } from '../../../lib/auth/admin-caller';
import { appConfig } from '../../../lib/config/app-config';
import { ApiError } from '../../../lib/http/api-error';
import { previewMail } from '../../../lib/mail/mail-preview';
import { enqueueTestMail } from '../../../lib/mail/outbox';
import { completedMailTexts, type StoredSettings } from '../../../lib/publishing/settings-payload';
import type { MailMessage } from '../../../lib/mail/templates';
import type { RateLimiter } from '../../../lib/rate-limit/shared-limiter';
import { sharedStoreOf } from '../../../lib/shared-state/strapi-store';
import { getService } from '../../../lib/strapi/services';
import { SETTINGS_UID } from '../../../lib/uids';
import type { MailPreviewRequest } from '../validation/mail-preview-input';

const HOUR_MS = 60 * 60 * 1000;

const mailPreview = ({ strapi }: { strapi: Core.Strapi }) => {
  let limiter: RateLimiter | null = null;
  // Made on first use: the shared store is opened from the configuration, after register().
  const testSends = () =>
    (limiter ??= sharedStoreOf(strapi).limiter({
      name: 'mail-test',
      max: MAIL_TEST_PER_HOUR,
      windowMs: HOUR_MS,
      onStoreUnavailable: () =>
        strapi.log.warn('[rate-limit] the shared store does not answer: test e-mails are counted per instance'),
    }));

  const publicUrl = () => {
    const server = appConfig(strapi, 'server');
    return String(server.url || server.absoluteUrl || '').replace(/\/+$/, '');
  };

  const defaultLocale = async (): Promise<LocaleCode> => {
    const found: unknown = await strapi.plugin('i18n').service('locales').getDefaultLocale();
    return isLocale(found) ? found : DEFAULT_LOCALE;
  };

  const draftOf = async (locale: LocaleCode) =>
    (await strapi.documents(SETTINGS_UID).findFirst({
      locale,
      status: 'draft',
      populate: { emails: true, areas: true },
    } as never)) as StoredSettings | null;

  /**
   * The draft's e-mail texts with the panel's unsaved ones on top, completed as the outbox completes
   * the published ones (completedMailTexts): the visitor's confirmation in the entry's language and
   * direction, the staff's mails in the default language, as they are sent (the unsaved texts count
   * only when that is the entry open).
   */
  const render = async ({ kind, locale: asked, texts }: MailPreviewRequest): Promise<MailMessage> => {
    const main = await defaultLocale();
    const entry = isLocale(asked) ? asked : main;
    const locale = kind === 'confirmation' ? entry : main;
    const draft = await draftOf(locale);
    const own = {
      ...draft,
      emails: { ...((draft?.emails as object | undefined) ?? {}), ...(locale === entry ? texts : {}) },
    };
    const fallback = locale === main ? null : await draftOf(main);
    const { texts: emails, areaLabels } = completedMailTexts(locale, own, fallback);
    return previewMail(kind, emails, { areaLabels, publicUrl: publicUrl(), now: new Date(), locale });
  };

  return {
    preview: render,

    /** Queues the previewed message to the caller's own address; answers that address. */
    async sendTest(request: MailPreviewRequest, caller: AdminCaller): Promise<{ to: string }> {
      if (caller.kind !== 'admin') throw new ApiError(403, 'FORBIDDEN', 'You may not do this.');
      const decision = await testSends().take(`account:${caller.id}`);
      if (!decision.allowed) {
        throw new ApiError(429, 'RATE_LIMITED', 'Too many test e-mails; try again later.', undefined, {
          'Retry-After': String(decision.retryAfterSeconds),
        });
      }
      const message = await render(request);
      await enqueueTestMail(strapi, caller.email, message);
      await getService(strapi, 'audit-trail').record(caller, 'email-test', {
        details: { kind: request.kind, locale: request.locale ?? (await defaultLocale()) },
      });
      return { to: caller.email };
    },
  };
};

export default mailPreview;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'mail-preview': ReturnType<typeof mailPreview>;
  }
}
