// What every fault drill shares: a temp folder, a production CMS (`strapi start`) on a database of
// the drill's own, lead submissions as the site sends them (each with a distinct file whose sha256
// is remembered), the store checked from outside (rows in PostgreSQL, files on disk), and the
// drill's verdict: its figures printed, and every violated property listed, exiting 1.

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfBytes } from '../../lib/pdf-bytes.cjs';
import { leadForm } from '../../lib/valid-lead.cjs';
import { cleanup, installCleanupHandlers, onCleanup } from '../../lib/cleanup.mjs';
import { readJson } from '../../lib/json-fetch.mjs';
import { prepareCms, startCms } from '../../lib/cms.mjs';
import { bold, green, red, step } from '../../lib/print.mjs';
import { randomCmsSecrets } from '../../lib/cms-secrets.cjs';
import { withPostgres } from '../../lib/throwaway-database.cjs';

export { step };

/** A temp folder removed at exit (even on Ctrl-C). */
export const drillFolder = (name) => {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), `vision-faults-${name}-`));
  const remove = () => rmSync(tempDir, { recursive: true, force: true });
  onCleanup(`remove ${tempDir}`, async () => remove(), remove);
  return tempDir;
};

/**
 * The CMS's environment for a drill: fixed secrets (a restart keeps them), no per-IP limit in the
 * way of one machine's load, the bot check off unless the drill turns it on.
 */
export const drillEnv = (extra = {}) => ({
  ...randomCmsSecrets(),
  LEAD_RATE_LIMIT_MAX: '1000000',
  RECAPTCHA_DISABLED: 'true',
  LOG_LEVEL: 'warn',
  ...extra,
});

/**
 * startCms with the drill's environment. The first-start seed finds no default images (an empty
 * SEED_ASSETS_DIR): the drills need no Media Library, and so leave nothing in cms/public/uploads
 * and start faster.
 */
export const startDrillCms = (options) => {
  const noAssets = path.join(options.tempDir, 'no-seed-assets');
  mkdirSync(noAssets, { recursive: true });
  return startCms({ ...options, env: { ...(options.env ?? drillEnv()), SEED_ASSETS_DIR: noAssets } });
};

const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');

/**
 * One lead submission with a fresh PDF of `size` bytes. Answers what an operator would look at:
 * when it started and ended (ms since `t0`), the status, the JSON body, Retry-After, and the
 * sha256 of the file sent. A request that gets no answer (connection reset, timeout) has status 0.
 * @param {string} url
 * @param {{ size?: number, t0?: number, timeoutMs?: number, token?: string }} [options]
 */
