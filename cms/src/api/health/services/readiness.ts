// Whether this instance can take a lead now: the database answers, and private storage takes a
// file (write and remove a probe). When e-mail is on, whether the SMTP server greets is reported
// too, for an operator to see that mails wait; it does not make the instance unready; so is, when
// files are scanned, whether clamd answers PING (`clamav`): scans wait for it, leads never do.
// Each check is bounded, so a hanging dependency reports as a
// failure in time for the caller's own timeout. A change of state is logged once, with the cause;
// the answer names only an error code, never a path or a host.

import type { Core } from '@strapi/strapi';
import { attachmentsOf } from '../../../lib/attachments/storage';
import { probeSmtp } from '../../../lib/mail/smtp-probe';
import { appConfig } from '../../../lib/config/app-config';
import { getService } from '../../../lib/strapi/services';

export type Check = { status: 'ok' | 'failed'; ms: number; reason?: string };
export type Readiness = {
  ready: boolean;
  checks: { database: Check; storage: Check; smtp?: Check; clamav?: Check };
};

/** Well under a load balancer's usual 5 s health-check timeout. */
const CHECK_TIMEOUT_MS = 2000;

const within = <T>(work: () => Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'TIMEOUT' })),
      ms,
    );
    work().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** A short, path-free name for why a check failed: the error's code (ENOTDIR, ECONNREFUSED, TIMEOUT…). */
const reasonOf = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/i.test(code) ? code : 'ERROR';
};

const readiness = ({ strapi }: { strapi: Core.Strapi }) => {
  const failing = new Set<string>();

  const run = async (name: string, work: () => Promise<unknown>): Promise<Check> => {
    const started = Date.now();
    try {
      await within(work, CHECK_TIMEOUT_MS);
      if (failing.delete(name)) strapi.log.warn(`[ready] ${name} is back`);
      return { status: 'ok', ms: Date.now() - started };
    } catch (error) {
      if (!failing.has(name)) {
        failing.add(name);
        strapi.log.error(`[ready] ${name} failed: ${(error as Error)?.message ?? error}`);
      }
      return { status: 'failed', ms: Date.now() - started, reason: reasonOf(error) };
    }
  };

  return {
    async check(): Promise<Readiness> {
      const mailOn = appConfig(strapi, 'mail').enabled;
      const smtp = appConfig(strapi, 'plugin::email').providerOptions;
      const scans = getService(strapi, 'scan-worker');
      const [database, storage, mail, clamav] = await Promise.all([
        run('database', () => strapi.db.connection.raw('select 1')),
        run('storage', () => attachmentsOf(strapi).probe()),
        mailOn ? run('smtp', () => probeSmtp(smtp)) : null,
        scans.enabled() ? run('clamav', () => scans.ping()) : null,
      ]);
      // SMTP and clamd are reported, never counted: a load balancer that took every instance out
      // while either is down would refuse the leads whose mails and scans wait safely for them.
      const ready = database.status === 'ok' && storage.status === 'ok';
      return {
        ready,
        checks: { database, storage, ...(mail ? { smtp: mail } : {}), ...(clamav ? { clamav } : {}) },
      };
    },
  };
};

export default readiness;

declare module '../../../lib/strapi/services' {
  interface ProjectServices {
    readiness: ReturnType<typeof readiness>;
  }
}
