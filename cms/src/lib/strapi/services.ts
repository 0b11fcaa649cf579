// The services, looked up by name with their real types, as Strapi's own plugins do (the
// `getService` of their server's utils): the CMS's own ('lead-intake') and Strapi's admin ones
// ('admin::role'). `strapi.service(uid)` alone answers an untyped object.
//
// Each service file adds its own type to `ProjectServices` (declaration merging), so this file
// imports none of them: the services look each other up through here, and a map importing them
// all would close an import circle through every service that does (and lib/ never imports api/).
// Only the names of their uids are here, plain strings.

import type { Core } from '@strapi/strapi';
// Strapi's admin server declares its services' types in its build (the package's `exports` map
// names it `@strapi/admin/strapi-server`, which this project's module resolution does not read).
import type adminServer from '@strapi/admin/dist/server/src';

/**
 * The CMS's own services by short name, each added by its file:
 * `declare module '../../../lib/strapi/services' { interface ProjectServices { 'lead-intake': LeadIntake } }`.
 */
// An interface, not a type: only an interface can be added to from the services' files.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProjectServices {}

/** Where Strapi registers each of them: api::<the api's folder>.<the service's file>. */
const PROJECT_SERVICE_UIDS = {
  'admin-accounts': 'api::admin-account.admin-accounts',
  'audit-trail': 'api::audit-entry.audit-trail',
  backup: 'api::backup.backup',
  'admin-access': 'api::auth.admin-access',
  'admin-session': 'api::auth.admin-session',
  'sign-in': 'api::auth.sign-in',
  readiness: 'api::health.readiness',
  'evaluation-assignments': 'api::evaluation.evaluation-assignments',
  'evaluation-progress': 'api::evaluation.evaluation-progress',
  'evaluation-ranking': 'api::evaluation.evaluation-ranking',
  'evaluation-rubric': 'api::evaluation.evaluation-rubric',
  'evaluation-scores': 'api::evaluation.evaluation-scores',
  'lead-attachments': 'api::lead.lead-attachments',
  'lead-export': 'api::lead.lead-export',
  'lead-intake': 'api::lead.lead-intake',
  'lead-list': 'api::lead.lead-list',
  'lead-review': 'api::lead.lead-review',
  'lead-stats': 'api::lead.lead-stats',
  'personal-data': 'api::lead.personal-data',
  'rate-limiter': 'api::lead.rate-limiter',
  recaptcha: 'api::lead.recaptcha',
  retention: 'api::lead.retention',
  'lead-mail': 'api::mail-job.lead-mail',
  'mail-worker': 'api::mail-job.mail-worker',
  'mail-preview': 'api::mail-job.mail-preview',
  'quarantine-review': 'api::quarantined-lead.quarantine-review',
  'scan-worker': 'api::scan-job.scan-worker',
  'settings-publishing': 'api::setting.settings-publishing',
  'settings-snapshot': 'api::setting.settings-snapshot',
  'settings-translations': 'api::setting.settings-translations',
} as const;

/** A service file that declares itself without its uid here fails to compile (the index below). */
const projectUid = <K extends keyof ProjectServices>(name: K) => PROJECT_SERVICE_UIDS[name];

type AdminServices = (typeof adminServer)['services'];
/** Strapi's admin services, by their uid (`admin::role`). */
export type StrapiAdminServices = { [K in keyof AdminServices & string as `admin::${K}`]: AdminServices[K] };

export type Services = ProjectServices & StrapiAdminServices;

const isAdminService = (name: keyof Services): name is keyof StrapiAdminServices => name.startsWith('admin::');

/** The service `name` of this running CMS, as its own type. */
export const getService = <K extends keyof Services>(strapi: Core.Strapi, name: K): Services[K] =>
  // The one place a lookup is given its type: the uid and the type come from the same name.
  strapi.service(isAdminService(name) ? name : projectUid(name as keyof ProjectServices)) as Services[K];
