// Scans lead files for malware (README.md, "Malware scanning"): started with the CMS when a
// scanner is configured (src/index.ts), in every instance, stopped with it. Every
// FILE_SCAN_INTERVAL_MS, and at once after a lead is written, it claims due scans
// (lib/scan/scan-jobs.ts), streams each file to clamd and records the verdict (lib/scan/scan-file.ts).

import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../lib/config/app-config';
import { createClaimLoop } from '../../../lib/jobs/claim-loop';
import { clamdClient, type ClamdClient } from '../../../lib/scan/clamd';
import { scanFile } from '../../../lib/scan/scan-file';
import { claimDueScans, releaseScans, type ClaimedScan } from '../../../lib/scan/scan-jobs';

const scanWorker = ({ strapi }: { strapi: Core.Strapi }) => {
  const config = () => appConfig(strapi, 'file-scan');
  const settings = () => config().worker;
  let clamd: ClamdClient | null = null;
  /** One client per running CMS, made when first needed (the configuration is read by then). */
  const client = () => (clamd ??= clamdClient(config().clamd));

  // Said once when clamd or storage goes away, and once when a scan goes through again.
  const down = new Set<string>();
  const reachable = (what: 'clamd' | 'storage', error?: Error) => {
    if (error) {
      if (!down.has(what))
        strapi.log.warn(`[scan] ${what} cannot be reached (${error.message}); files wait for their scan`);
      down.add(what);
      return;
    }
    for (const name of down) strapi.log.info(`[scan] ${name} answers again; waiting files are being scanned`);
    down.clear();
  };

  /** One claim loop (two of them on two instances, or in a test, never scan a file twice). */
  const createWorker = () =>
    createClaimLoop<ClaimedScan>({
      name: 'scan',
      queue: 'the scan queue',
      claim: (token) => claimDueScans(strapi, token, settings()),
      work: (scan, token) => scanFile({ strapi, clamd: client(), settings, reachable }, scan, token),
      release: (token) => releaseScans(strapi, token),
      settings,
      log: strapi.log,
    });

  const main = createWorker();

  return {
    createWorker,
    /** Whether files are scanned at all (a scanner is configured and not switched off). */
    enabled: () => config().enabled,
    /** Scans what is due now, in this instance's worker's stead (tests, and a manual nudge). */
    drain: () => main.drain(),
    /** A file was just queued: scan it without waiting for the interval. */
    nudge: () => main.nudge(),
    /** Whether clamd answers (GET /api/ready reports it, never counts it). */
    ping: () => client().ping(),

    start() {
      if (!config().enabled) return;
      main.start();
      strapi.log.info(`[scan] lead files are scanned by clamd at ${client().where}`);
      main.nudge();
    },

    stop: () => main.stop(),
  };
};

export default scanWorker;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    'scan-worker': ReturnType<typeof scanWorker>;
  }
}
