// `npm run backup` and `npm run restore` from a checkout (docs/deployment.md, "Backups and restore"):
// the CMS's own commands (cms/src/cli/), run from its compiled code after compiling what changed.
// In the CMS's image they run directly: `docker compose exec cms npm run backup -- …`.
//
//   npm run backup -- --to ./backups            npm run backup -- --new-key ./backup-key.txt
//   npm run restore -- --from ./backups --key ./backup-key.txt [--force]

import { spawn } from 'node:child_process';
import path from 'node:path';
import { dir, ensureCmsServerCompiled, ensureReady } from '../lib/workspace.mjs';

const [command, ...args] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('usage: node scripts/backup/run.mjs backup|restore [options]');
  process.exit(2);
}
await ensureReady();
await ensureCmsServerCompiled();
const child = spawn(process.execPath, [path.join(dir('cms'), 'dist', 'src', 'cli', `${command}.js`), ...args], {
  cwd: dir('cms'),
  stdio: 'inherit',
  // Paths the operator typed are relative to where they typed them.
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
