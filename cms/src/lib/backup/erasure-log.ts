// The erasure log (docs/deployment.md, "Backups and restore"): every erasure on request and every
// retention run is recorded here before it deletes anything, so that a restore of an older backup
// can delete again whoever was erased after that backup was taken. It lives beside the backups,
// never in the database a restore replaces, and holds no personal data: an address or a reference
// only as its HMAC-SHA256 keyed with ERASURE_LOG_SALT (a secret), so the log alone cannot be
// searched for a person, while the same salt finds the rows again in a restored database.
// One small JSON object per entry, named by its time, so a restore reads only the entries after
// its backup, and old ones are removed with the backups they served.

import { createHmac, randomBytes } from 'crypto';
import { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { openLocation } from './location';

export type ErasureEntry = { kind: 'erasure'; at: string; emails: string[]; references: string[] };
/** A retention run: whatever was received before `cutoff` was deleted. */
export type RetentionEntry = { kind: 'retention'; at: string; cutoff: string };
export type ErasureLogEntry = ErasureEntry | RetentionEntry;

/** Outside production only (production refuses to start without ERASURE_LOG_SALT). */
const DEVELOPMENT_SALT = 'vision-development-only-erasure-log-salt';

const stamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');
const ENTRY_NAME = /^(\d{8}T\d{9}Z)-[0-9a-f]{8}\.json$/;

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The log of this CMS's configuration (config/backup.ts, erasureLog). */
export const erasureLogOf = (strapi: Core.Strapi) => {
  const settings = appConfig(strapi, 'backup');
  const location = openLocation(settings.erasureLog.to, settings.s3);
  const salt = settings.erasureLog.salt || DEVELOPMENT_SALT;
  const hash = (value: string) => createHmac('sha256', salt).update(value).digest('hex');

  const append = async (entry: ErasureLogEntry) => {
    const name = `${stamp(new Date(entry.at))}-${randomBytes(4).toString('hex')}.json`;
    await location.write(name, Readable.from([Buffer.from(JSON.stringify(entry))]));
  };

  return {
    where: location.where,
    hashEmail: (email: string) => hash(`email:${normalEmail(email)}`),
    hashReference: (reference: string) => hash(`reference:${reference.trim()}`),

    /** Records an erasure of these addresses and references, before it happens. */
    async recordErasure({ emails, references }: { emails: string[]; references: string[] }) {
      const entry: ErasureEntry = {
        kind: 'erasure',
        at: new Date().toISOString(),
        emails: [...new Set(emails.map((email) => hash(`email:${normalEmail(email)}`)))],
        references: [...new Set(references.map((reference) => hash(`reference:${reference.trim()}`)))],
      };
      await append(entry);
    },

    /** Records a retention run deleting what was received before `cutoff`, before it does. */
    recordRetention: (cutoff: Date) =>
      append({ kind: 'retention', at: new Date().toISOString(), cutoff: cutoff.toISOString() }),

    /** The entries recorded at or after `since`, oldest first. */
    async entriesSince(since: Date): Promise<ErasureLogEntry[]> {
      const from = stamp(since);
      const names = (await location.list()).filter((name) => (ENTRY_NAME.exec(name)?.[1] ?? '') >= from);
      const entries: ErasureLogEntry[] = [];
      for (const name of names) {
        const chunks: Buffer[] = [];
        for await (const chunk of await location.read(name)) chunks.push(chunk as Buffer);
        entries.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ErasureLogEntry);
      }
      return entries.sort((a, b) => a.at.localeCompare(b.at));
    },

    /** Removes the entries recorded before `before` (no kept backup is older). Answers how many. */
    async prune(before: Date) {
      const until = stamp(before);
      const old = (await location.list()).filter((name) => {
        const match = ENTRY_NAME.exec(name);
        return !!match && match[1] < until;
      });
      await location.remove(old);
      return old.length;
    },
  };
};

export type ErasureLog = ReturnType<typeof erasureLogOf>;
