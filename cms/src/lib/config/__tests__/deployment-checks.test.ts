// The start's configuration check, with the values config/*.ts would hand it.
import { checkDeployment, describeFindings, type DeploymentSettings } from '../deployment-checks';

const production = (change: Partial<DeploymentSettings> = {}): DeploymentSettings => ({
  isProduction: true,
  publicUrl: 'https://vision.example.org.il',
  siteOrigins: ['https://vision.example.org.il', 'https://www.vision.example.org.il'],
  recaptcha: { secret: 'secret', siteKey: 'site-key', disabled: false },
  ...change,
});
const development = (change: Partial<DeploymentSettings> = {}): DeploymentSettings => ({
  isProduction: false,
  publicUrl: '',
  siteOrigins: [],
  recaptcha: { secret: '', siteKey: null, disabled: false },
  ...change,
});
const recaptcha = (secret: string, siteKey: string | null, disabled = false) => ({
  recaptcha: { secret, siteKey, disabled },
});

/** The line a production start stops with, or null when it starts. */
const refusal = (settings: DeploymentSettings) => {
  const findings = checkDeployment(settings);
  return findings.problems.length > 0 ? describeFindings(findings, true) : null;
};

describe('the configuration checked at start', () => {
  it('lets a complete production configuration start without a word', () => {
    expect(checkDeployment(production())).toEqual({ problems: [], notices: [] });
    expect(describeFindings(checkDeployment(production()), true)).toBeNull();
  });

  it('refuses production with the reCAPTCHA secret but no site key, naming RECAPTCHA_SITE_KEY', () => {
    const line = refusal(production(recaptcha('secret', null)));
    expect(line).toMatch(
      /^The CMS refuses to start in production: RECAPTCHA_SITE_KEY is not set while RECAPTCHA_SECRET is/,
    );
    expect(line).toContain('See .env.example.');
    expect(line).not.toContain('\n');
  });

  it('refuses production with the site key but no secret, naming RECAPTCHA_SECRET', () => {
    expect(refusal(production(recaptcha('', 'site-key')))).toMatch(
      /RECAPTCHA_SECRET is not set while RECAPTCHA_SITE_KEY is/,
    );
  });

  it('refuses production with neither key unless RECAPTCHA_DISABLED=true says so', () => {
    expect(refusal(production(recaptcha('', null)))).toMatch(
      /RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are not set: set both, or RECAPTCHA_DISABLED=true/,
    );
    const disabled = checkDeployment(production(recaptcha('', null, true)));
    expect(disabled.problems).toEqual([]);
    expect(disabled.notices).toEqual(['RECAPTCHA_DISABLED=true: lead submissions are not checked for bots']);
  });

  it('refuses RECAPTCHA_DISABLED=true beside a key: which one was meant?', () => {
    expect(refusal(production(recaptcha('secret', 'site-key', true)))).toMatch(
      /RECAPTCHA_DISABLED=true but RECAPTCHA_SECRET or RECAPTCHA_SITE_KEY is set/,
    );
  });

  it('refuses production without PUBLIC_URL or SITE_URL, naming each', () => {
    expect(refusal(production({ publicUrl: '' }))).toMatch(/PUBLIC_URL is not set/);
    expect(refusal(production({ siteOrigins: [] }))).toMatch(/SITE_URL is not set/);
  });

  it('names every problem at once, in one line', () => {
    const line = refusal(production({ publicUrl: '', siteOrigins: [], ...recaptcha('secret', null) }))!;
    expect(line.match(/RECAPTCHA_SITE_KEY|PUBLIC_URL|SITE_URL/g)).toEqual([
      'RECAPTCHA_SITE_KEY',
      'PUBLIC_URL',
      'SITE_URL',
    ]);
    expect(line).not.toContain('\n');
  });

  it('refuses addresses that cannot work: a relative PUBLIC_URL, a SITE_URL with a path or trailing slash', () => {
    expect(refusal(production({ publicUrl: 'vision.example.org.il' }))).toMatch(
      /PUBLIC_URL "vision.example.org.il" is not an http\(s\) address/,
    );
    for (const origin of [
      'https://vision.example.org.il/',
      'https://vision.example.org.il/site',
      'vision.example.org.il',
      '*',
    ]) {
      expect(refusal(production({ siteOrigins: [origin] }))).toContain(`SITE_URL "${origin}" is not an origin`);
    }
    expect(refusal(production({ siteOrigins: ['http://localhost:8080'] }))).toBeNull();
  });

  it('in development says the same things as one warning line, and never refuses', () => {
    expect(describeFindings(checkDeployment(development()), false)).toBe(
      '⚠ Configuration: RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are not set: the bot check on lead submissions is OFF.',
    );
    const half = describeFindings(checkDeployment(development(recaptcha('secret', null))), false)!;
    expect(half).toMatch(/^⚠ Configuration: RECAPTCHA_SITE_KEY is not set while RECAPTCHA_SECRET is/);
    expect(half).not.toContain('\n');
    // Unset addresses are normal on a laptop (the CMS falls back to the dev server's origin).
    expect(describeFindings(checkDeployment(development(recaptcha('secret', 'key'))), false)).toBeNull();
  });

  describe('e-mail', () => {
    const mail = (change: Partial<NonNullable<DeploymentSettings['mail']>> = {}) => ({
      mail: {
        host: 'smtp.example.org.il',
        port: '587',
        user: 'vision',
        hasPassword: true,
        from: 'החזון הלאומי <no-reply@vision.example.org.il>',
        replyTo: '',
        ...change,
      },
    });

    it('lets production start with complete SMTP settings, and with e-mail off altogether', () => {
      expect(checkDeployment(production(mail()))).toEqual({ problems: [], notices: [] });
      expect(checkDeployment(production(mail({ host: '', port: '', user: '', hasPassword: false, from: '' })))).toEqual(
        { problems: [], notices: [] },
      );
      expect(checkDeployment(production(mail({ user: '', hasPassword: false, from: 'a@b.co' })))).toEqual({
        problems: [],
        notices: [],
      });
    });

    it('refuses production with e-mail on and no EMAIL_FROM, naming it', () => {
      expect(refusal(production(mail({ from: '' })))).toMatch(/EMAIL_FROM is not set while SMTP_HOST is/);
      expect(refusal(production(mail({ from: 'no-reply' })))).toMatch(/EMAIL_FROM "no-reply" is not an e-mail address/);
    });

    it('refuses production with e-mail settings but no SMTP_HOST, naming what was given', () => {
      expect(refusal(production(mail({ host: '' })))).toMatch(
        /SMTP_HOST is not set while EMAIL_FROM, SMTP_PORT, SMTP_USER, SMTP_PASS is/,
      );
    });

    it('refuses half a sign-in, a wrong port and a wrong reply address', () => {
      expect(refusal(production(mail({ hasPassword: false })))).toMatch(/SMTP_PASS is not set while SMTP_USER is/);
      expect(refusal(production(mail({ user: '' })))).toMatch(/SMTP_USER is not set while SMTP_PASS is/);
      expect(refusal(production(mail({ port: '70000' })))).toMatch(/SMTP_PORT "70000" is not a port number/);
      expect(refusal(production(mail({ replyTo: 'office' })))).toMatch(/EMAIL_REPLY_TO "office" is not an e-mail/);
    });

    it('in development warns about the same, and never refuses', () => {
      const line = describeFindings(
        checkDeployment(development({ ...recaptcha('s', 'k'), ...mail({ from: '' }) })),
        false,
      );
      expect(line).toMatch(/^⚠ Configuration: EMAIL_FROM is not set while SMTP_HOST is/);
    });
  });

  describe('backups and the erasure log', () => {
    const PUBLIC_KEY = 'age1q64dwusdjm5x7trl8xqccfm3djaqh6m6zy386yqkuvv0w0djegxsvt2nqh';
    const backup = (change: Partial<NonNullable<DeploymentSettings['backup']>> = {}) => ({
      backup: { to: '/app/cms/backups', publicKey: PUBLIC_KEY, erasureLogSalt: 'a'.repeat(48), ...change },
    });

    it('lets production start with a salt and a backup key', () => {
      expect(checkDeployment(production(backup()))).toEqual({ problems: [], notices: [] });
    });

    it('refuses production without ERASURE_LOG_SALT, or with a short one', () => {
      expect(refusal(production(backup({ erasureLogSalt: '' })))).toMatch(/ERASURE_LOG_SALT is not set/);
      expect(refusal(production(backup({ erasureLogSalt: 'short' })))).toMatch(
        /ERASURE_LOG_SALT is shorter than 16 characters/,
      );
      expect(checkDeployment(development(backup({ erasureLogSalt: '' }))).problems).toEqual([]);
    });

    it('refuses BACKUP_TO without an age public key to encrypt to', () => {
      expect(refusal(production(backup({ publicKey: '' })))).toMatch(
        /BACKUP_PUBLIC_KEY is not set while BACKUP_TO is: the backups could not be encrypted/,
      );
      expect(refusal(production(backup({ publicKey: 'ssh-ed25519 AAAA' })))).toMatch(
        /BACKUP_PUBLIC_KEY is not an age public key/,
      );
    });

    it('says in production that no backup is scheduled without BACKUP_TO', () => {
      expect(checkDeployment(production(backup({ to: '', publicKey: '' })))).toEqual({
        problems: [],
        notices: ['BACKUP_TO is not set: no scheduled backup is taken'],
      });
    });
  });

  describe('the malware scanner', () => {
    const scanner = (change: Partial<NonNullable<DeploymentSettings['fileScan']>> = {}) => ({
      fileScan: { host: 'clamav', port: '3310', socket: '', disabled: false, ...change },
    });

    it('lets production start with clamd named over TCP or by its socket', () => {
      expect(checkDeployment(production(scanner()))).toEqual({ problems: [], notices: [] });
      expect(refusal(production(scanner({ host: '', port: '', socket: '/run/clamav/clamd.ctl' })))).toBeNull();
    });

    it('refuses production without a scanner unless FILE_SCAN_DISABLED=true says so, then says what that means', () => {
      expect(refusal(production(scanner({ host: '', port: '' })))).toMatch(
        /CLAMAV_HOST \(with CLAMAV_PORT\) or CLAMAV_SOCKET is not set: .* or set FILE_SCAN_DISABLED=true/,
      );
      const disabled = checkDeployment(production(scanner({ host: '', port: '', disabled: true })));
      expect(disabled.problems).toEqual([]);
      expect(disabled.notices).toEqual([expect.stringMatching(/^FILE_SCAN_DISABLED=true: lead files are not scanned/)]);
    });

    it('refuses the switch beside a scanner, both ways of naming clamd, a wrong port and a port without a host', () => {
      expect(refusal(production(scanner({ disabled: true })))).toMatch(
        /FILE_SCAN_DISABLED=true but CLAMAV_HOST, CLAMAV_PORT or CLAMAV_SOCKET is set/,
      );
      expect(refusal(production(scanner({ socket: '/run/clamd.ctl' })))).toMatch(
        /CLAMAV_HOST and CLAMAV_SOCKET are both set/,
      );
      expect(refusal(production(scanner({ port: '99999' })))).toMatch(/CLAMAV_PORT "99999" is not a port number/);
      expect(refusal(production(scanner({ host: '' })))).toMatch(/CLAMAV_HOST is not set while CLAMAV_PORT is/);
    });

    it('in development without a scanner warns that files are unscannable, and starts', () => {
      const line = describeFindings(
        checkDeployment(development({ ...recaptcha('s', 'k'), ...scanner({ host: '', port: '' }) })),
        false,
      );
      expect(line).toMatch(/CLAMAV_HOST and CLAMAV_SOCKET are not set: lead files are not scanned for malware/);
    });
  });

  describe('the preview of the draft texts', () => {
    const preview = (wanted: boolean, secretLength: number) => ({ preview: { wanted, secretLength } });

    it('lets production start with a secret, or with the preview turned off', () => {
      expect(refusal(production(preview(true, 48)))).toBeNull();
      expect(refusal(production(preview(false, 0)))).toBeNull();
    });

    it('refuses production with the preview on and no secret, or a short one', () => {
      expect(refusal(production(preview(true, 0)))).toMatch(
        /PREVIEW_SECRET is not set: .* or set PREVIEW_ENABLED=false/,
      );
      expect(refusal(production(preview(true, 8)))).toMatch(/PREVIEW_SECRET is shorter than 16 characters/);
    });

    it('in development without a secret says the panel has no preview, and starts', () => {
      const line = describeFindings(
        checkDeployment(development({ ...recaptcha('s', 'k'), ...preview(true, 0) })),
        false,
      );
      expect(line).toMatch(/PREVIEW_SECRET is not set: the panel offers no preview/);
    });
  });
});
