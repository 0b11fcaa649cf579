// Drill: private storage full, then not writable, under the running CMS.
//
// The CMS may run as root, for whom a chmod changes nothing, so the faults are real ones: the
// private folder is a 2 MB tmpfs (mount -t tmpfs -o size=2m), filled up to leave less than a
// file's room, and then made immutable (chattr +i), which stops root too. Where mounting or chattr
// is not allowed (not root, a container without the capability) the drill falls back to chmod
// 0500 for "not writable" (when not root), and prints NOT RUN for a fault it could not cause.
//
// Checked for each fault: 1-4 MB uploads are answered the contract's 503 SERVICE_UNAVAILABLE with
// Retry-After at once (well before the upload could have finished on a slow link), without the
// server's path in the answer; no row is written and no partial file stays. After the fault is
// cleared: 201s again without restarting the CMS.

import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from '../lib/cleanup.mjs';
import { startCluster } from './lib/cluster.mjs';
import {
  byStatus,
  drillFolder,
  isContract503,
  readStore,
  runDrill,
  seconds,
  some,
  startDrillCms,
  step,
  submitLead,
  verdict,
} from './lib/drill.mjs';

const UPLOADS = 6;
const MB = 1024 * 1024;
/** An answer "at once": far below the time a 1-4 MB upload takes on a visitor's link. */
const AT_ONCE_MS = 3000;
const FILLER = '.drill-filler';

const tryRun = (command, args) => {
  try {
    execFileSync(command, args, { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
};

await runDrill(async () => {
  const report = verdict('Fault drill: private storage full, then not writable');
  const tempDir = drillFolder('storage');
  const storeDir = path.join(tempDir, 'attachments');
  mkdirSync(storeDir, { mode: 0o700 });

  const mounted = tryRun('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', storeDir]);
  if (mounted) {
    const unmount = () => {
      tryRun('chattr', ['-i', storeDir]);
      tryRun('umount', [storeDir]);
    };
    onCleanup(`unmount ${storeDir}`, async () => unmount(), unmount);
  }

  step('starting a throwaway PostgreSQL cluster (initdb, pg_ctl)');
  const cluster = await startCluster(tempDir);
  const database = await cluster.createDatabase();
  step(`starting the CMS (strapi start), private storage ${mounted ? 'on a 2 MB tmpfs' : 'on the temp disk'}`);
  const cms = await startDrillCms({ database, tempDir }); // its private folder is tempDir/attachments
  report.figure('database', `${cluster.version}, throwaway cluster on port ${cluster.port}`);
  report.figure('private storage', mounted ? '2 MB tmpfs' : 'temp folder (mount not allowed here)');

  // One after another: each answer's time is then the CMS's, not a queue behind the others on a
  // busy machine (the siteverify and PostgreSQL drills load the CMS concurrently).
  const burst = async () => {
    const answers = [];
    for (let i = 0; i < UPLOADS; i += 1) answers.push(await submitLead(cms.url, { size: randomInt(MB, 4 * MB + 1) }));
    return answers;
  };
  const small = () => submitLead(cms.url, { size: 64 * 1024 });

  const first = await small();
  report.check('healthy storage: 201', first.status === 201, `${first.status} ${first.text}`);

  /** One fault: set it, send the burst, check the answers and the store, clear it, expect a 201. */
  const fault = async (name, set, clear) => {
    const before = await readStore(database.url, storeDir);
    set();
    step(`storage ${name}: ${UPLOADS} uploads of 1-4 MB, one after another`);
    const answers = await burst();
    const after = await readStore(database.url, storeDir);
    clear();
    const again = await small();
    const wrong = answers.filter((answer) => !isContract503(answer));
    const leaks = answers.filter((answer) => answer.text.includes(tempDir) || /\/tmp\/|attachments/.test(answer.text));
    const slowest = Math.max(...answers.map(({ ms }) => ms));
    const counts = byStatus(answers);
    const strays = after.strays.filter((name) => name !== FILLER);
    const each = answers.map((a) => `${(a.size / MB).toFixed(1)} MB ${a.status || a.text} ${seconds(a.ms)}`);
    report.figure(`storage ${name}, each`, each.join('; '));
    report.figure(
      `storage ${name}`,
      `${answers.length} requests: ${Object.entries(counts)
        .map(([status, n]) => `${status}×${n}`)
        .join(
          ', ',
        )}; slowest ${seconds(slowest)}; rows ${before.leads.length}→${after.leads.length}, files ${before.files.length}→${after.files.length}`,
    );
    report.check(
      `storage ${name}: every answer a JSON 503 with Retry-After`,
      wrong.length === 0,
      some(wrong.map((a) => `${a.status} ${a.text}`)),
    );
    report.check(`storage ${name}: answered within ${seconds(AT_ONCE_MS)}`, slowest <= AT_ONCE_MS, seconds(slowest));
    report.check(`storage ${name}: no server path in any answer`, leaks.length === 0, some(leaks.map((a) => a.text)));
    report.check(
      `storage ${name}: no row, no file, no partial file`,
      after.leads.length === before.leads.length && after.files.length === before.files.length && strays.length === 0,
      some(strays),
    );
    report.check(
      `storage ${name} cleared: 201 again, same CMS process`,
      again.status === 201,
      `${again.status} ${again.text}`,
    );
  };

  if (mounted) {
    const filler = path.join(storeDir, FILLER);
    await fault(
      'full',
      () => {
        // Leave less room than the smallest upload (1 MB): the disk fills during the upload.
        const { bavail, bsize } = statfsSync(storeDir);
        writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 256 * 1024)));
      },
      () => rmSync(filler, { force: true }),
    );
  } else {
    report.skip('storage full', 'mount -t tmpfs is not allowed here (needs root with CAP_SYS_ADMIN)');
  }

  const immutable = tryRun('chattr', ['+i', storeDir]);
  if (immutable) tryRun('chattr', ['-i', storeDir]);
  report.figure('not writable by', immutable ? 'chattr +i (stops root too)' : 'chmod 0500 (chattr not allowed here)');
  if (!immutable && process.getuid?.() === 0) {
    report.skip('storage not writable', 'chattr +i is not allowed here, and chmod does not stop root');
  } else {
    await fault(
      'not writable',
      () => (immutable ? tryRun('chattr', ['+i', storeDir]) : chmodSync(storeDir, 0o500)),
      () => (immutable ? tryRun('chattr', ['-i', storeDir]) : chmodSync(storeDir, 0o700)),
    );
  }

  const final = await readStore(database.url, storeDir);
  report.check(
    'no orphan files, no row without its file',
    final.orphans.length === 0 && final.rowsWithoutFile.length === 0,
  );
  return report.print();
});
