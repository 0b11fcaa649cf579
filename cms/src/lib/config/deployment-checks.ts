// What a start must be told rather than guess (README.md, "Configuration checked at start"): the
// reCAPTCHA pair, the public address and the site's origins. In production a problem stops the
// start with one message naming the variables; elsewhere the same findings are one warning line.
// The values come from cms/config/*.ts (the only place that reads the environment).

export type DeploymentSettings = {
  isProduction: boolean;
  /** PUBLIC_URL ('' when unset). */
  publicUrl: string;
  /** SITE_URL as given: empty when unset (config/middlewares.ts then allows the dev server). */
  siteOrigins: string[];
  recaptcha: { secret: string; siteKey: string | null; disabled: boolean };
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

/** Every finding, in the order an operator would fix them. */
export const checkDeployment = (settings: DeploymentSettings): DeploymentFindings => {
  const findings: DeploymentFindings = { problems: [], notices: [] };
  checkRecaptcha(settings, findings);
  checkAddresses(settings, findings);
  // E-mail (SMTP) joins here with the e-mail issue: EMAIL on without its SMTP settings.
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
