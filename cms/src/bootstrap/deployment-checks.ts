// The first thing every start does (src/index.ts, register): check what production must be told
// (src/lib/config/deployment-checks.ts) before the database is touched.

import type { Core } from '@strapi/strapi';
import { checkDeployment, describeFindings, type DeploymentSettings } from '../lib/config/deployment-checks';

export const checkDeploymentSettings = (strapi: Core.Strapi) => {
  const settings: DeploymentSettings = {
    isProduction: strapi.config.get('deployment.isProduction') === true,
    publicUrl: (strapi.config.get('server.url') as string | undefined) ?? '',
    siteOrigins: strapi.config.get('deployment.siteOrigins') as string[],
    recaptcha: {
      secret: strapi.config.get('recaptcha.secret') as string,
      siteKey: strapi.config.get('recaptcha.siteKey') as string | null,
      disabled: strapi.config.get('recaptcha.disabled') === true,
    },
    mail: {
      host: strapi.config.get('mail.smtp.host') as string,
      port: strapi.config.get('mail.smtp.port') as string,
      user: strapi.config.get('mail.smtp.user') as string,
      hasPassword: strapi.config.get('mail.smtp.hasPassword') === true,
      from: strapi.config.get('mail.from') as string,
      replyTo: strapi.config.get('mail.replyTo') as string,
    },
  };
  const findings = checkDeployment(settings);
  if (settings.isProduction && findings.problems.length > 0) {
    throw new Error(describeFindings(findings, true)!);
  }
  const warning = describeFindings(findings, settings.isProduction);
  if (warning) strapi.log.warn(warning);
};
