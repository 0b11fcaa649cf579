// GET /api/leads/paginate: a page of leads, newest first, with their contacts and the area's label.

import type { Core } from '@strapi/strapi';
import type { AreaKey } from '@vision/config';
import { contactsOfFields } from '../../../lib/leads/contacts-snapshot';
import { downloadPathOf } from '../../../lib/attachments/download';
import { paginationMeta } from '../../../lib/http/paging';
import { filteredLeads } from '../../../lib/leads/filtered-leads';
import { contactsFor } from '../../../lib/leads/lead-contacts';
import { newestFirst, selectLeadColumns, timeOf, type LeadRow } from '../../../lib/leads/lead-rows';
import type { ListRequest } from '../validation/list-query';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async paginate({ page, pageSize, filters }: ListRequest) {
    const countRow = (await filteredLeads(strapi, filters).count({ total: 'l.id' }).first()) as
      | { total: number | string }
      | undefined;
    const total = Number(countRow?.total ?? 0);
    const rows = (await newestFirst(strapi, selectLeadColumns(strapi, filteredLeads(strapi, filters)))
      .limit(pageSize)
      .offset((page - 1) * pageSize)) as LeadRow[];
    const [contacts, settings] = await Promise.all([
      contactsFor(strapi, rows),
      strapi.service('api::setting.settings-snapshot').get(),
    ]);
    const labels: Record<string, string> = settings.areaLabels;
    return {
      success: true as const,
      data: rows.map((row) => ({
        id: row.documentId,
        reference: row.reference,
        receivedAt: new Date(timeOf(row.createdAt)).toISOString(),
        visionPresenters: row.visionPresenters,
        area: { key: row.area as AreaKey, label: labels[row.area] ?? row.area },
        contacts: contactsOfFields(contacts.get(Number(row.id)) ?? []),
        attachment: {
          name: row.attachmentName,
          type: row.attachmentType,
          size: row.attachmentSize === null ? null : Number(row.attachmentSize),
          sha256: row.attachmentSha256,
          downloadPath: downloadPathOf(row.documentId),
        },
      })),
      meta: { pagination: paginationMeta({ page, pageSize }, total) },
    };
  },
});
