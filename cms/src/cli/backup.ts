// `npm run backup -- --to <folder|s3://bucket/prefix>` (docs/deployment.md, "Backups and restore"):
// one backup now, the same the scheduled one takes (api/backup/services/backup.ts), encrypted to
// BACKUP_PUBLIC_KEY. `--new-key <file>` makes a key pair instead: the private key into the file,
// the public key printed for BACKUP_PUBLIC_KEY.

import { existsSync, writeFileSync } from 'fs';
import { parseArgs } from 'util';
import { newKeyPair } from '../lib/backup/age-stream';
import { appConfig } from '../lib/config/app-config';
import { getService } from '../lib/strapi/services';
import { configuredCms, megabytes, runCommand, seconds, typedPath } from './one-off';

const USAGE = `Usage:
  npm run backup -- [--to <folder|s3://bucket/prefix>] [--public-key age1…]
      takes a backup now (default destination BACKUP_TO, default key BACKUP_PUBLIC_KEY)
  npm run backup -- --new-key <file|->
      writes a new private key to <file> (- : standard output; keep it offline) and prints its public key`;

runCommand(async () => {
  const { values } = parseArgs({
    options: {
      to: { type: 'string' },
      'public-key': { type: 'string' },
      'new-key': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values['new-key'] === '-') {
    // To standard output, for a container that cannot write where the operator keeps it.
    process.stdout.write((await newKeyPair()).keyFile);
    return 0;
  }
  if (values['new-key']) {
    const file = typedPath(values['new-key']);
    if (existsSync(file)) throw new Error(`${file} exists: choose a new file`);
    const { publicKey, keyFile } = await newKeyPair();
    writeFileSync(file, keyFile, { mode: 0o600, flag: 'wx' });
    console.log(`private key written to ${file}: keep it off this server, with ERASURE_LOG_SALT`);
    console.log(`BACKUP_PUBLIC_KEY=${publicKey}`);
    return 0;
  }
  const strapi = configuredCms();
  await strapi.load();
  try {
    const started = Date.now();
    const to = values.to ? typedPath(values.to) : undefined;
    const manifest = await getService(strapi, 'backup').take({
      ...(to ? { to } : {}),
      ...(values['public-key'] ? { publicKey: values['public-key'] } : {}),
    });
    const { counts } = manifest;
    const bytes = manifest.attachments.reduce((total, file) => total + file.size, 0);
    console.log(`✓ backup ${manifest.name} written to ${to ?? appConfig(strapi, 'backup').to}`);
    console.log(
      `  ${counts.leads} leads, ${counts.quarantinedLeads} quarantined attempts, ${counts.contacts} contacts; ` +
        `${counts.attachments} attachments (${megabytes(bytes)}), ${counts.media} Media Library files; ` +
        `database ${megabytes(manifest.database.size)} (${manifest.database.client}); ${seconds(Date.now() - started)}`,
    );
    if (manifest.erasedSinceSnapshot.length) {
      console.log(`  ${manifest.erasedSinceSnapshot.length} file(s) erased while it ran: the erasure log replays them`);
    }
    if (manifest.missing.length) {
      console.error(
        `✗ ${manifest.missing.length} attachment(s) of existing rows are not in storage: ${manifest.missing.join(', ')}`,
      );
      return 1;
    }
    return 0;
  } finally {
    await strapi.destroy();
  }
});
