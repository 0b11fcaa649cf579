// `npm run test:faults`: the fault drills (docs/deployment.md, "Fault drills"), each a production
// CMS (`strapi start`) on a throwaway PostgreSQL cluster of its own, faulted from outside as an
// operator would see it. Each drill prints its figures and the properties it checked, and exits 1
// on any violated one; this runner compiles the CMS once, runs them one after another, and exits 1
// when any failed.
//
//   npm run test:faults               every drill
//   npm run test:faults -- postgres   only drills whose name contains "postgres"
//
// FAULTS_RESULT_FILE: where to write { passed, failed, failures } for `npm test`'s total.

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareCms } from '../lib/cms.mjs';
import { bold, green, red, step } from '../lib/print.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

const DRILLS = [
  { name: 'postgres-outage', what: 'PostgreSQL stopped under load and restarted' },
  { name: 'sigkill-uploads', what: 'SIGKILL during 1-4 MB uploads, then a restart' },
  { name: 'siteverify', what: 'reCAPTCHA siteverify slow and down' },
  { name: 'storage', what: 'private storage full or not writable' },
  { name: 'backup-restore', what: 'a backup under load, the database and files lost, a restore' },
];

const filter = process.argv[2];
const chosen = filter ? DRILLS.filter(({ name }) => name.includes(filter)) : DRILLS;
if (!chosen.length) {
  console.error(`no drill matches "${filter}"; drills: ${DRILLS.map(({ name }) => name).join(', ')}`);
  process.exit(2);
}

const runDrill = (name) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(HERE, `${name}.mjs`)], {
      stdio: 'inherit',
      env: { ...process.env, FAULTS_CMS_PREPARED: '1' },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const started = performance.now();
const results = [];
try {
  await prepareCms({ admin: false });
  for (const drill of chosen) {
    step(`drill: ${drill.what}`);
    const drillStarted = performance.now();
    const code = await runDrill(drill.name);
    results.push({ ...drill, ok: code === 0, seconds: (performance.now() - drillStarted) / 1000 });
  }
} catch (error) {
  console.error(`the fault drills could not run: ${error?.stack ?? error}`);
  results.push({ name: 'prepare', what: 'compile the CMS', ok: false, seconds: 0 });
}

console.log(`\n${bold('Fault drills')}`);
for (const { what, ok, seconds } of results) {
  console.log(`  ${ok ? green('✓') : red('✗')} ${what} (${seconds.toFixed(0)} s)`);
}
const passed = results.filter(({ ok }) => ok).length;
const failed = results.length - passed;
console.log(`faults: ${passed} passed, ${failed} failed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (process.env.FAULTS_RESULT_FILE)
  writeFileSync(
    process.env.FAULTS_RESULT_FILE,
    JSON.stringify({ passed, failed, failures: results.filter(({ ok }) => !ok).map(({ what }) => what) }),
  );
process.exit(failed ? 1 : 0);
