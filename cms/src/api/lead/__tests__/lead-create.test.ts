import fs from 'node:fs';
import path from 'node:path';
import { freshToken } from '../../../../tests/fake-siteverify';
import {
  docBytes,
  docxBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  validContact,
  validLeadFields,
} from '../../../../tests/lead-fixtures';
import {
  BIDI_CONTROLS,
  countLeads,
  expectFailure,
  expectStorageConsistent,
  findLead,
  plainContacts,
  postLead,
  REFERENCE,
  sha256,
  useLeadCms,
} from '../../../../tests/lead-requests';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('POST /api/leads/create: a visitor sends a vision proposal', () => {
  const context = useLeadCms();

  /** The stored lead's attachment is exactly the bytes sent, under a random name inside the uploads folder. */
  const expectStoredFile = (lead: Record<string, unknown>, bytes: Buffer) => {
    const key = String(lead.attachmentKey);
    expect(key).not.toMatch(/[/\\]|\.\./);
    const stored = path.join(context.uploadsDir, key);
    expect(path.dirname(path.resolve(stored))).toBe(path.resolve(context.uploadsDir));
    expect(fs.readFileSync(stored).equals(bytes)).toBe(true);
  };

  it('stores the lead with its contacts and attachment, and answers its reference', async () => {
    const contacts = [
      validContact(),
      validContact({ fullName: 'ישראל ישראלי', role: 'יזם', phoneNumber: '036123456', email: 'israel@example.com' }),
      validContact({ fullName: '', role: '', phoneNumber: '', email: 'third@example.org' }),
    ];
    const file = pdfBytes(20_000);
    const token = freshToken();

    const answer = await postLead(context.app, { contacts, file: { filename: 'file.pdf', content: file }, token });

    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ success: true, reference: expect.stringMatching(REFERENCE) });
    const lead = await findLead(context.app, answer.body.reference);
    expect(lead).toMatchObject({
      visionPresenters: 'ישראל ישראלי, שרה כהן',
      visionSubmissionArea: 'economy',
      confirmation: true,
      attachmentName: 'file.pdf',
      attachmentType: PDF,
      attachmentSha256: sha256(file),
    });
    expect(Number(lead.attachmentSize)).toBe(file.length);
    expect(Number(lead.recaptchaScore)).toBeCloseTo(0.9);
    expect(plainContacts(lead.contacts)).toEqual(contacts);
    expect(lead.attachmentKey).not.toContain('file.pdf');
    expectStoredFile(lead, file);
    expect(context.fake.requests.find((request) => request.response === token)).toMatchObject({
      method: 'POST',
      secret: 'test-secret',
      contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
    });
    await expectStorageConsistent(context);
  });

  it('gives every lead its own reference', async () => {
    const first = await postLead(context.app);
    const second = await postLead(context.app);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.reference).not.toBe(second.body.reference);
  });

  it('keeps no raw IP address of the visitor', async () => {
    const answer = await postLead(context.app);
    expect(answer.status).toBe(201);

    const lead = await findLead(context.app, answer.body.reference);
    expect(JSON.stringify(lead)).not.toMatch(/127\.0\.0\.1|::1|::ffff:/);
  });

  it.each([
    ['a PDF', 'file.pdf', pdfBytes(), PDF, /^file\.pdf$/],
    ['a PDF with an upper-case extension', 'file.PDF', pdfBytes(), PDF, /^file\.pdf$/i],
    ['a PNG image', 'file.png', pngBytes(), 'image/png', /^file\.png$/],
    ['a JPEG image named .jpg', 'file.jpg', jpegBytes(), 'image/jpeg', /^file\.jpg$/],
    ['a JPEG image named .jpeg', 'file.jpeg', jpegBytes(), 'image/jpeg', /^file\.jpe?g$/],
    ['a Word document (docx)', 'file.docx', docxBytes(), DOCX, /^file\.docx$/],
    ['an old Word document (doc)', 'file.doc', docBytes(), 'application/msword', /^file\.doc$/],
  ])('accepts %s and records its detected type', async (_kind, filename, content, mime, displayName) => {
    const answer = await postLead(context.app, { file: { filename, content } });

    expect(answer.status).toBe(201);
    const lead = await findLead(context.app, answer.body.reference);
    expect(lead).toMatchObject({ attachmentType: mime, attachmentSha256: sha256(content) });
    expect(lead.attachmentName).toMatch(displayName);
    expect(Number(lead.attachmentSize)).toBe(content.length);
    expectStoredFile(lead, content);
    await expectStorageConsistent(context);
  });

  it('accepts a file of exactly 5 MB (5,242,880 bytes)', async () => {
    const content = pdfBytes(5_242_880);

    const answer = await postLead(context.app, { file: { filename: 'file.pdf', content } });

    expect(answer.status).toBe(201);
    const lead = await findLead(context.app, answer.body.reference);
    expect(Number(lead.attachmentSize)).toBe(5_242_880);
    expect(lead.attachmentSha256).toBe(sha256(content));
    expectStoredFile(lead, content);
  });

  it('accepts five contacts, the most a lead may have', async () => {
    const contacts = Array.from({ length: 5 }, (_, index) => validContact({ email: `person${index}@example.co.il` }));

    const answer = await postLead(context.app, { contacts });

    expect(answer.status).toBe(201);
    const lead = await findLead(context.app, answer.body.reference);
    expect(plainContacts(lead.contacts).map((contact) => contact.email)).toEqual(contacts.map((c) => c.email));
  });

  it('accepts a contact with only an e-mail', async () => {
    const answer = await postLead(context.app, { contacts: [{ email: 'only@example.com' }] });

    expect(answer.status).toBe(201);
    const lead = await findLead(context.app, answer.body.reference);
    expect(plainContacts(lead.contacts)).toEqual([
      { fullName: '', role: '', phoneNumber: '', email: 'only@example.com' },
    ]);
  });

  it('accepts the parts of the form in any order', async () => {
    const fields = validLeadFields();
    const parts = [
      { name: 'recaptchaToken', value: freshToken() },
      { name: 'confirmation', value: fields.confirmation },
      { name: 'contacts', value: fields.contacts },
      { name: 'file', filename: 'file.pdf', content: pdfBytes() },
      { name: 'visionSubmissionArea', value: 'health' },
      { name: 'visionPresenters', value: fields.visionPresenters },
    ];

    const answer = await postLead(context.app, { parts });

    expect(answer.status).toBe(201);
    const lead = await findLead(context.app, answer.body.reference);
    expect(lead.visionSubmissionArea).toBe('health');
  });

  describe('hostile file names', () => {
    it.each([
      ['a path climbing out of the folder', '../../etc/passwd.pdf'],
      ['a Windows path climbing out of the folder', '..\\..\\x.pdf'],
      ['a right-to-left override hiding the real extension', 'file\u202Efdp.pdf'],
      ['every bidi control character', '\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069file.pdf'],
      ['an absolute path', '/tmp/evil.pdf'],
      ['a 1,000-character name', `${'א'.repeat(996)}.pdf`],
    ])('stores a PDF sent with %s under a safe name, inside the uploads folder', async (_name, filename) => {
      const content = pdfBytes();

      const answer = await postLead(context.app, { file: { filename, content } });

      expect(answer.status).toBe(201);
      const lead = await findLead(context.app, answer.body.reference);
      expect(lead.attachmentName).not.toMatch(/[/\\]|\.\./);
      expect(lead.attachmentName).not.toMatch(BIDI_CONTROLS);
      // eslint-disable-next-line no-control-regex -- control characters are what must not be there
      expect(lead.attachmentName).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(lead.attachmentName.length).toBeLessThanOrEqual(200);
      expect(lead.attachmentName).toMatch(/\.pdf$/i);
      expect(lead.attachmentKey).not.toMatch(/passwd|evil|exe/);
      expectStoredFile(lead, content);
      // Nothing was written outside the uploads folder (it sits three levels inside the suite's root).
      await expectStorageConsistent(context);
    });

    // Raw control characters are not allowed in a part header at all (a browser percent-encodes
    // CR and LF), so refusing the malformed form is as good as cleaning the name.
    it.each([
      ['a NUL byte hiding .exe', 'evil.exe\u0000.pdf'],
      ['terminal control characters', 'fi\u0001le\u007f\u001b[31m.pdf'],
    ])('never keeps a name with %s: cleans it or refuses the form', async (_name, filename) => {
      const answer = await postLead(context.app, { file: { filename, content: pdfBytes() } });

      if (answer.status === 201) {
        const lead = await findLead(context.app, answer.body.reference);
        // eslint-disable-next-line no-control-regex -- control characters are what must not be there
        expect(lead.attachmentName).not.toMatch(/[\u0000-\u001f\u007f]/);
        expect(lead.attachmentName).toMatch(/\.pdf$/);
      } else {
        expectFailure(answer, 400, 'VALIDATION_FAILED');
      }
      await expectStorageConsistent(context);
    });

    it('keeps a Hebrew file name readable', async () => {
      const answer = await postLead(context.app, { file: { filename: 'חזון המדינה.pdf', content: pdfBytes() } });

      expect(answer.status).toBe(201);
      const lead = await findLead(context.app, answer.body.reference);
      expect(lead.attachmentName).toBe('חזון המדינה.pdf');
    });
  });

  describe('retries with an Idempotency-Key', () => {
    it('answers a retry with the first answer and never stores a second lead', async () => {
      const key = `retry-${Date.now()}-abcdef`;
      const file = pdfBytes(15_000);
      const before = await countLeads(context.app);

      const first = await postLead(context.app, { idempotencyKey: key, file: { filename: 'file.pdf', content: file } });
      const retry = await postLead(context.app, { idempotencyKey: key, file: { filename: 'file.pdf', content: file } });

      expect(first.status).toBe(201);
      expect({ status: retry.status, body: retry.body }).toEqual({ status: 201, body: first.body });
      expect(await countLeads(context.app)).toBe(before + 1);
      const lead = await findLead(context.app, first.body.reference);
      expect(lead.idempotencyKey).toBe(key);
      await expectStorageConsistent(context);
    });

    it('treats different keys as different submissions', async () => {
      const first = await postLead(context.app, { idempotencyKey: 'submission-aaaaaaaa' });
      const second = await postLead(context.app, { idempotencyKey: 'submission-bbbbbbbb' });

      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.body.reference).not.toBe(second.body.reference);
    });
  });

  describe('when submissions are closed', () => {
    const setClosed = async (isClosed: boolean) => {
      const documents = context.app.documents('api::setting.setting');
      const entry = await documents.findFirst({ locale: 'he' });
      await documents.update({ documentId: entry!.documentId, locale: 'he', data: { isClosed } } as never);
    };

    afterEach(() => setClosed(false));

    it('refuses a valid lead with 403 SUBMISSIONS_CLOSED and stores nothing', async () => {
      await setClosed(true);
      const before = await countLeads(context.app);

      const answer = await postLead(context.app);

      expectFailure(answer, 403, 'SUBMISSIONS_CLOSED');
      expect(await countLeads(context.app)).toBe(before);
      await expectStorageConsistent(context);
    });

    it('accepts leads again the moment an editor reopens', async () => {
      await setClosed(true);
      expectFailure(await postLead(context.app), 403, 'SUBMISSIONS_CLOSED');

      await setClosed(false);

      expect((await postLead(context.app)).status).toBe(201);
    });
  });
});
