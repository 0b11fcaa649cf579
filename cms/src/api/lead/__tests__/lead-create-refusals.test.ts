import { randomBytes } from 'node:crypto';
import { freshToken } from '../../../../tests/fake-siteverify';
import {
  docBytes,
  docxBytes,
  exeBytes,
  htmlBytes,
  jpegBytes,
  pdfBytes,
  plainZipBytes,
  pngBytes,
  svgBytes,
  validContact,
  validLeadFields,
} from '../../../../tests/lead-fixtures';
import {
  countLeads,
  expectFailure,
  expectStorageConsistent,
  leadParts,
  postLead,
  send,
  type Answer,
  type LeadRequest,
  type Part,
  useLeadCms,
} from '../../../../tests/lead-requests';

const HEBREW_LETTERS = 'אבגדהוזחטיכלמנסעפצקרשת';
const hebrew = (length: number) =>
  Array.from({ length }, (_, index) => HEBREW_LETTERS[index % HEBREW_LETTERS.length]).join('');

/** A valid address of exactly 255 characters (the cap is 254): 64 + '@' + 190. */
const EMAIL_255 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.il`;

/** Contacts as a raw JSON string, for keys that JSON.stringify would not write as own keys. */
const rawContacts = (extraKey: string) =>
  `[{"fullName":"שרה כהן","${extraKey}":{"isAdmin":true},"phoneNumber":"0501234567","email":"sara@example.co.il"}]`;

/** The valid parts with one text part sent twice. */
const withDuplicate = (name: string): LeadRequest => {
  const parts = leadParts();
  const part = parts.find((candidate) => candidate.name === name)!;
  return { parts: [...parts, { ...part }] };
};

const file = (filename: string, content: Buffer, contentType?: string): LeadRequest => ({
  file: { filename, content, contentType },
});

type Refusal = [description: string, request: LeadRequest, fields?: Record<string, unknown>];

const VALIDATION_FAILURES: Refusal[] = [
  ['no visionPresenters', { fields: { visionPresenters: undefined } }, { visionPresenters: 'REQUIRED' }],
  ['an empty visionPresenters', { fields: { visionPresenters: '' } }, { visionPresenters: 'REQUIRED' }],
  ['no contacts field', { fields: { contacts: undefined } }, { contacts: 'REQUIRED' }],
  ['an empty contact list', { contacts: [] }, { contacts: 'MIN_LENGTH_ARRAY' }],
  [
    'six contacts',
    { contacts: Array.from({ length: 6 }, (_, i) => validContact({ email: `p${i}@example.com` })) },
    { contacts: 'MAX_LENGTH_ARRAY' },
  ],
  [
    'contacts that are not JSON',
    { fields: { contacts: '[{email: sara@example.co.il' } },
    { contacts: 'INVALID_FORMAT' },
  ],
  [
    'contacts that are one object, not a list',
    { fields: { contacts: JSON.stringify(validContact()) } },
    { contacts: 'INVALID_FORMAT' },
  ],
  ['contacts that are a JSON string', { fields: { contacts: '"sara@example.co.il"' } }, { contacts: 'INVALID_FORMAT' }],
  ['a contact that is a string', { contacts: ['sara@example.co.il'] }, { 'contacts[0]': 'INVALID_FORMAT' }],
  ['a contact that is null', { contacts: [null] }, { 'contacts[0]': 'INVALID_FORMAT' }],
  ['a contact that is a list', { contacts: [[validContact()]] }, { 'contacts[0]': 'INVALID_FORMAT' }],
  [
    'a contact with an unknown key',
    { contacts: [{ ...validContact(), isAdmin: true }] },
    { 'contacts[0]': 'INVALID_FORMAT' },
  ],
  [
    'a contact with a __proto__ key',
    { fields: { contacts: rawContacts('__proto__') } },
    { 'contacts[0]': 'INVALID_FORMAT' },
  ],
  [
    'a contact with a constructor key',
    { fields: { contacts: rawContacts('constructor') } },
    { 'contacts[0]': 'INVALID_FORMAT' },
  ],
  [
    'a contact with a prototype key',
    { fields: { contacts: rawContacts('prototype') } },
    { 'contacts[0]': 'INVALID_FORMAT' },
  ],
  [
    'a second contact with an unknown key',
    { contacts: [validContact(), { ...validContact({ email: 'b@example.com' }), id: 7 }] },
    { 'contacts[1]': 'INVALID_FORMAT' },
  ],
  [
    'a contact without an e-mail',
    { contacts: [{ fullName: 'שרה כהן', role: 'מנהלת', phoneNumber: '0501234567' }] },
    { 'contacts[0].email': 'REQUIRED' },
  ],
  ['an incomplete e-mail', { contacts: [validContact({ email: 'sara@' })] }, { 'contacts[0].email': 'INVALID_EMAIL' }],
  [
    'an e-mail with markup',
    { contacts: [validContact({ email: '<script>@example.com' })] },
    { 'contacts[0].email': 'INVALID_EMAIL' },
  ],
  ['an e-mail that is a number, not text', { contacts: [{ ...validContact(), email: 12345 }] }],
  [
    'a phone number of 8 digits',
    { contacts: [validContact({ phoneNumber: '05012345' })] },
    { 'contacts[0].phoneNumber': 'MIN_LENGTH_PHONE' },
  ],
  [
    'a phone number of 11 digits',
    { contacts: [validContact({ phoneNumber: '05012345678' })] },
    { 'contacts[0].phoneNumber': 'MAX_LENGTH_PHONE' },
  ],
  [
    'a phone number with letters',
    { contacts: [validContact({ phoneNumber: '05012345ab' })] },
    { 'contacts[0].phoneNumber': 'INVALID_CHARACTERS' },
  ],
  ['an unknown area', { fields: { visionSubmissionArea: 'sports' } }, { visionSubmissionArea: 'REQUIRED' }],
  ['no area', { fields: { visionSubmissionArea: undefined } }, { visionSubmissionArea: 'REQUIRED' }],
  ['confirmation "false"', { fields: { confirmation: 'false' } }, { confirmation: 'REQUIRED' }],
  ['confirmation "yes"', { fields: { confirmation: 'yes' } }, { confirmation: 'REQUIRED' }],
  ['no confirmation', { fields: { confirmation: undefined } }, { confirmation: 'REQUIRED' }],
  [
    'presenters with a script tag',
    { fields: { visionPresenters: '<script>alert(1)</script>' } },
    { visionPresenters: 'XSS' },
  ],
  [
    'presenters with an image that runs script',
    { fields: { visionPresenters: '<img src=x onerror=alert(1)>' } },
    { visionPresenters: 'XSS' },
  ],
  [
    // Names are written in Hebrew, Arabic or Latin letters (config/src/lead-schema.ts); digits are no name.
    'presenters with digits',
    { fields: { visionPresenters: 'Team 3' } },
    { visionPresenters: 'INVALID_CHARACTERS' },
  ],
  ['presenters of 301 characters', { fields: { visionPresenters: hebrew(301) } }, { visionPresenters: 'MAX_LENGTH' }],
  ['presenters of 1 MB', { fields: { visionPresenters: 'א'.repeat(524_288) } }, { visionPresenters: 'MAX_LENGTH' }],
  [
    'a full name with digits and an underscore',
    { contacts: [validContact({ fullName: 'Sara_1' })] },
    { 'contacts[0].fullName': 'INVALID_CHARACTERS' },
  ],
  [
    'a full name of 101 characters',
    { contacts: [validContact({ fullName: hebrew(101) })] },
    { 'contacts[0].fullName': 'MAX_LENGTH' },
  ],
  [
    'a role of 101 characters',
    { contacts: [validContact({ role: hebrew(101) })] },
    { 'contacts[0].role': 'MAX_LENGTH' },
  ],
  [
    'an e-mail of 255 characters',
    { contacts: [validContact({ email: EMAIL_255 })] },
    { 'contacts[0].email': 'MAX_LENGTH' },
  ],
  ['visionPresenters sent twice', withDuplicate('visionPresenters'), { visionPresenters: 'INVALID_FORMAT' }],
  ['confirmation sent twice', withDuplicate('confirmation'), { confirmation: 'INVALID_FORMAT' }],
  ['no file', { file: null }, { file: 'REQUIRED' }],
  [
    'two files',
    { extraParts: [{ name: 'file', filename: 'file.pdf', content: pdfBytes() }] },
    { file: 'INVALID_FORMAT' },
  ],
  ['an Idempotency-Key that is too short', { idempotencyKey: 'short' }],
  ['an Idempotency-Key that is too long', { idempotencyKey: 'k'.repeat(101) }],
  ['an Idempotency-Key with spaces', { idempotencyKey: 'my key with spaces' }],
  ['an Idempotency-Key that is a path', { idempotencyKey: '../../etc/passwd' }],
];

const UNKNOWN_FIELDS: Refusal[] = [
  ['an extra text field', { extraParts: [{ name: 'isAdmin', value: 'true' }] }],
  ['a field naming a stored column', { extraParts: [{ name: 'attachmentKey', value: '../../../etc/passwd' }] }],
  ['a field named __proto__', { extraParts: [{ name: '__proto__', value: '{"polluted":true}' }] }],
  ['Strapi-style nested data', { extraParts: [{ name: 'data[reference]', value: 'VN-AAAA-AAAA' }] }],
  [
    'a file under another name',
    { extraParts: [{ name: 'avatar', filename: 'avatar.png', content: pngBytes() } as Part] },
  ],
];

const REFUSED_FILES: Refusal[] = [
  ['an HTML page named .pdf', file('file.pdf', htmlBytes(), 'application/pdf')],
  ['a Windows program named .jpg', file('file.jpg', exeBytes(), 'image/jpeg')],
  ['a real PNG named .pdf', file('file.pdf', pngBytes(), 'application/pdf')],
  ['a JPEG named .png', file('file.png', jpegBytes(), 'image/png')],
  ['an SVG image', file('file.svg', svgBytes())],
  ['an SVG image named .png', file('file.png', svgBytes(), 'image/png')],
  ['a plain zip renamed .docx', file('file.docx', plainZipBytes())],
  ['a Word docx named .doc', file('file.doc', docxBytes())],
  ['an old Word doc named .docx', file('file.docx', docBytes())],
  ['an empty file', file('file.pdf', Buffer.alloc(0))],
  ['a PDF named .exe', file('file.exe', pdfBytes())],
  ['a PDF with no extension', file('file', pdfBytes())],
  ['a PDF whose name hides .exe behind a right-to-left override', file('file\u202Efdp.exe', pdfBytes())],
  ['random bytes named .pdf', file('file.pdf', randomBytes(4096))],
];

describe('POST /api/leads/create: refusing what must not be stored', () => {
  const context = useLeadCms();

  const expectNothingStored = async () => {
    expect(await countLeads(context.app)).toBe(0);
    await expectStorageConsistent(context);
  };

  // Every row padded to three cells: jest would take a missing last argument for a `done` callback.
  const validationFailures = VALIDATION_FAILURES.map(
    ([description, request, fields]) => [description, request, fields ?? null] as const,
  );

  it.each(validationFailures)('refuses %s with 400 VALIDATION_FAILED', async (_description, request, fields) => {
    const answer = await postLead(context.app, request);

    expectFailure(answer, 400, 'VALIDATION_FAILED', fields ?? undefined);
    await expectNothingStored();
  });

  it('is not tricked into changing every object by a __proto__ key', async () => {
    await postLead(context.app, { fields: { contacts: rawContacts('__proto__') } });
    await postLead(context.app, { extraParts: [{ name: '__proto__', value: '{"isAdmin":true}' }] });

    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });

  it.each(UNKNOWN_FIELDS)('refuses %s with 400 UNKNOWN_FIELD', async (_description, request) => {
    const answer = await postLead(context.app, request);

    expectFailure(answer, 400, 'UNKNOWN_FIELD');
    await expectNothingStored();
  });

  it.each(REFUSED_FILES)('refuses %s with 415 INVALID_FORMAT', async (_description, request) => {
    const answer = await postLead(context.app, request);

    expectFailure(answer, 415, 'INVALID_FORMAT', { file: 'INVALID_FORMAT' });
    await expectNothingStored();
  });

  it.each<[string, string, Buffer]>([
    ['JSON', 'application/json', Buffer.from(JSON.stringify({ ...validLeadFields(), recaptchaToken: freshToken() }))],
    [
      'a URL-encoded form',
      'application/x-www-form-urlencoded',
      Buffer.from(new URLSearchParams({ ...validLeadFields(), recaptchaToken: freshToken() }).toString()),
    ],
    ['plain text', 'text/plain', Buffer.from('hello')],
  ])('refuses a body sent as %s, not multipart, with 415', async (_kind, contentType, body) => {
    const answer = await send(context.app, { headers: { 'Content-Type': contentType }, body });

    expectFailure(answer, 415, 'INVALID_FORMAT');
    await expectNothingStored();
  });

  it.each<[string, () => Promise<Answer>]>([
    [
      'a multipart body cut off in the middle of the file',
      () => {
        const boundary = 'cut-off-boundary-1234';
        const parts = leadParts({ file: { filename: 'file.pdf', content: pdfBytes(50_000) } });
        const body = Buffer.from(
          parts
            .filter((part) => !('content' in part))
            .map(
              (part) =>
                `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${(part as { value: string }).value}\r\n`,
            )
            .join('') +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="file.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        );
        return send(context.app, {
          headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
          body: Buffer.concat([body, pdfBytes(50_000).subarray(0, 20_000)]),
        });
      },
    ],
    [
      'a multipart body without a boundary',
      () => send(context.app, { headers: { 'Content-Type': 'multipart/form-data' }, body: Buffer.from('garbage') }),
    ],
    [
      'an empty multipart body',
      () =>
        send(context.app, {
          headers: { 'Content-Type': 'multipart/form-data; boundary=x1y2z3' },
          body: Buffer.alloc(0),
        }),
    ],
  ])('answers %s with a 4xx failure and stores nothing', async (_kind, sendBroken) => {
    const answer = await sendBroken();

    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectFailure(answer, answer.status, answer.body?.error?.code);
    await expectNothingStored();
  });

  it.each(['GET', 'PUT', 'DELETE'])(
    "answers %s on the create route in the contract shape, not Strapi's",
    async (method) => {
      const answer = await send(context.app, { method });

      expect([404, 405]).toContain(answer.status);
      expectFailure(answer, answer.status, answer.body?.error?.code);
      expect(answer.body).not.toHaveProperty('data');
      await expectNothingStored();
    },
  );

  describe('files over 5 MB', () => {
    it('refuses a file one byte over 5,242,880 bytes with 413 FILE_TOO_LARGE', async () => {
      const answer = await postLead(context.app, file('file.pdf', pdfBytes(5_242_881)));

      expectFailure(answer, 413, 'FILE_TOO_LARGE', { file: 'INVALID_SIZE' });
      await expectNothingStored();
    });

    it('refuses a 20 MB upload with 413 FILE_TOO_LARGE', async () => {
      const answer = await postLead(context.app, file('file.pdf', pdfBytes(20 * 1024 * 1024)));

      expectFailure(answer, 413, 'FILE_TOO_LARGE', { file: 'INVALID_SIZE' });
      await expectNothingStored();
    });

    it('refuses a 20 MB upload sent without a Content-Length (chunked) with 413, while it streams', async () => {
      const answer = await postLead(context.app, { ...file('file.pdf', pdfBytes(20 * 1024 * 1024)), chunked: true });

      expectFailure(answer, 413, 'FILE_TOO_LARGE', { file: 'INVALID_SIZE' });
      await expectNothingStored();
    });
  });
});
