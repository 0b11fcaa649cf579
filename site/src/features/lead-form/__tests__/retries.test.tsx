import { DEFAULT_TEXTS } from '@vision/config';
import { screen } from '@testing-library/react';
import { fillValidLead, presentersInput, renderLeadForm, submitButton } from '@/testing/lead-form';
import { created, installFakeXhr, refused, restoreXhr } from '@/testing/fake-xhr';
import { settingsAnswer } from '@/testing/settings-answer';

const { general, errors } = DEFAULT_TEXTS;

/** Google's reCAPTCHA as the page sees it: every execute gives a new token. */
const stubRecaptcha = () => {
  let issued = 0;
  const execute = jest.fn(async (_key: string, _options: { action: string }) => `token-${++issued}`);
  window.grecaptcha = { ready: (callback) => callback(), execute };
  return execute;
};

const withSiteKey = () => settingsAnswer({ recaptchaSiteKey: 'site-key-from-cms' });

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  restoreXhr();
  delete window.grecaptcha;
});

describe('retrying a submission', () => {
  it('tries twice more after a failure and a dropped connection, each time with a fresh token and the same key', async () => {
    const execute = stubRecaptcha();
    const xhr = installFakeXhr(refused(503, 'SERVICE_UNAVAILABLE'), 'network-error', created('VSN-7'));
    const { user } = await renderLeadForm(withSiteKey());
    await fillValidLead(user);
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: general.thanksTitle }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('VSN-7')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(3);
    expect(xhr.requests.map((request) => request.body!.get('recaptchaToken'))).toEqual([
      'token-1',
      'token-2',
      'token-3',
    ]);
    expect(execute).toHaveBeenCalledWith('site-key-from-cms', { action: 'submit' });
    const keys = new Set(xhr.requests.map((request) => request.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
    // One analytics event per submission, not per attempt.
    expect(window.dataLayer).toEqual([{ event: 'form_sent' }]);
  });

  it('gives up after three attempts, says so and keeps what was typed', async () => {
    stubRecaptcha();
    const xhr = installFakeXhr('network-error', 'network-error', 'network-error');
    const { user } = await renderLeadForm(withSiteKey());
    await fillValidLead(user);
    await user.click(submitButton());

    expect(await screen.findByText(errors.submitFailed!, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(3);
    expect(presentersInput()).toHaveValue('ישראל ישראלי, שרה כהן');
    expect(screen.getByRole('radio', { name: 'כלכלה' })).toBeChecked();
  });

  it('retries a failed bot check and then asks the visitor to reload', async () => {
    stubRecaptcha();
    const botCheck = refused(403, 'BOT_CHECK_FAILED');
    const xhr = installFakeXhr(botCheck, botCheck, botCheck);
    const { user } = await renderLeadForm(withSiteKey());
    await fillValidLead(user);
    await user.click(submitButton());

    expect(await screen.findByText(errors.botCheckFailed!, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(3);
  });

  it('uses a new key for the next submission', async () => {
    stubRecaptcha();
    const xhr = installFakeXhr(refused(400, 'VALIDATION_FAILED'), created('VSN-8'));
    const { user } = await renderLeadForm(withSiteKey());
    await fillValidLead(user);
    await user.click(submitButton());
    await screen.findByText(errors.submitFailed!);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: general.thanksTitle });
    expect(xhr.requests).toHaveLength(2);
    expect(xhr.requests[0]!.headers['Idempotency-Key']).not.toBe(xhr.requests[1]!.headers['Idempotency-Key']);
  });
});
