// The e-mails seen before they are sent: POST /api/settings/email-preview renders the saved draft's
// texts with the panel's unsaved ones on top; POST /api/settings/email-test delivers that very
// message through the outbox to a real SMTP server on loopback, 10 an hour per account; who may
// call them; and the e-mails' texts are no part of the public settings answer. Both databases
// (TEST_POSTGRES_URL for PostgreSQL).
import type { Core } from '@strapi/strapi';
import { MAIL_PREVIEW_SAMPLE, MAIL_TEST_PER_HOUR, SEEDED_TEXTS } from '@vision/config';
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { eventually, postLead } from '../../../../tests/lead-requests';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { useSmtpCatcher } from '../../../../tests/smtp-catcher';
import { jerusalemDate } from '../../../lib/time/jerusalem';
import { AUDIT_UID, MAIL_JOB_UID, SETTINGS_UID } from '../../../lib/uids';
import { signIn, withCookie, type CookieSession } from '../../auth/__tests__/sessions';

type Who = 'anonymous' | 'editor' | 'leads' | 'super';
type Via = 'bearer' | 'cookie';

const ROLE: Record<Exclude<Who, 'anonymous'>, string> = {
  editor: 'strapi-editor',
  leads: 'leads-manager',
  super: 'strapi-super-admin',
};

const PREVIEW = '/api/settings/email-preview';
const TEST = '/api/settings/email-test';

