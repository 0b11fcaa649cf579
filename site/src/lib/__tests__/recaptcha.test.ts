import { DEVELOPMENT_TOKEN, getRecaptchaToken, RECAPTCHA_SCRIPT_URL, resetRecaptchaLoader } from '../recaptcha';

afterEach(() => {
  delete window.grecaptcha;
  resetRecaptchaLoader();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const googleScript = () => document.head.querySelector<HTMLScriptElement>(`script[src^="${RECAPTCHA_SCRIPT_URL}"]`);

describe('reCAPTCHA tokens', () => {
  it("send the 'development' token and load nothing without a site key", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getRecaptchaToken(null)).resolves.toBe(DEVELOPMENT_TOKEN);
    expect(googleScript()).toBeNull();
    warn.mockRestore();
  });

  it('say once in the console why the token is a development one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await getRecaptchaToken(null);
    await getRecaptchaToken(null);
    await getRecaptchaToken(null);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/no site key .*development token "development".*RECAPTCHA_SECRET.*RECAPTCHA_SITE_KEY/),
    );
    warn.mockRestore();
  });

  it('use a grecaptcha that is already on the page, for the submit action', async () => {
    const execute = jest.fn(async () => 'token-from-page');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    await expect(getRecaptchaToken('site-key')).resolves.toBe('token-from-page');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'submit' });
    expect(googleScript()).toBeNull();
  });

  it("load Google's script once for the key, then ask it for a token", async () => {
    const first = getRecaptchaToken('key with space');
    const second = getRecaptchaToken('key with space');
    const script = googleScript()!;
    expect(script.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=key%20with%20space`);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    window.grecaptcha = { ready: (callback) => callback(), execute: async () => 'fresh-token' };
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('fresh-token');
    await expect(second).resolves.toBe('fresh-token');
  });

  it('fail when the script cannot load, and try again next time', async () => {
    const attempt = getRecaptchaToken('site-key');
    googleScript()!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('reCAPTCHA could not be loaded');
    void getRecaptchaToken('site-key').catch(() => undefined);
    expect(googleScript()).not.toBeNull();
  });
});
