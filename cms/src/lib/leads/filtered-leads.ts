// The leads a list request asks for (area, date range, search, review status, reviewer, possible
// duplicates, the file's scan state, the language), as a knex query on the leads table (alias `l`). The request's values are checked
// before they come here (api/lead/validation).

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { AreaKey, FileScanState, LocaleCode, ReviewStatus } from '@vision/config';
import { leadTables, reviewerLinks } from '../database/lead-tables';
import { LEAD_UID } from '../uids';

export type LeadFilters = {
  area?: AreaKey;
  /** Leads created at or after this instant. */
  from?: Date;
  /** Leads created before this instant (a whole day `to` becomes the next day's midnight)... */
  to?: Date;
  /** ...or at it, when `to` was a full timestamp. */
  toInclusive?: boolean;
  search?: string;
  status?: ReviewStatus;
  /** An admin user's id, or `none` for the leads nobody reviews. */
  reviewer?: number | 'none';
  /** Only the leads that share a key with an earlier lead (lib/leads/match-keys.ts). */
  duplicate?: boolean;
  /** One state of the file's malware scan. */
  fileScan?: FileScanState;
  /** The language the visitor wrote in. */
  locale?: LocaleCode;
};

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Searched in the lead's own row, and in every contact. */
const SEARCHED_LEAD_ATTRIBUTES = ['reference', 'visionPresenters', 'attachmentName'];
const SEARCHED_CONTACT_ATTRIBUTES = ['fullName', 'email', 'phoneNumber'];

export const filteredLeads = (strapi: Core.Strapi, filters: LeadFilters): Knex.QueryBuilder => {
  const knex = strapi.db.connection;
  const t = leadTables(strapi, LEAD_UID);
  const col = (attribute: string) => `l.${t.column(attribute)}`;
  const query = knex(`${t.table} as l`);
  if (filters.area) query.where(col('visionSubmissionArea'), filters.area);
  if (filters.from) query.where(col('createdAt'), '>=', filters.from);
  if (filters.to) query.where(col('createdAt'), filters.toInclusive ? '<=' : '<', filters.to);
  if (filters.status) query.where(col('reviewStatus'), filters.status);
  if (filters.fileScan) query.where(col('fileScan'), filters.fileScan);
  if (filters.locale) query.where(col('submissionLocale'), filters.locale);
  if (filters.reviewer !== undefined) {
    const links = reviewerLinks(strapi, LEAD_UID);
    const reviewed = knex(links.table).select(links.lead);
    if (filters.reviewer === 'none') query.whereNotIn('l.id', reviewed);
    else query.whereIn('l.id', reviewed.where(links.user, filters.reviewer));
  }
  // A lead shares a key with an earlier one exactly when its stored list of earlier duplicates is
  // not empty: written at intake (match-keys.ts), and emptied of each erased lead
  // (lib/privacy/duplicate-links-step.ts). Joining the keys again compared every pair of leads
  // sharing a key: 9 million rows and 2 s for 3,000 leads sharing a file.
  if (filters.duplicate) query.whereNotNull(col('duplicateOf'));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    // LOWER on both sides: SQLite's LIKE ignores only ASCII case and PostgreSQL's none at all.
    const like = (column: string) => knex.raw(`LOWER(??) LIKE ? ESCAPE '\\'`, [column, pattern]);
    const c = t.contacts;
    query.where((where) => {
      for (const attribute of SEARCHED_LEAD_ATTRIBUTES) where.orWhere(like(col(attribute)));
      where.orWhereExists((exists) => {
        exists
          .select(knex.raw('1'))
          .from(`${c.join.table} as j`)
          .join(`${c.table} as c`, `c.id`, `j.${c.join.contact}`)
          .whereRaw('?? = ??', [`j.${c.join.lead}`, 'l.id'])
          .where(Object.fromEntries(Object.entries(c.join.on).map(([column, value]) => [`j.${column}`, value])))
          .where((any) => {
            for (const attribute of SEARCHED_CONTACT_ATTRIBUTES) any.orWhere(like(`c.${c.column(attribute)}`));
          });
      });
    });
  }
  return query;
};
