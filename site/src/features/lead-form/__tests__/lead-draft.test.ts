import { initialLeadValues, type LeadValues } from '@vision/config';
import { DRAFT_KEY, DRAFT_MAX_AGE_MS, readDraft, writeDraft } from '../lib/lead-draft';

const NOW = Date.parse('2026-12-10T12:00:00+02:00');

const lead = (changes: Partial<LeadValues> = {}): LeadValues => ({
  ...initialLeadValues(),
  visionPresenters: 'נעמה',
  ...changes,
});

const store = (draft: unknown) => window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));

describe('the stored draft', () => {
  it('reads back what was written, without the file', () => {
    const file = new File(['x'], 'vision.pdf', { type: 'application/pdf' });
    expect(writeDraft(lead({ file, visionSubmissionArea: 'economy', confirmation: true }), NOW)).toBe(true);
    expect(readDraft(NOW)).toEqual({
      visionPresenters: 'נעמה',
      contacts: initialLeadValues().contacts,
      visionSubmissionArea: 'economy',
      confirmation: true,
    });
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toContain('vision.pdf');
  });

  it('lasts exactly 7 days from the last save', () => {
    writeDraft(lead(), NOW);
    expect(readDraft(NOW + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(readDraft(NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is removed, not written, when the form is empty again', () => {
    writeDraft(lead(), NOW);
    writeDraft(initialLeadValues(), NOW);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['another version', { version: 2, savedAt: NOW, values: lead() }],
    ['a save time ahead of the clock', { version: 1, savedAt: NOW + 60_000, values: lead() }],
    ['no save time', { version: 1, values: lead() }],
    ['an unknown area', { version: 1, savedAt: NOW, values: lead({ visionSubmissionArea: 'weather' as never }) }],
    ['no contacts', { version: 1, savedAt: NOW, values: lead({ contacts: [] }) }],
    [
      'six contacts',
      { version: 1, savedAt: NOW, values: lead({ contacts: Array.from({ length: 6 }, () => lead().contacts[0]!) }) },
    ],
    ['a contact without an e-mail field', { version: 1, savedAt: NOW, values: { ...lead(), contacts: [{}] } }],
    ['a consent that is not a boolean', { version: 1, savedAt: NOW, values: { ...lead(), confirmation: 'yes' } }],
    ['not an object', 'נעמה'],
  ])('discards %s', (_case, draft) => {
    store(draft);
    expect(readDraft(NOW)).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('answers false, and throws nothing, when the storage is full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeDraft(lead(), NOW)).toBe(false);
  });

  it('answers "no draft" when the storage cannot be reached', () => {
    store({ version: 1, savedAt: NOW, values: lead() });
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readDraft(NOW)).toBeNull();
    expect(writeDraft(lead(), NOW)).toBe(false);
  });
});
