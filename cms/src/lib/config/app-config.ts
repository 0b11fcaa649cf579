// The CMS's configuration, typed from what the files in cms/config build (each file's factory's
// return type), read through one accessor: `appConfig(strapi, 'leads').attachments`. The values
// are the ones Strapi loaded from those files, so a read and its type cannot drift apart, and no
// read needs a cast. Environment variables are read only there (CONVENTIONS: config/*.ts with env()).

import type { Core } from '@strapi/strapi';
import type adminSessions from '../../../config/admin-sessions';
import type backup from '../../../config/backup';
import type database from '../../../config/database';
import type deployment from '../../../config/deployment';
import type fileScan from '../../../config/file-scan';
import type leads from '../../../config/leads';
import type mail from '../../../config/mail';
import type metrics from '../../../config/metrics';
import type plugins from '../../../config/plugins';
import type preview from '../../../config/preview';
import type privacy from '../../../config/privacy';
import type recaptcha from '../../../config/recaptcha';
import type server from '../../../config/server';
import type sharedState from '../../../config/shared-state';
import type siteSettings from '../../../config/site-settings';

export type AppConfig = {
  'admin-sessions': ReturnType<typeof adminSessions>;
  backup: ReturnType<typeof backup>;
  database: ReturnType<typeof database>;
  deployment: ReturnType<typeof deployment>;
  'file-scan': ReturnType<typeof fileScan>;
  leads: ReturnType<typeof leads>;
  mail: ReturnType<typeof mail>;
  metrics: ReturnType<typeof metrics>;
  preview: ReturnType<typeof preview>;
  privacy: ReturnType<typeof privacy>;
  recaptcha: ReturnType<typeof recaptcha>;
  /** Strapi adds the address it answers on, from `url` or else host and port. */
  server: ReturnType<typeof server> & { absoluteUrl?: string };
  'shared-state': ReturnType<typeof sharedState>;
  'site-settings': ReturnType<typeof siteSettings>;
  /** A plugin's `config` from config/plugins.ts, where Strapi keeps it. */
  'plugin::email': ReturnType<typeof plugins>['email']['config'];
};

/** One file's configuration (its name in cms/config), as loaded by this running CMS. */
export const appConfig = <K extends keyof AppConfig>(strapi: Core.Strapi, name: K): AppConfig[K] =>
  // The one read that names a type: the file's name and its factory's type go together above.
  strapi.config.get<AppConfig[K]>(name);
