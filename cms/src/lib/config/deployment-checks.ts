// What a start must be told rather than guess (README.md, "Configuration checked at start"): the
// reCAPTCHA pair, the public address, the site's origins and, when e-mail is meant, its SMTP settings. In production a problem stops the
// start with one message naming the variables; elsewhere the same findings are one warning line.
// The values come from cms/config/*.ts (the only place that reads the environment).

export type DeploymentSettings = {
  isProduction: boolean;
  /** PUBLIC_URL ('' when unset). */
  publicUrl: string;
  /** SITE_URL as given: empty when unset (config/middlewares.ts then allows the dev server). */
  siteOrigins: string[];
  recaptcha: { secret: string; siteKey: string | null; disabled: boolean };
  /** config/mail.ts: e-mail is on when SMTP_HOST is set. Absent: not checked. */
  mail?: {
    host: string;
    /** SMTP_PORT as given ('' when unset). */
    port: string;
    user: string;
    hasPassword: boolean;
    from: string;
    replyTo: string;
  };
};

/** `problems` stop a production start; `notices` are said in every environment. */
export type DeploymentFindings = { problems: string[]; notices: string[] };

/** An origin as browsers send it: scheme, host, optional port; no path, no trailing slash. */
const ORIGIN = /^https?:\/\/[^/\s?#@]+$/;

const isAbsoluteHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '';
  } catch {
    return false;
  }
};

const checkRecaptcha = ({ isProduction, recaptcha }: DeploymentSettings, findings: DeploymentFindings) => {
  const hasSecret = recaptcha.secret !== '';
  const hasSiteKey = !!recaptcha.siteKey;
  if (recaptcha.disabled) {
    if (hasSecret || hasSiteKey) {
      findings.problems.push(
        'RECAPTCHA_DISABLED=true but RECAPTCHA_SECRET or RECAPTCHA_SITE_KEY is set: keep either the keys or the switch',
      );
    }
    findings.notices.push('RECAPTCHA_DISABLED=true: lead submissions are not checked for bots');
    return;
  }
  if (hasSecret && !hasSiteKey) {
    findings.problems.push(
      'RECAPTCHA_SITE_KEY is not set while RECAPTCHA_SECRET is: the site would send a development token the CMS refuses, so no visitor could submit',
    );
  } else if (hasSiteKey && !hasSecret) {
    findings.problems.push(
      'RECAPTCHA_SECRET is not set while RECAPTCHA_SITE_KEY is: the bot check would be off although the site asks Google for tokens',
    );
  } else if (!hasSecret && !hasSiteKey) {
    if (isProduction) {
      findings.problems.push(
        'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are not set: set both, or RECAPTCHA_DISABLED=true to run without a bot check',
      );
    } else {
      findings.notices.push(
        'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are not set: the bot check on lead submissions is OFF',
      );
    }
  }
};

const checkAddresses = ({ isProduction, publicUrl, siteOrigins }: DeploymentSettings, findings: DeploymentFindings) => {
  if (publicUrl === '') {
    if (isProduction) findings.problems.push("PUBLIC_URL is not set: give the site's public address (https://…)");
  } else if (!isAbsoluteHttpUrl(publicUrl)) {
    findings.problems.push(`PUBLIC_URL "${publicUrl}" is not an http(s) address`);
  }
  if (siteOrigins.length === 0) {
    if (isProduction) {
      findings.problems.push("SITE_URL is not set: give the site's origin(s), the only ones allowed to call the API");
    }
  } else {
    for (const origin of siteOrigins.filter((value) => !ORIGIN.test(value))) {
      findings.problems.push(
        `SITE_URL "${origin}" is not an origin (scheme://host[:port], no path, no trailing slash)`,
      );
    }
  }
};

/** `name@host` alone or as `Display Name <name@host>`. */
const MAILBOX = /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const checkMail = ({ mail }: DeploymentSettings, findings: DeploymentFindings) => {
  if (!mail) return;
  const { host, port, user, hasPassword, from, replyTo } = mail;
  if (host === '') {
    const given = [
      ['EMAIL_FROM', from !== ''],
      ['SMTP_PORT', port !== ''],
      ['SMTP_USER', user !== ''],
      ['SMTP_PASS', hasPassword],
    ].filter(([, set]) => set);
    if (given.length > 0) {
      findings.problems.push(
        `SMTP_HOST is not set while ${given.map(([name]) => name).join(', ')} is: e-mail would be off and no confirmation sent`,
      );
    }
    return;
  }
  if (from === '') {
    findings.problems.push('EMAIL_FROM is not set while SMTP_HOST is: give the address the e-mails come from');
  } else if (!MAILBOX.test(from.trim())) {
    findings.problems.push(
      `EMAIL_FROM "${from}" is not an e-mail address (name@example.org or Name <name@example.org>)`,
    );
  }
  if (replyTo !== '' && !MAILBOX.test(replyTo.trim())) {
    findings.problems.push(`EMAIL_REPLY_TO "${replyTo}" is not an e-mail address`);
  }
  if (port !== '' && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
    findings.problems.push(`SMTP_PORT "${port}" is not a port number (1-65535)`);
  }
  if (user !== '' && !hasPassword) findings.problems.push('SMTP_PASS is not set while SMTP_USER is');
  if (user === '' && hasPassword) findings.problems.push('SMTP_USER is not set while SMTP_PASS is');
};

/** Every finding, in the order an operator would fix them. */
export const checkDeployment = (settings: DeploymentSettings): DeploymentFindings => {
  const findings: DeploymentFindings = { problems: [], notices: [] };
  checkRecaptcha(settings, findings);
  checkAddresses(settings, findings);
  checkMail(settings, findings);
  return findings;
};

/** The one line a start says: thrown as the reason in production, logged as a warning elsewhere. */
export const describeFindings = ({ problems, notices }: DeploymentFindings, isProduction: boolean) => {
  if (isProduction && problems.length > 0) {
    return `The CMS refuses to start in production: ${problems.join('; ')}. See .env.example.`;
  }
  const all = [...problems, ...notices];
  return all.length > 0 ? `⚠ Configuration: ${all.join('; ')}.` : null;
};