describe('e-mails seen before they are sent', () => {
  const catcher = useSmtpCatcher();
  const cms = useCms(() => ({ ...catcher.env, AUTH_RATE_LIMIT_MAX: '1000' }));
  const app = (): Core.Strapi => cms.app;
  const tokens: Partial<Record<Who, string>> = {};
  const sessions: Partial<Record<Who, CookieSession>> = {};

  const send = async (who: Who, via: Via, path: string, body: object) => {
    if (who !== 'anonymous' && via === 'cookie') {
      const session = (sessions[who] ??= await signIn(app(), `${who}@vision.test`));
      return withCookie(app(), session, 'post', path).send(body);
    }
    const call = request(app().server.httpServer).post(path);
    if (who !== 'anonymous') call.set('Authorization', `Bearer ${tokens[who]}`);
    return call.send(body);
  };

  const saveDraftEmails = async (emails: Record<string, string>, locale = 'he') => {
    const settings = await app()
      .documents(SETTINGS_UID)
      .findFirst({ locale, populate: { emails: true } });
    await app()
      .documents(SETTINGS_UID)
      .update({
        documentId: settings!.documentId,
        locale,
        data: { emails: { ...(settings as { emails: object }).emails, ...emails } },
      } as never);
  };

  beforeAll(async () => {
    for (const [who, role] of Object.entries(ROLE)) {
      await createAdmin(app(), role, `${who}@vision.test`);
      tokens[who as Who] = await adminToken(app(), `${who}@vision.test`);
    }
  });

  it('renders the saved draft texts with the sample lead, right to left', async () => {
    await saveDraftEmails({ confirmationSubject: 'נשמר בטיוטה: {reference}' });
    const answer = await send('editor', 'bearer', PREVIEW, { kind: 'confirmation' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { subject, html, text } = answer.body.data;
    expect(subject).toBe(`נשמר בטיוטה: ${MAIL_PREVIEW_SAMPLE.reference}`);
    expect(html).toMatch(/<html dir="rtl" lang="he">/);
    for (const part of [html, text]) {
      expect(part).toContain(MAIL_PREVIEW_SAMPLE.fileName);
      expect(part).toContain('חינוך');
    }
  });

  it("overlays the panel's unsaved texts, and refuses a text that is not an e-mail's", async () => {
    const answer = await send('super', 'bearer', PREVIEW, {
      kind: 'staffNotice',
      texts: { staffSubject: 'טרם נשמר {reference}', staffBody: 'גוף <b>חדש</b>\n\nקישור: {link}' },
    });
    expect(answer.status).toBe(200);
    const { subject, html, text } = answer.body.data;
    expect(subject).toBe(`טרם נשמר ${MAIL_PREVIEW_SAMPLE.reference}`);
    expect(text).toContain('גוף <b>חדש</b>');
    expect(html).toContain('גוף &lt;b&gt;חדש&lt;/b&gt;');
    const link = `https://vision.test/admin/content-manager/collection-types/api::lead.lead/${MAIL_PREVIEW_SAMPLE.documentId}`;
    expect(html).toContain(`href="${link}"`);

    const refused = await send('super', 'bearer', PREVIEW, { kind: 'confirmation', texts: { title: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_FAILED', fields: { 'texts.title': 'INVALID_FORMAT' } },
    });
    const badKind = await send('super', 'bearer', PREVIEW, { kind: 'newsletter' });
    expect(badKind.status).toBe(400);
  });

  it("renders the visitor's confirmation in the entry's language and direction, and the staff's mails in Hebrew", async () => {
    await saveDraftEmails({ confirmationSubject: 'مسودة: {reference}' }, 'ar');

    const inArabic = (await send('editor', 'bearer', PREVIEW, { kind: 'confirmation', locale: 'ar' })).body.data;
    expect(inArabic.subject).toBe(`مسودة: ${MAIL_PREVIEW_SAMPLE.reference}`);
    expect(inArabic.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(inArabic.text).toContain(SEEDED_TEXTS.ar.areas.find((area) => area.key === MAIL_PREVIEW_SAMPLE.area)!.label);

    // An English body left empty in the panel is Hebrew's, as the outbox sends it (a text with no
    // translation falls back to Hebrew), in an English message, left to right.
    const inEnglish = (
      await send('editor', 'bearer', PREVIEW, { kind: 'confirmation', locale: 'en', texts: { confirmationBody: '' } })
    ).body.data;
    expect(inEnglish.html).toMatch(/<html dir="ltr" lang="en">/);
    expect(inEnglish.subject).toBe(
      SEEDED_TEXTS.en.texts.emails.confirmationSubject.replace('{reference}', MAIL_PREVIEW_SAMPLE.reference),
    );
    expect(inEnglish.text).toContain('הצעת החזון שלכם בתחום');
    expect(inEnglish.text).toContain(
      SEEDED_TEXTS.en.areas.find((area) => area.key === MAIL_PREVIEW_SAMPLE.area)!.label,
    );

    // The staff are written to in Hebrew whatever entry is open, and the Arabic form's texts do not count.
    const staff = (
      await send('editor', 'bearer', PREVIEW, { kind: 'staffNotice', locale: 'ar', texts: { staffSubject: 'لا' } })
    ).body.data;
    expect(staff.html).toMatch(/<html dir="rtl" lang="he">/);
    expect(staff.subject).not.toBe('لا');
    expect(staff.subject).toMatch(/[\u0590-\u05FF]/);
  });

  it("lists three sample leads in the digest, under today's Israel date", async () => {
    const answer = await send('editor', 'cookie', PREVIEW, { kind: 'digest' });
    expect(answer.status).toBe(200);
    const [year, month, day] = jerusalemDate(Date.now()).split('-').map(Number);
    expect(answer.body.data.subject).toBe(`סיכום יומי: 3 הצעות חזון מ־${day}.${month}.${year}`);
    expect(answer.body.data.html.match(/<li>/g)).toHaveLength(MAIL_PREVIEW_SAMPLE.digestCount);
  });

  it('delivers to the signed-in account exactly the message it previewed, unsaved texts included, and audits it', async () => {
    const body = {
      kind: 'confirmation',
      texts: { confirmationBody: 'ניסיון שלא נשמר: {reference}, {area}, {fileName}' },
    };
    const preview = (await send('editor', 'bearer', PREVIEW, body)).body.data;
    const queued = await send('editor', 'bearer', TEST, body);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ success: true, data: { to: 'editor@vision.test', queued: true } });

    await eventually(() => expect(catcher.smtp.to('editor@vision.test')).toHaveLength(1), 10_000);
    const delivered = catcher.smtp.to('editor@vision.test')[0].parsed;
    expect(delivered.subject).toBe(preview.subject);
    expect(delivered.text).toBe(preview.text);
    expect(delivered.html).toBe(preview.html);

    await eventually(async () => {
      const jobs = await app()
        .db.query(MAIL_JOB_UID)
        .findMany({ where: { kind: 'test' } });
      expect(jobs.map((job: { deliveryStatus: string }) => job.deliveryStatus)).toEqual(['sent']);
    });
    const audited = await app()
      .db.query(AUDIT_UID)
      .findMany({ where: { action: 'email-test' } });
    expect(audited).toEqual([
      expect.objectContaining({ actor: 'editor@vision.test', details: { kind: 'confirmation', locale: 'he' } }),
    ]);
  });

  const cases = (['bearer', 'cookie'] as Via[]).flatMap((via) =>
    (['anonymous', 'editor', 'leads', 'super'] as Who[]).map((who) => [via, who] as const),
  );
  const ALLOWED: Record<Who, boolean> = { anonymous: false, editor: true, leads: false, super: true };

  it.each(cases)('answers the preview and the test send by %s as %s as the matrix says', async (via, who) => {
    const before = await app()
      .db.query(MAIL_JOB_UID)
      .count({ where: { kind: 'test' } });
    const preview = await send(who, via, PREVIEW, { kind: 'staffNotice' });
    const test = await send(who, via, TEST, { kind: 'staffNotice' });
    const expected = who === 'anonymous' ? 401 : ALLOWED[who] ? null : 403;
    expect(preview.status).toBe(expected ?? 200);
    expect(test.status).toBe(expected ?? 202);
    if (expected === 401) expect(test.body.error.code).toBe('UNAUTHORIZED');
    if (expected === 403) expect(test.body.error.code).toBe('FORBIDDEN');
    expect(
      await app()
        .db.query(MAIL_JOB_UID)
        .count({ where: { kind: 'test' } }),
    ).toBe(before + (expected ? 0 : 1));
  });

  it('previews the confirmation a real submission then delivers: the same subject and text but the reference', async () => {
    // What is published is what a visitor is sent: publish the draft the earlier tests changed.
    const settings = await app().documents(SETTINGS_UID).findFirst({ locale: 'he' });
    await app()
      .documents(SETTINGS_UID)
      .publish({ documentId: settings!.documentId, locale: 'he' } as never);
    const preview = (await send('editor', 'bearer', PREVIEW, { kind: 'confirmation' })).body.data;

    const address = 'real.visitor@example.org';
    const answer = await postLead(app(), {
      contacts: [validContact({ email: address })],
      fields: { visionSubmissionArea: MAIL_PREVIEW_SAMPLE.area },
      file: { filename: MAIL_PREVIEW_SAMPLE.fileName, content: pdfBytes(2048) },
    });
    expect(answer.status).toBe(201);
    const reference = answer.body.reference as string;
    await eventually(() => expect(catcher.smtp.to(address)).toHaveLength(1), 20_000);
    const delivered = catcher.smtp.to(address)[0].parsed;
    const asPreviewed = (text: string) => text.split(reference).join(MAIL_PREVIEW_SAMPLE.reference);
    expect(asPreviewed(delivered.subject ?? '')).toBe(preview.subject);
    expect(asPreviewed(delivered.text ?? '').trim()).toBe(preview.text.trim());
  });

  it('refuses a cookie-signed-in test send without the anti-forgery header, and any API token', async () => {
    const session = (sessions.super ??= await signIn(app(), 'super@vision.test'));
    const forged = await withCookie(app(), session, 'post', TEST, null).send({ kind: 'digest' });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('CSRF_TOKEN_INVALID');

    const token = (await app().service('admin::api-token-content-api').create({
      name: 'full token',
      description: '',
      type: 'full-access',
      lifespan: null,
    })) as { accessKey: string };
    for (const path of [PREVIEW, TEST]) {
      const answer = await request(app().server.httpServer)
        .post(path)
        .set('Authorization', `Bearer ${token.accessKey}`)
        .send({ kind: 'digest' });
      expect(answer.status).toBe(403);
    }
  });

  it(`sends at most ${MAIL_TEST_PER_HOUR} test e-mails an hour per account, then 429 with Retry-After`, async () => {
    await createAdmin(app(), 'strapi-editor', 'busy.editor@vision.test');
    const token = await adminToken(app(), 'busy.editor@vision.test');
    const post = () =>
      request(app().server.httpServer).post(TEST).set('Authorization', `Bearer ${token}`).send({ kind: 'digest' });
    for (let sent = 0; sent < MAIL_TEST_PER_HOUR; sent += 1) expect((await post()).status).toBe(202);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const queued = await app()
      .db.query(MAIL_JOB_UID)
      .count({ where: { kind: 'test', recipient: 'busy.editor@vision.test' } });
    expect(queued).toBe(MAIL_TEST_PER_HOUR);
    // Another account's count is its own.
    expect((await send('super', 'bearer', TEST, { kind: 'digest' })).status).toBe(202);
  });

  it('keeps the e-mail texts out of the public settings answer', async () => {
    getSnapshot(app()).invalidate();
    const answer = await request(app().server.httpServer).get('/api/settings/get');
    expect(answer.status).toBe(200);
    for (const texts of Object.values(answer.body.data.texts as Record<string, object>)) {
      expect(texts).not.toHaveProperty('emails');
      expect(texts).toHaveProperty('form');
    }
    expect(answer.text).not.toContain('נשמר בטיוטה');
    expect(answer.text).not.toContain('confirmationSubject');
  });
});

const getSnapshot = (app: Core.Strapi) =>
  app.service('api::setting.settings-snapshot') as unknown as { invalidate: () => void };