export const submitLead = async (url, { size = 2048, t0 = 0, timeoutMs = 30_000, token } = {}) => {
  const file = pdfBytes(size);
  const form = leadForm(file);
  const started = performance.now();
  const result = { started: started - t0, sha256: sha256(file), size };
  try {
    const response = await fetch(`${url}/api/leads/create`, {
      method: 'POST',
      headers: { 'Content-Type': form.contentType },
      body: form.body(token ?? `drill-${randomBytes(8).toString('hex')}`),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await readJson(response);
    Object.assign(result, {
      status: response.status,
      body,
      text: (typeof body.text === 'string' ? body.text : JSON.stringify(body)).slice(0, 300),
      retryAfter: response.headers.get('retry-after'),
      contentType: response.headers.get('content-type') ?? '',
    });
  } catch (error) {
    Object.assign(result, { status: 0, body: null, text: String(error?.cause?.code ?? error?.name ?? error) });
  }
  result.ended = performance.now() - t0;
  result.ms = result.ended - result.started;
  return result;
};

/** True for the contract's JSON error with this status's code and a Retry-After. */
export const isContract503 = (answer, code = 'SERVICE_UNAVAILABLE') =>
  answer.status === 503 &&
  answer.contentType.includes('application/json') &&
  answer.body?.success === false &&
  answer.body?.error?.code === code &&
  typeof answer.body?.error?.message === 'string' &&
  Number(answer.retryAfter) > 0;

/**
 * `concurrency` submitters in a loop until stop() is called; every answer is kept in order of
 * its end. Answers { answers, stop(): Promise (resolves when every submitter has finished) }.
 */
export const steadyLoad = (url, { concurrency = 20, size = 2048, t0 = performance.now(), pauseMs = 0 } = {}) => {
  const answers = [];
  let running = true;
  const submitter = async () => {
    while (running) {
      answers.push(await submitLead(url, { size, t0 }));
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, submitter));
  return {
    t0,
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
};

/** Counts answers by status: { '201': n, '503': n, … }. */
export const byStatus = (answers) =>
  answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/**
 * The store as it is, read from outside the CMS: the leads and quarantined attempts in PostgreSQL
 * (with their contacts) and the files in private storage.
 */
export const readStore = async (databaseUrl, privateDir) => {
  const { leads, quarantined, loneContacts } = await withPostgres(databaseUrl, async (client) => {
    const tables = new Set(
      (await client.query("select table_name from information_schema.tables where table_schema = 'public'")).rows.map(
        (row) => row.table_name,
      ),
    );
    if (!tables.has('leads')) return { leads: [], quarantined: [], loneContacts: 0 };
    // Strapi's own column name for attachmentSha256 (its snake case splits the digits off).
    const sha = (
      await client.query(
        "select column_name from information_schema.columns where table_name = 'leads' and column_name like 'attachment_sha%'",
      )
    ).rows[0].column_name;
    const leadRows = (
      await client.query(
        `select l.reference, l.attachment_key as key, l.${sha} as sha256,
                (select count(*) from leads_cmps c where c.entity_id = l.id and c.field = 'contacts')::int as contacts
           from leads l`,
      )
    ).rows;
    const quarantinedRows = tables.has('quarantined_leads')
      ? (await client.query(`select reference, attachment_key as key, ${sha} as sha256 from quarantined_leads`)).rows
      : [];
    // Contact rows that no lead or quarantined attempt links to: half of a write.
    const links = [...tables].filter((name) => name.endsWith('_cmps') && name !== 'components_lead_contacts');
    const linked = links
      .map((name) => `select cmp_id from ${name} where component_type = 'lead.contact'`)
      .join(' union ');
    const lone = (
      await client.query(
        `select count(*)::int as n from components_lead_contacts c where c.id not in (${linked || 'select null::int'})`,
      )
    ).rows[0].n;
    return { leads: leadRows, quarantined: quarantinedRows, loneContacts: lone };
  });
  const entries = existsSync(privateDir) ? readdirSync(privateDir) : [];
  const files = entries.filter((name) => /^[a-f0-9]{32}$/.test(name));
  // Anything else is a leftover of a write (a probe file, an old .incoming folder that is not empty).
  const strays = entries.filter((name) => {
    if (/^[a-f0-9]{32}$/.test(name)) return false;
    if (name === '.incoming') return readdirSync(path.join(privateDir, name)).length > 0;
    return true;
  });
  const referenced = new Set([...leads, ...quarantined].map((row) => row.key).filter(Boolean));
  const fileSet = new Set(files);
  return {
    leads,
    quarantined,
    files,
    strays,
    loneContacts,
    orphans: files.filter((name) => !referenced.has(name)),
    rowsWithoutFile: [...leads, ...quarantined].filter((row) => !row.key || !fileSet.has(row.key)),
    partialRows: leads.filter((row) => row.contacts < 1),
    fileSha256: (key) => sha256(readFileSync(path.join(privateDir, key))),
  };
};

/**
 * Every 201 kept its promise: its reference has a lead row, the row's file is on disk, and both
 * the row's sha256 and the file's are those of what was sent. Answers the references that did not.
 */
export const brokenPromises = (store, answers) => {
  const rows = new Map(store.leads.map((row) => [row.reference, row]));
  const broken = [];
  for (const answer of answers.filter(({ status }) => status === 201)) {
    const reference = answer.body?.reference;
    const row = rows.get(reference);
    if (!row) broken.push(`${reference}: no row`);
    else if (!row.key || !store.files.includes(row.key)) broken.push(`${reference}: no file`);
    else if (row.sha256 !== answer.sha256) broken.push(`${reference}: row sha256 differs from what was sent`);
    else if (store.fileSha256(row.key) !== answer.sha256) broken.push(`${reference}: file sha256 differs`);
  }
  return broken;
};

/** The verdict of one drill: properties checked, figures printed, exit code. */
export const verdict = (title) => {
  const checks = [];
  const figures = [];
  return {
    figure: (name, value) => figures.push([name, value]),
    check: (property, ok, detail = '') => checks.push({ property, ok: !!ok, detail }),
    /** A property this machine cannot test (printed, never silently passed, not a failure). */
    skip: (property, reason) => checks.push({ property, ok: true, skipped: true, detail: reason }),
    print: () => {
      console.log(`\n${bold(title)}`);
      const width = Math.max(...figures.map(([name]) => name.length), 0);
      for (const [name, value] of figures) console.log(`  ${name.padEnd(width)}  ${value}`);
      for (const { property, ok, skipped, detail } of checks) {
        if (skipped) console.log(`  ${red('–')} NOT RUN: ${property}: ${detail}`);
        else console.log(`  ${ok ? green('✓') : red('✗')} ${property}${!ok && detail ? `: ${detail}` : ''}`);
      }
      return checks.every(({ ok }) => ok);
    },
  };
};

/**
 * Runs a drill's body with cleanup on every exit; exits 1 when a property failed or it crashed.
 * Run alone, a drill first compiles the CMS from the sources; run.mjs does that once for all.
 */
export const runDrill = async (body) => {
  installCleanupHandlers();
  let ok = false;
  try {
    if (!process.env.FAULTS_CMS_PREPARED) await prepareCms({ admin: false });
    ok = await body();
  } catch (error) {
    console.error(`\nthe drill could not complete: ${error?.stack ?? error}`);
  } finally {
    await cleanup();
  }
  process.exit(ok ? 0 : 1);
};

/** Lists a few items of a failure's detail. */
export const some = (items, count = 5) =>
  items.length ? `${items.length}: ${items.slice(0, count).join('; ')}${items.length > count ? '; …' : ''}` : '';

export const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
