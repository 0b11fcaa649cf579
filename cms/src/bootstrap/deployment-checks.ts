// The first thing every start does (src/index.ts, register): check what production must be told
// (src/lib/config/deployment-checks.ts) before the database is touched.

import type { Core } from '@strapi/strapi';
import { checkDeployment, describeFindings, type DeploymentSettings } from '../lib/config/deployment-checks';
import { appConfig } from '../lib/config/app-config';

export const checkDeploymentSettings = (strapi: Core.Strapi) => {
  const deployment = appConfig(strapi, 'deployment');
  const recaptcha = appConfig(strapi, 'recaptcha');
  const mail = appConfig(strapi, 'mail');
  const backup = appConfig(strapi, 'backup');
  const fileScan = appConfig(strapi, 'file-scan');
  const preview = appConfig(strapi, 'preview');
  const settings: DeploymentSettings = {
    isProduction: deployment.isProduction,
    publicUrl: appConfig(strapi, 'server').url ?? '',
    siteOrigins: deployment.siteOrigins,
    recaptcha: { secret: recaptcha.secret, siteKey: recaptcha.siteKey, disabled: recaptcha.disabled },
    mail: {
      host: mail.smtp.host,
      port: mail.smtp.port,
      user: mail.smtp.user,
      hasPassword: mail.smtp.hasPassword,
      from: mail.from,
      replyTo: mail.replyTo,
    },
    backup: { to: backup.to, publicKey: backup.publicKey, erasureLogSalt: backup.erasureLog.salt },
    fileScan: {
      host: fileScan.clamd.host,
      port: fileScan.clamd.port,
      socket: fileScan.clamd.socket,
      disabled: fileScan.disabled,
    },
    preview: { wanted: preview.wanted, secretLength: preview.secret?.length ?? 0 },
  };
  const findings = checkDeployment(settings);
  if (settings.isProduction && findings.problems.length > 0) {
    throw new Error(describeFindings(findings, true)!);
  }
  const warning = describeFindings(findings, settings.isProduction);
  if (warning) strapi.log.warn(warning);
};
