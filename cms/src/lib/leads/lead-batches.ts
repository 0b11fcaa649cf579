// A cursor over the leads that match the filters, newest first: each batch is one query for the
// leads after the last one seen (created_at, id), one for their contacts and two for their
// review (reviewer, notes; the earlier possible duplicates are on the row), so no batch depends on an offset and
// memory stays flat for any number of leads.

import type { Core } from '@strapi/strapi';
import type { ContactFields } from './contacts-snapshot';
import { type LeadFilters, filteredLeads } from './filtered-leads';
import { contactsFor } from './lead-contacts';
import { afterCursor, EXPORT_LEAD_COLUMNS, newestFirst, readLeads, type Columns, type LeadRow } from './lead-rows';
import { notesOf, reviewersOf, type NotesSummary, type Reviewer } from './review-details';

/**
 * Leads read per database round trip. 500 was both the fastest and the flattest in memory on a
 * million leads (scripts/bench/README.md): larger batches live long enough for V8 to move them to
 * the old generation.
 */
export const EXPORT_BATCH_SIZE = 500;

export type LeadBatch = {
  leads: LeadRow[];
  contacts: Map<number, ContactFields>;
  reviewers: Map<number, Reviewer>;
  notes: Map<number, NotesSummary>;
};

export type LeadBatches = { next(): Promise<LeadBatch | null> };

/**
 * The walk itself, for any batch: the next `batchSize` leads after the last one seen (their
 * `columns`, which hold `id` and `createdAt`), then `withDetails` adds what the batch needs of
 * other tables. Calls are queued, never run side by side: each batch starts where the previous ended.
 */
export const leadPages = <Batch>(
  strapi: Core.Strapi,
  filters: LeadFilters,
  columns: Columns,
  withDetails: (leads: LeadRow[], ids: number[]) => Promise<Batch>,
  batchSize = EXPORT_BATCH_SIZE,
): { next(): Promise<Batch | null> } => {
  let cursor: { createdAt: unknown; id: number } | null = null;
  let done = false;
  const read = async (): Promise<Batch | null> => {
    if (done) return null;
    let query = filteredLeads(strapi, filters);
    if (cursor) query = afterCursor(strapi, query, cursor);
    const leads = await readLeads(strapi, newestFirst(strapi, query).limit(batchSize), columns);
    if (leads.length < batchSize) done = true;
    if (!leads.length) return null;
    const last = leads[leads.length - 1];
    cursor = { createdAt: last.createdAt, id: Number(last.id) };
    return withDetails(
      leads,
      leads.map((lead) => Number(lead.id)),
    );
  };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    next() {
      const batch = queue.then(read);
      queue = batch.catch(() => undefined);
      return batch;
    },
  };
};

export const leadBatches = (strapi: Core.Strapi, filters: LeadFilters, batchSize = EXPORT_BATCH_SIZE): LeadBatches =>
  leadPages(
    strapi,
    filters,
    EXPORT_LEAD_COLUMNS,
    async (leads, ids) => {
      const contacts = await contactsFor(strapi, leads);
      const reviewers = await reviewersOf(strapi, ids);
      const notes = await notesOf(strapi, ids, true);
      return { leads, contacts, reviewers, notes };
    },
    batchSize,
  );
