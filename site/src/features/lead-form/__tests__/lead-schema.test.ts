import { DEFAULT_TEXTS } from '@vision/config';
import { fieldErrorText } from '@/lib/settings/error-text';
import { loadLeadSchema } from '../lib/lead-validation';

describe('the lead schema in the browser', () => {
  it('refuses presenters that DOMPurify would change, with the xss text', async () => {
    const leadSchema = await loadLeadSchema();
    await expect(
      leadSchema.validateAt('visionPresenters', { visionPresenters: 'ישראל<img src=x onerror=alert(1)>' }),
    ).rejects.toThrow('XSS');
    expect(fieldErrorText(DEFAULT_TEXTS, 'visionPresenters', 'XSS')).toBe(DEFAULT_TEXTS.errors.visionPresentersXss);
  });

  it('finds the text of a contact field by its path', () => {
    expect(fieldErrorText(DEFAULT_TEXTS, 'contacts[3].email', 'INVALID_EMAIL')).toBe(
      DEFAULT_TEXTS.errors.emailInvalidEmail,
    );
  });

  it('falls back to the general text for a rule without its own text', () => {
    expect(fieldErrorText(DEFAULT_TEXTS, 'confirmation', 'INVALID_SIZE')).toBe(DEFAULT_TEXTS.errors.formHasErrors);
  });
});
