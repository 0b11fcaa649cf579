// A visitor's confirmation in the language they wrote in, end to end: the lead comes through the
// real intake with its locale, the CMS's worker sends through a real SMTP server on loopback, and
// the tests read what arrived. The staff's notification of the same lead stays Hebrew. Both
// databases (TEST_POSTGRES_URL for PostgreSQL).

import { TEXT_GROUP_NAMES } from '@vision/config';
import { validContact } from '../../../../tests/lead-fixtures';
import { eventually, postLead, useLeadCms } from '../../../../tests/lead-requests';
import { useSmtpCatcher } from '../../../../tests/smtp-catcher';
import { SETTINGS_UID } from '../../../lib/uids';

const STAFF = 'staff.locale@vision.test';
const ARABIC_SUBJECT = 'تم استلام اقتراح الرؤية الخاص بكم – المرجع {reference}';
const ARABIC_BODY = 'مرحباً،\n\nتم استلام اقتراحكم في مجال "{area}" مع الملف "{fileName}".\n\nرقم المرجع: {reference}.';
const ARABIC_ECONOMY = 'الاقتصاد';

/** A stored entry's texts without the ids of its components: written again as a new language's. */
const withoutIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, item]) => [key, withoutIds(item)]),
  );
};

describe("a visitor's e-mail in the lead's language", () => {
  const catcher = useSmtpCatcher();
  const context = useLeadCms(catcher.env);
  const app = () => context.app;

  beforeAll(async () => {
    // The languages and the Arabic entry as an editor would have them (the CMS's start creates the
    // locales once the call opens in them; created here when it does not).
    const locales = app().plugin('i18n').service('locales');
    const codes = ((await locales.find()) as { code: string }[]).map((locale) => locale.code);
    for (const [code, name] of [
      ['ar', 'Arabic (ar)'],
      ['en', 'English (en)'],
    ]) {
      if (!codes.includes(code)) await locales.create({ code, name });
    }
    const documents = app().documents(SETTINGS_UID);
    const hebrew = (await documents.findFirst({ locale: 'he', populate: '*' } as never)) as unknown as Record<
      string,
      unknown
    > & { documentId: string };
    const texts = Object.fromEntries(TEXT_GROUP_NAMES.map((group) => [group, withoutIds(hebrew[group])]));
    const areas = (withoutIds(hebrew.areas) as { key: string; label: string }[]).map((area) =>
      area.key === 'economy' ? { ...area, label: ARABIC_ECONOMY } : area,
    );
    const emails = texts.emails as Record<string, string>;
    await documents.update({
      documentId: hebrew.documentId,
      locale: 'ar',
      data: {
        ...texts,
        emails: { ...emails, confirmationSubject: ARABIC_SUBJECT, confirmationBody: ARABIC_BODY },
        areas,
      },
    } as never);
    await documents.publish({ documentId: hebrew.documentId, locale: 'ar' } as never);
    // After the Arabic entry: a language's save writes the fields all languages share, these among them.
    await documents.update({
      documentId: hebrew.documentId,
      locale: 'he',
      data: { staffEmails: STAFF, staffNotification: 'perLead' },
    } as never);
    app().service('api::setting.settings-snapshot').invalidate();
  });

  const submit = async (email: string, locale?: string) => {
    const answer = await postLead(app(), {
      fields: { visionSubmissionArea: 'economy' },
      contacts: [validContact({ email })],
      extraParts: locale ? [{ name: 'locale', value: locale }] : [],
    });
    expect(answer.status).toBe(201);
    return answer.body.reference as string;
  };

  it('sends an Arabic visitor the Arabic texts, right to left, with a plain-text part, and the staff Hebrew', async () => {
    const reference = await submit('arabic.visitor@example.org', 'ar');
    await eventually(() => {
      expect(catcher.smtp.to('arabic.visitor@example.org')).toHaveLength(1);
      expect(catcher.smtp.to(STAFF).filter((mail) => mail.parsed.text?.includes(reference))).toHaveLength(1);
    }, 10_000);

    const mail = catcher.smtp.to('arabic.visitor@example.org')[0].parsed;
    expect(mail.subject).toBe(`تم استلام اقتراح الرؤية الخاص بكم – المرجع ${reference}`);
    expect(mail.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(mail.html).toContain('text-align: right;');
    expect(mail.text).toContain(`رقم المرجع: ${reference}.`);
    expect(mail.text).toContain(`"${ARABIC_ECONOMY}"`);
    expect(mail.text).not.toMatch(/[<>]/);

    const staff = catcher.smtp.to(STAFF).find((caught) => caught.parsed.text?.includes(reference))!.parsed;
    expect(staff.subject).toBe(`הצעת חזון חדשה: ${reference} (כלכלה)`);
    expect(staff.html).toMatch(/<html dir="rtl" lang="he">/);
  });

  it('sends an English visitor a left-to-right page in English', async () => {
    const reference = await submit('english.visitor@example.org', 'en');
    await eventually(() => expect(catcher.smtp.to('english.visitor@example.org')).toHaveLength(1), 10_000);
    const mail = catcher.smtp.to('english.visitor@example.org')[0].parsed;
    expect(mail.html).toMatch(/<html dir="ltr" lang="en">/);
    expect(mail.html).toContain('<body dir="ltr" style="direction: ltr; text-align: left;');
    expect(mail.text).toContain(reference);
  });

  it('sends a visitor whose form named no language the Hebrew confirmation', async () => {
    const reference = await submit('hebrew.visitor@example.org');
    await eventually(() => expect(catcher.smtp.to('hebrew.visitor@example.org')).toHaveLength(1), 10_000);
    const mail = catcher.smtp.to('hebrew.visitor@example.org')[0].parsed;
    expect(mail.subject).toBe(`הצעת החזון שלכם התקבלה – אסמכתה ${reference}`);
    expect(mail.html).toMatch(/<html dir="rtl" lang="he">/);
    expect(mail.text).toContain('כלכלה');
  });
});
