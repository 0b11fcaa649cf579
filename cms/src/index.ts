// The CMS's life cycle: what is wired at register time, and what every start makes sure of.

import type { Core } from '@strapi/strapi';
import { ensureAdminLanguages, registerAdminLanguageDefault } from './bootstrap/admin-language';
import { applyAdminLabels } from './bootstrap/admin-labels';
import { scheduleBackups } from './bootstrap/backup-schedule';
import { ensureAdminRoles, registerEvaluateAction } from './bootstrap/admin-roles';
import { revokeDefaultApiTokens } from './bootstrap/default-api-tokens';
import { checkDeploymentSettings } from './bootstrap/deployment-checks';
import { ensureContentLocales } from './bootstrap/content-locales';
import { preparePrivateAttachments } from './bootstrap/private-attachments';
import { scheduleRetention } from './bootstrap/retention-schedule';
import { backfillReviews } from './bootstrap/review-backfill';
import { queueUnscannedFiles } from './bootstrap/file-scan-backfill';
import { seedSettings } from './bootstrap/seed-settings';
import { registerAttachmentCleanup } from './content-model/attachment-cleanup';
import { registerEvidenceReadOnly } from './content-model/evidence-read-only';
import { registerContactsSnapshot } from './content-model/contacts-snapshot';
import { registerDocumentVersions } from './content-model/document-versions';
import { registerControlsAudit } from './lib/publishing/controls-audit';
import { registerSettingsVersions } from './lib/publishing/versions';
import { registerReceivedDay } from './content-model/received-day';
import { registerStaffAddressCheck } from './content-model/staff-addresses';
import { hideUnusedContentTypes } from './content-model/unused-content-types';
import { answerClientErrorsAsJson } from './lib/http/client-errors';
import { closePluginContentApi } from './lib/http/plugin-content-api';
import { skipStreamedRoutes } from './lib/http/stream-aware-body';
import { watchDatabasePool, type PoolFigures } from './lib/metrics/database-pool';
import { registerSharedStore, sharedStoreOf } from './lib/shared-state/strapi-store';
import { whileHoldingStartupLock } from './lib/database/startup-lock';
import { untilPoolQuiet } from './lib/database/quiet-pool';
import { appConfig } from './lib/config/app-config';
import { SETTINGS_UID } from './lib/uids';
import { getService } from './lib/strapi/services';

const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Before anything else: a production start that would run misconfigured stops here.
    checkDeploymentSettings(strapi);
    answerClientErrorsAsJson(strapi.server.httpServer);
    strapi.get('middlewares').extend('strapi::body', skipStreamedRoutes);
    closePluginContentApi(strapi);
    // Read at each scrape of /api/metrics: knex opens its pool on the first query.
    watchDatabasePool(() => (strapi.db.connection.client as { pool?: PoolFigures }).pool);
    registerAttachmentCleanup(strapi);
    registerEvidenceReadOnly(strapi);
    registerContactsSnapshot(strapi);
    registerDocumentVersions(strapi);
    registerSettingsVersions(strapi);
    registerControlsAudit(strapi);
    registerReceivedDay(strapi);
    registerStaffAddressCheck(strapi);
    hideUnusedContentTypes(strapi);
    registerAdminLanguageDefault(strapi);
    registerSharedStore(strapi);
    registerEvaluateAction(strapi);

    // Once the write is committed (Strapi may run it inside an outer transaction), every
    // instance drops its memory copy: this one at once, the others through the shared store.
    const invalidateSettings = () => {
      const announce = () => sharedStoreOf(strapi).announce('settings');
      if (!strapi.db.inTransaction()) return announce();
      return strapi.db.transaction(({ onCommit }) => onCommit(announce));
    };

    // An editor's save reaches the site's next request: drop the memory copy of the settings
    // after any write to them, and after a Media Library file they may use is replaced.
    strapi.documents.use(async (context, next) => {
      const result = await next();
      if (context.uid === SETTINGS_UID && WRITE_ACTIONS.has(context.action)) await invalidateSettings();
      return result;
    });
    strapi.db.lifecycles.subscribe({
      models: ['plugin::upload.file'],
      afterUpdate: invalidateSettings,
      afterDelete: invalidateSettings,
    });
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const sharedStore = sharedStoreOf(strapi);
    sharedStore.onChange('settings', () => getService(strapi, 'settings-snapshot').invalidate());
    await sharedStore.start();
    strapi.log.info(`[shared-state] ${sharedStore.describe()}`);
    // One start at a time per database (several workers or containers): lib/database/startup-lock.ts.
    await whileHoldingStartupLock(strapi, async () => {
      await ensureContentLocales(strapi);
      await seedSettings(strapi);
      await applyAdminLabels(strapi);
      await ensureAdminRoles(strapi);
      await ensureAdminLanguages(strapi);
      await revokeDefaultApiTokens(strapi);
      await preparePrivateAttachments(strapi);
      await backfillReviews(strapi);
      await queueUnscannedFiles(strapi);
    });
    // A one-off command (`npm run backup`, `npm run restore`: src/cli/) loads the CMS without them.
    if (!appConfig(strapi, 'server').backgroundJobs) return;
    // The e-mail outbox's worker and the staff's daily digest (when SMTP_HOST is set).
    getService(strapi, 'mail-worker').start();
    // The malware scans of lead files (when a scanner is configured), in every instance.
    getService(strapi, 'scan-worker').start();
    scheduleRetention(strapi);
    scheduleBackups(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await getService(strapi, 'mail-worker').stop();
    await getService(strapi, 'scan-worker').stop();
    await getService(strapi, 'settings-snapshot').idle();
    await sharedStoreOf(strapi).close();
    // Strapi's own after-commit reads (a publish's events) finish before its pool closes.
    await untilPoolQuiet(strapi);
  },
};
