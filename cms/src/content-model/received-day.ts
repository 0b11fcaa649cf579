// Keeps a lead's receivedDay (its day in Asia/Jerusalem, for the statistics) equal to its
// createdAt whoever writes the row through Strapi's query engine: the Document Service, an
// accepted quarantined attempt that takes its original time, a seeding script. The intake's own
// writer sets it itself (lib/leads/lead-writer.ts); rows from before are filled in at
// start (bootstrap/review-backfill.ts).

import type { Core } from '@strapi/strapi';
import { timeOf } from '../lib/leads/lead-rows';
import { jerusalemDate } from '../lib/time/jerusalem';
import { LEAD_UID } from '../lib/uids';

type Data = Record<string, unknown>;
type Event = { params: { data?: Data | Data[] } };

const withDay = (data: Data, creating: boolean) => {
  if (data.createdAt !== undefined && data.createdAt !== null) data.receivedDay = jerusalemDate(timeOf(data.createdAt));
  else if (creating) data.receivedDay = jerusalemDate(Date.now());
};

const each = (event: Event, creating: boolean) => {
  const { data } = event.params;
  for (const row of Array.isArray(data) ? data : data ? [data] : []) withDay(row, creating);
};

export const registerReceivedDay = (strapi: Core.Strapi) => {
  strapi.db.lifecycles.subscribe({
    models: [LEAD_UID],
    beforeCreate: (event: Event) => each(event, true),
    beforeCreateMany: (event: Event) => each(event, true),
    beforeUpdate: (event: Event) => each(event, false),
    beforeUpdateMany: (event: Event) => each(event, false),
  });
};
