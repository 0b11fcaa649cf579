import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createLeadSchema, initialLeadValues, validateLead, type LeadValues } from '../lead-schema';
import { FILE_MAX_BYTES } from '../limits';

const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
const schema = createLeadSchema({ sanitize: (value) => purify.sanitize(value) });

const validLead = (): LeadValues => ({
  visionPresenters: 'ישראל ישראלי, שרה כהן',
  contacts: [{ fullName: 'שרה כהן', role: 'מנהלת', phoneNumber: '0501234567', email: 'sara@example.co.il' }],
  visionSubmissionArea: 'economy',
  file: { name: 'חזון.pdf', size: 120_000 },
  confirmation: true,
});

const errorsOf = (change: (lead: LeadValues) => void) => {
  const lead = validLead();
  change(lead);
  return validateLead(schema, lead);
};

describe('the lead schema', () => {
  it('accepts a complete lead', async () => {
    expect(await validateLead(schema, validLead())).toEqual({});
  });

  it('reports every required field of the empty form', async () => {
    expect(await validateLead(schema, initialLeadValues())).toEqual({
      visionPresenters: 'REQUIRED',
      'contacts[0].email': 'REQUIRED',
      visionSubmissionArea: 'REQUIRED',
      file: 'REQUIRED',
      confirmation: 'REQUIRED',
    });
  });

  describe('visionPresenters', () => {
    it('is required', async () => {
      expect(await errorsOf((lead) => (lead.visionPresenters = ''))).toEqual({ visionPresenters: 'REQUIRED' });
    });
    it('refuses markup a sanitiser would change, with the xss key', async () => {
      expect(await errorsOf((lead) => (lead.visionPresenters = '<img src=x onerror=alert(1)>'))).toEqual({
        visionPresenters: 'XSS',
      });
    });
    it("accepts Hebrew letters, spaces and , . ' -", async () => {
      expect(await errorsOf((lead) => (lead.visionPresenters = "צוות א' - בן-דוד, לוי."))).toEqual({});
    });
    it('accepts names in Arabic and Latin letters too', async () => {
      expect(await errorsOf((lead) => (lead.visionPresenters = 'فريق الجليل، أبو-غوش'))).toEqual({});
      expect(await errorsOf((lead) => (lead.visionPresenters = "The O'Neil-Cohen team, José"))).toEqual({});
    });
    it('refuses markup and digits in every script', async () => {
      for (const value of ['John <script>', 'فريق<b>', 'צוות 3', 'Team "1"']) {
        expect(await errorsOf((lead) => (lead.visionPresenters = value))).toEqual({
          visionPresenters: value.includes('<') ? 'XSS' : 'INVALID_CHARACTERS',
        });
      }
    });
    it('refuses an overlong text', async () => {
      expect(await errorsOf((lead) => (lead.visionPresenters = 'א'.repeat(301)))).toEqual({
        visionPresenters: 'MAX_LENGTH',
      });
    });
  });

  describe('contacts', () => {
    const contact = { fullName: '', role: '', phoneNumber: '', email: 'a@example.com' };
    it('needs at least one', async () => {
      expect(await errorsOf((lead) => (lead.contacts = []))).toEqual({ contacts: 'MIN_LENGTH_ARRAY' });
    });
    it('takes five but not six', async () => {
      expect(await errorsOf((lead) => (lead.contacts = Array(5).fill(contact)))).toEqual({});
      expect(await errorsOf((lead) => (lead.contacts = Array(6).fill(contact)))).toEqual({
        contacts: 'MAX_LENGTH_ARRAY',
      });
    });
    it('needs a valid e-mail', async () => {
      expect(await errorsOf((lead) => (lead.contacts[0].email = ''))).toEqual({ 'contacts[0].email': 'REQUIRED' });
      expect(await errorsOf((lead) => (lead.contacts[0].email = 'sara@'))).toEqual({
        'contacts[0].email': 'INVALID_EMAIL',
      });
      expect(await errorsOf((lead) => (lead.contacts[0].email = 'sara@localhost'))).toEqual({
        'contacts[0].email': 'INVALID_EMAIL',
      });
      expect(await errorsOf((lead) => (lead.contacts[0].email = 'first-last@walla-news.co.il'))).toEqual({});
    });
    it('takes an optional phone of 9 or 10 digits only', async () => {
      expect(await errorsOf((lead) => (lead.contacts[0].phoneNumber = ''))).toEqual({});
      expect(await errorsOf((lead) => (lead.contacts[0].phoneNumber = '031234567'))).toEqual({});
      expect(await errorsOf((lead) => (lead.contacts[0].phoneNumber = '03123456'))).toEqual({
        'contacts[0].phoneNumber': 'MIN_LENGTH_PHONE',
      });
      expect(await errorsOf((lead) => (lead.contacts[0].phoneNumber = '05012345678'))).toEqual({
        'contacts[0].phoneNumber': 'MAX_LENGTH_PHONE',
      });
      expect(await errorsOf((lead) => (lead.contacts[0].phoneNumber = '05O1234567'))).toEqual({
        'contacts[0].phoneNumber': 'INVALID_CHARACTERS',
      });
    });
    it('takes an optional full name and role in Hebrew, Arabic or Latin letters', async () => {
      expect(await errorsOf((lead) => (lead.contacts[0] = { ...contact }))).toEqual({});
      expect(await errorsOf((lead) => (lead.contacts[0].fullName = 'Sara Levi'))).toEqual({});
      expect(await errorsOf((lead) => (lead.contacts[0].fullName = 'سارة الخطيب'))).toEqual({});
      expect(await errorsOf((lead) => (lead.contacts[0].fullName = 'Sara_1'))).toEqual({
        'contacts[0].fullName': 'INVALID_CHARACTERS',
      });
      expect(await errorsOf((lead) => (lead.contacts[0].role = '<b>'))).toEqual({
        'contacts[0].role': 'INVALID_CHARACTERS',
      });
    });
    it('names the contact whose field is wrong', async () => {
      expect(await errorsOf((lead) => (lead.contacts = [lead.contacts[0], { ...contact, email: 'nope' }]))).toEqual({
        'contacts[1].email': 'INVALID_EMAIL',
      });
    });
  });

  describe('visionSubmissionArea', () => {
    it('is one of the ten areas', async () => {
      expect(await errorsOf((lead) => (lead.visionSubmissionArea = 'health'))).toEqual({});
      expect(await errorsOf((lead) => (lead.visionSubmissionArea = null))).toEqual({
        visionSubmissionArea: 'REQUIRED',
      });
      expect(
        await errorsOf((lead) => ((lead as { visionSubmissionArea: string }).visionSubmissionArea = 'sports')),
      ).toEqual({
        visionSubmissionArea: 'REQUIRED',
      });
    });
  });

  describe('file', () => {
    it('is required', async () => {
      expect(await errorsOf((lead) => (lead.file = null))).toEqual({ file: 'REQUIRED' });
    });
    it('accepts an existing attachment given as a string', async () => {
      expect(await errorsOf((lead) => (lead.file = 'file.pdf'))).toEqual({});
    });
    it.each(['a.doc', 'a.docx', 'a.pdf', 'a.png', 'a.jpg', 'a.JPEG'])('accepts %s', async (name) => {
      expect(await errorsOf((lead) => (lead.file = { name, size: 1000 }))).toEqual({});
    });
    it.each(['a.exe', 'a.svg', 'a.html', 'pdf'])('refuses %s', async (name) => {
      expect(await errorsOf((lead) => (lead.file = { name, size: 1000 }))).toEqual({ file: 'INVALID_FORMAT' });
    });
    it('refuses an empty file', async () => {
      expect(await errorsOf((lead) => (lead.file = { name: 'a.pdf', size: 0 }))).toEqual({ file: 'INVALID_FORMAT' });
    });
    it('takes 5 MB but not a byte more', async () => {
      expect(await errorsOf((lead) => (lead.file = { name: 'a.pdf', size: FILE_MAX_BYTES }))).toEqual({});
      expect(await errorsOf((lead) => (lead.file = { name: 'a.pdf', size: FILE_MAX_BYTES + 1 }))).toEqual({
        file: 'INVALID_SIZE',
      });
    });
  });

  describe('confirmation', () => {
    it('must be true', async () => {
      expect(await errorsOf((lead) => (lead.confirmation = false))).toEqual({ confirmation: 'REQUIRED' });
    });
  });
});
