// What a start must be told rather than guess (README.md, "Configuration checked at start"): the
// reCAPTCHA pair, the public address, the site's origins, when e-mail is meant its SMTP settings, the
// erasure log's salt and the backups' public key, the malware scanner (clamd, or
// FILE_SCAN_DISABLED=true said out loud), and the preview's secret (or PREVIEW_ENABLED=false). In production a problem stops the
// start with one message naming the variables; elsewhere the same findings are one warning line.
// The values come from cms/config/*.ts (the only place that reads the environment).

import { isAgePublicKey } from '../backup/age-stream';

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
  /** config/backup.ts: where scheduled backups go, their public key, the erasure log's salt. Absent: not checked. */
  backup?: { to: string; publicKey: string; erasureLogSalt: string };
  /** config/file-scan.ts: CLAMAV_HOST / CLAMAV_PORT or CLAMAV_SOCKET, or the switch. Absent: not checked. */
  fileScan?: { host: string; port: string; socket: string; disabled: boolean };
  /** config/preview.ts: PREVIEW_ENABLED and whether PREVIEW_SECRET is set (and its length). Absent: not checked. */
  preview?: { wanted: boolean; secretLength: number };
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

const isPort = (port: string) => /^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535;

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
  if (port !== '' && !isPort(port)) {
    findings.problems.push(`SMTP_PORT "${port}" is not a port number (1-65535)`);
  }
  if (user !== '' && !hasPassword) findings.problems.push('SMTP_PASS is not set while SMTP_USER is');
  if (user === '' && hasPassword) findings.problems.push('SMTP_USER is not set while SMTP_PASS is');
};

/** The salt keys the erasure log's hashes: guessable, it would let the log be searched for a person. */
const SALT_MIN_LENGTH = 16;

const checkBackup = ({ isProduction, backup }: DeploymentSettings, findings: DeploymentFindings) => {
  if (!backup) return;
  if (backup.erasureLogSalt === '') {
    if (isProduction) {
      findings.problems.push(
        "ERASURE_LOG_SALT is not set: give a long random secret, kept with the backups' private key (a restore needs the same one)",
      );
    }
  } else if (backup.erasureLogSalt.length < SALT_MIN_LENGTH) {
    findings.problems.push(`ERASURE_LOG_SALT is shorter than ${SALT_MIN_LENGTH} characters: give a long random secret`);
  }
  if (backup.to === '') {
    if (isProduction) findings.notices.push('BACKUP_TO is not set: no scheduled backup is taken');
  } else if (!isAgePublicKey(backup.publicKey)) {
    findings.problems.push(
      `BACKUP_PUBLIC_KEY ${backup.publicKey === '' ? 'is not set' : 'is not an age public key (age1…)'} while BACKUP_TO is: the backups could not be encrypted`,
    );
  }
};

const checkFileScan = ({ isProduction, fileScan }: DeploymentSettings, findings: DeploymentFindings) => {
  if (!fileScan) return;
  const { host, port, socket, disabled } = fileScan;
  const named = host !== '' || socket !== '';
  if (disabled) {
    if (named || port !== '') {
      findings.problems.push(
        'FILE_SCAN_DISABLED=true but CLAMAV_HOST, CLAMAV_PORT or CLAMAV_SOCKET is set: keep either the scanner or the switch',
      );
    }
    findings.notices.push(
      'FILE_SCAN_DISABLED=true: lead files are not scanned for malware, and none can be downloaded',
    );
    return;
  }
  if (host !== '' && socket !== '') {
    findings.problems.push('CLAMAV_HOST and CLAMAV_SOCKET are both set: name clamd one way, over TCP or its socket');
  }
  if (port !== '' && !isPort(port)) findings.problems.push(`CLAMAV_PORT "${port}" is not a port number (1-65535)`);
  if (port !== '' && host === '') findings.problems.push('CLAMAV_HOST is not set while CLAMAV_PORT is');
  if (named) return;
  if (isProduction) {
    findings.problems.push(
      'CLAMAV_HOST (with CLAMAV_PORT) or CLAMAV_SOCKET is not set: name the clamd that scans lead files, or set FILE_SCAN_DISABLED=true to run without malware scanning',
    );
  } else {
    findings.notices.push(
      'CLAMAV_HOST and CLAMAV_SOCKET are not set: lead files are not scanned for malware; each is marked unscannable and none can be downloaded',
    );
  }
};

/** A preview secret anyone could guess would open every draft. */
const PREVIEW_SECRET_MIN_LENGTH = 16;

const checkPreview = ({ isProduction, preview }: DeploymentSettings, findings: DeploymentFindings) => {
  if (!preview?.wanted) return;
  if (preview.secretLength === 0) {
    if (isProduction) {
      findings.problems.push(
        "PREVIEW_SECRET is not set: give the secret that opens the draft texts to the panel's preview, or set PREVIEW_ENABLED=false",
      );
    } else {
      findings.notices.push('PREVIEW_SECRET is not set: the panel offers no preview of the draft texts');
    }
    return;
  }
  if (preview.secretLength < PREVIEW_SECRET_MIN_LENGTH) {
    findings.problems.push(
      `PREVIEW_SECRET is shorter than ${PREVIEW_SECRET_MIN_LENGTH} characters: anyone could guess it`,
    );
  }
};

/** Every finding, in the order an operator would fix them. */
export const checkDeployment = (settings: DeploymentSettings): DeploymentFindings => {
  const findings: DeploymentFindings = { problems: [], notices: [] };
  checkRecaptcha(settings, findings);
  checkAddresses(settings, findings);
  checkMail(settings, findings);
  checkBackup(settings, findings);
  checkPreview(settings, findings);
  checkFileScan(settings, findings);
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
