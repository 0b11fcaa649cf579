import fs from 'node:fs';
import path from 'node:path';
import { freshToken } from '../../../../tests/fake-siteverify';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import {
  countLeads,
  expectFailure,
  expectStorageConsistent,
  hasQuarantine,
  plainContacts,
  postLead,
  quarantinedLeads,
  sha256,
  useLeadCms,
  type LeadRequest,
} from '../../../../tests/lead-requests';

describe('POST /api/leads/create: the reCAPTCHA check', () => {
  const context = useLeadCms();

  afterEach(() => context.fake.setMode('normal'));

  it.each<[string, LeadRequest]>([
    ['no token', { token: null }],
    ['an empty token', { token: '' }],
    ['a token Google refuses', { token: freshToken('fail') }],
    ['a token made for another action', { token: freshToken('action-login') }],
  ])('refuses a lead with %s with 403 BOT_CHECK_FAILED', async (_description, request) => {
    const before = await countLeads(context.app);

    const answer = await postLead(context.app, request);

    expectFailure(answer, 403, 'BOT_CHECK_FAILED');
    expect(await countLeads(context.app)).toBe(before);
    await expectStorageConsistent(context);
  });

  it('refuses a token used a second time', async () => {
    const token = freshToken();
    const first = await postLead(context.app, { token });
    expect(first.status).toBe(201);
    const before = await countLeads(context.app);

    const replay = await postLead(context.app, { token });

    expectFailure(replay, 403, 'BOT_CHECK_FAILED');
    expect(await countLeads(context.app)).toBe(before);
    await expectStorageConsistent(context);
  });

  it('refuses a low score and keeps the attempt in quarantine, never as a lead', async () => {
    const contacts = [validContact({ email: 'quarantine@example.co.il' })];
    const content = pdfBytes(12_345);
    const leadsBefore = await countLeads(context.app);
    const quarantinedBefore = (await quarantinedLeads(context.app)).length;

    const answer = await postLead(context.app, {
      contacts,
      token: freshToken('low'),
      file: { filename: 'file.pdf', content },
    });

    expectFailure(answer, 403, 'BOT_CHECK_FAILED');
    expect(await countLeads(context.app)).toBe(leadsBefore);
    expect(hasQuarantine(context.app)).toBe(true);
    const quarantined = await quarantinedLeads(context.app);
    expect(quarantined).toHaveLength(quarantinedBefore + 1);
    const attempt = quarantined.find((row: { attachmentSha256?: string }) => row.attachmentSha256 === sha256(content));
    expect(attempt).toMatchObject({
      visionPresenters: 'ישראל ישראלי, שרה כהן',
      visionSubmissionArea: 'economy',
      attachmentName: 'file.pdf',
      attachmentType: 'application/pdf',
      reason: expect.any(String),
    });
    expect(attempt.reason.length).toBeGreaterThan(0);
    expect(Number(attempt.attachmentSize)).toBe(content.length);
    expect(Number(attempt.recaptchaScore)).toBeCloseTo(0.1);
    expect(plainContacts(attempt.contacts)).toEqual(contacts);
    expect(fs.readFileSync(path.join(context.uploadsDir, attempt.attachmentKey)).equals(content)).toBe(true);
    await expectStorageConsistent(context);
  });

  it('accepts a lead again once a good token comes', async () => {
    expect((await postLead(context.app, { token: freshToken('fail') })).status).toBe(403);

    expect((await postLead(context.app)).status).toBe(201);
  });

  describe('when Google cannot be reached', () => {
    it.each<['down' | 'reset' | 'slow', string]>([
      ['down', 'refuses connections'],
      ['reset', 'drops connections'],
      ['slow', 'does not answer within RECAPTCHA_TIMEOUT_MS'],
    ])('answers 503 BOT_CHECK_UNAVAILABLE at once when siteverify %s (%s)', async (mode) => {
      await context.fake.setMode(mode);
      const before = await countLeads(context.app);

      const answer = await postLead(context.app);

      expectFailure(answer, 503, 'BOT_CHECK_UNAVAILABLE');
      expect(answer.ms).toBeLessThan(4000);
      expect(await countLeads(context.app)).toBe(before);
      await expectStorageConsistent(context);
    });

    it('works again as soon as siteverify is back', async () => {
      await context.fake.setMode('down');
      expectFailure(await postLead(context.app), 503, 'BOT_CHECK_UNAVAILABLE');

      await context.fake.setMode('normal');

      expect((await postLead(context.app)).status).toBe(201);
    });
  });
});
