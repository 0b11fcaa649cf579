// Sends the outbox (lib/mail/outbox.ts): started with the CMS when e-mail is on (src/index.ts),
// stopped with it. Every MAIL_WORKER_INTERVAL_MS it claims due jobs (lib/mail/job-leases.ts),
// builds each message from the lead and Settings (lib/mail/job-message.ts), sends it through
// Strapi's email plugin and records the outcome (lib/mail/send-job.ts: at least once, and why).
// The staff's daily digest is queued by Strapi's cron at MAIL_DIGEST_HOUR (lib/mail/daily-digest.ts).

import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../lib/config/app-config';
import { createClaimLoop } from '../../../lib/jobs/claim-loop';
import { enqueueDailyDigest } from '../../../lib/mail/daily-digest';
import { claimDueJobs, releaseClaim, retryFailedJob, type ClaimedJob } from '../../../lib/mail/job-leases';
import { messageOf } from '../../../lib/mail/job-message';
import { sendJob } from '../../../lib/mail/send-job';
import { getService } from '../../../lib/strapi/services';

const DIGEST_CRON = 'vision-mail-digest';

const mailWorker = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => appConfig(strapi, 'mail').worker;
  const settingsNow = () => getService(strapi, 'settings-snapshot').get();
  const publicUrl = () => {
    const server = appConfig(strapi, 'server');
    return String(server.url || server.absoluteUrl || '').replace(/\/+$/, '');
  };

  const render = async (job: ClaimedJob) => {
    const { areaLabels, mail } = await settingsNow();
    return messageOf(strapi, job, {
      areaLabels,
      texts: mail.texts,
      textsByLocale: mail.textsByLocale,
      publicUrl: publicUrl(),
    });
  };

  /** One claim loop (two of them on two instances, or in a test, never send a job twice). */
  const createWorker = () =>
    createClaimLoop<ClaimedJob>({
      name: 'mail',
      queue: 'the outbox',
      claim: (token) => claimDueJobs(strapi, token, settings()),
      work: (job, token) => sendJob({ strapi, render, publicUrl, settings }, job, token),
      release: (token) => releaseClaim(strapi, token),
      settings,
      log: strapi.log,
    });

  /** The staff's digest of the Israel-time day before `now`; answers how many jobs were written. */
  const enqueueDigest = async (now = new Date()): Promise<number> => {
    if (!appConfig(strapi, 'mail').enabled) return 0;
    return enqueueDailyDigest(strapi, (await settingsNow()).mail.staff, now);
  };

  const main = createWorker();

  return {
    createWorker,
    enqueueDigest,
    /** Sends what is due now, in this instance's worker's stead (tests, and a manual nudge). */
    drain: () => main.drain(),

    start() {
      if (!appConfig(strapi, 'mail').enabled) return;
      main.start();
      strapi.cron.add({
        [DIGEST_CRON]: {
          task: () => enqueueDigest(),
          options: { rule: `0 0 ${appConfig(strapi, 'mail').digestHour} * * *`, tz: 'Asia/Jerusalem' },
        },
      });
    },

    async stop() {
      strapi.cron.remove(DIGEST_CRON);
      await main.stop();
    },

    /** A failed job sent again from the start (a super admin's "retry"); false if it is not failed. */
    retry: (documentId: string): Promise<boolean> => retryFailedJob(strapi, documentId),
  };
};

export default mailWorker;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'mail-worker': ReturnType<typeof mailWorker>;
  }
}
