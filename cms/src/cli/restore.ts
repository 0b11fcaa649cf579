// `npm run restore -- --from <backup> --key <private key file>` (docs/deployment.md, "Backups and
// restore"): a backup into the configured database and attachment store, which must be empty
// unless --force. Then, with the CMS loaded on what was restored: the erasures logged since the
// backup are done again (lib/backup/erasure-replay.ts), and every row is checked to have its file
// with the manifest's sha256 (lib/backup/restore-check.ts). Prints what it restored; exits 1 when
// the check finds a problem, 2 when it refuses a target that is not empty.

import { readFileSync } from 'fs';
import { parseArgs } from 'util';
import { appConfig } from '../lib/config/app-config';
import { ageIdentityIn } from '../lib/backup/age-stream';
import { openBackup } from '../lib/backup/backup-reader';
import { erasureLogOf } from '../lib/backup/erasure-log';
import { REPLAY_MARGIN_MS, replayErasures } from '../lib/backup/erasure-replay';
import { checkRestore } from '../lib/backup/restore-check';
import { restoreDatabase, restoreFiles, targetContents } from '../lib/backup/restore-target';
import { configuredCms, megabytes, runCommand, seconds, typedPath } from './one-off';

const USAGE = `Usage:
  npm run restore -- --from <backup folder, or a folder or s3://bucket/prefix of backups> --key <private key file> [--force]
      restores the backup (the newest complete one in a folder of backups) into the configured
      database and attachment storage, which must be empty unless --force`;

runCommand(async () => {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      key: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.from || !values.key) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const identity = ageIdentityIn(readFileSync(typedPath(values.key), 'utf8'));
  const strapi = configuredCms();
  const settings = appConfig(strapi, 'backup');
  const backup = await openBackup(typedPath(values.from), identity, settings.s3);
  const { manifest } = backup;
  console.log(`restoring ${manifest.name} (taken ${manifest.snapshotAt}) from ${backup.where}`);

  const target = await targetContents(strapi);
  if ((target.tables || target.files) && !values.force) {
    console.error(
      `✗ the target is not empty (${target.tables} table(s) in the database, ${target.files} file(s) in ${target.where}): ` +
        'restore into an empty database and storage, or add --force to restore over them',
    );
    return 2;
  }
  const started = Date.now();
  const database = await restoreDatabase(strapi, backup, values.force);
  console.log(`  database restored (${manifest.database.client}, ${megabytes(database.size)})`);
  const files = await restoreFiles(strapi, backup);
  const bytes = [...files.attachments.values()].reduce((total, file) => total + file.size, 0);
  console.log(
    `  files restored: ${files.attachments.size} attachments (${megabytes(bytes)}) into ${target.where}, ` +
      `${files.media.size} Media Library files (${files.mediaKept} already there)`,
  );

  await strapi.load();
  try {
    const log = erasureLogOf(strapi);
    const entries = await log.entriesSince(new Date(new Date(manifest.snapshotAt).getTime() - REPLAY_MARGIN_MS));
    const replayed = await replayErasures(strapi, log, entries);
    console.log(
      `  erasure log (${log.where}): ${replayed.erasures} erasure(s) and ${replayed.retentionRuns} retention run(s) since the backup, ` +
        `replayed: ${replayed.leads} leads and ${replayed.quarantinedLeads} quarantined attempts erased again`,
    );
    const problems = await checkRestore(strapi, manifest, files);
    const leads = await strapi.db.query('api::lead.lead').count();
    const attempts = await strapi.db.query('api::quarantined-lead.quarantined-lead').count();
    console.log(
      `  restored: ${leads} leads, ${attempts} quarantined attempts (the backup held ${manifest.counts.leads} and ${manifest.counts.quarantinedLeads}); ${seconds(Date.now() - started)}`,
    );
    if (problems.length) {
      for (const problem of problems) console.error(`✗ ${problem}`);
      return 1;
    }
    console.log('✓ every row has its file with the sha256 of the manifest; no lead without its contacts');
    return 0;
  } finally {
    await strapi.destroy();
  }
});
