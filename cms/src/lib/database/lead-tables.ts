// Where Strapi keeps a lead (or a quarantined attempt) and its contacts: the table, the column of
// each attribute and the link table of the repeatable contacts component, all read from Strapi's
// own metadata. The lead writer (plain inserts) and the admin queries (keyset reads, search) both
// go to the tables directly for speed; this is the one place that knows how Strapi lays them out.

import type { Core } from '@strapi/strapi';

export const CONTACT_UID = 'lead.contact' as const;

type AttributeMeta = { columnName?: string; joinTable?: JoinTableMeta; target?: string; relation?: string };
type JoinTableMeta = {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  on?: Record<string, string>;
  orderColumnName?: string;
  pivotColumns?: string[];
};
type ModelMeta = { tableName: string; attributes: Record<string, AttributeMeta> };

export type TableLayout = {
  table: string;
  /** The column of an attribute; an unknown attribute is a bug and throws. */
  column: (attribute: string) => string;
  /** Attribute values → a row keyed by the real column names. */
  row: (values: Record<string, unknown>) => Record<string, unknown>;
};

export type LeadTables = TableLayout & {
  contacts: TableLayout & {
    /** The link rows between a lead and its contacts. */
    join: {
      table: string;
      lead: string;
      contact: string;
      order: string;
      /** The values every link row of this component carries (its field and component type). */
      on: Record<string, string>;
    };
  };
};

const layoutOf = (model: ModelMeta): TableLayout => {
  const column = (attribute: string) => {
    const name = model.attributes[attribute]?.columnName;
    if (!name) throw new Error(`${model.tableName} has no column for "${attribute}"`);
    return name;
  };
  const row = (values: Record<string, unknown>) => {
    const result: Record<string, unknown> = {};
    for (const [attribute, value] of Object.entries(values)) result[column(attribute)] = value;
    return result;
  };
  return { table: model.tableName, column, row };
};

const read = (strapi: Core.Strapi, uid: string): LeadTables => {
  const model = strapi.db.metadata.get(uid) as unknown as ModelMeta;
  const { joinTable, target } = model.attributes.contacts ?? {};
  if (!joinTable?.orderColumnName || target !== CONTACT_UID) {
    throw new Error(`${model.tableName}.contacts is not the repeatable ${CONTACT_UID} component`);
  }
  const known = new Set([
    joinTable.joinColumn.name,
    joinTable.inverseJoinColumn.name,
    ...Object.keys(joinTable.on ?? {}),
  ]);
  // The pivot column left over is the component's type (Strapi names it component_type).
  const typeColumns = (joinTable.pivotColumns ?? []).filter((column) => !known.has(column));
  if (typeColumns.length !== 1) throw new Error(`unexpected link table layout for ${model.tableName}.contacts`);
  return {
    ...layoutOf(model),
    contacts: {
      ...layoutOf(strapi.db.metadata.get(CONTACT_UID) as unknown as ModelMeta),
      join: {
        table: joinTable.name,
        lead: joinTable.joinColumn.name,
        contact: joinTable.inverseJoinColumn.name,
        order: joinTable.orderColumnName,
        on: { ...joinTable.on, [typeColumns[0]]: CONTACT_UID },
      },
    },
  };
};

// Read once per model and database: the metadata does not change while the CMS runs.
const remembered = <T>(cache: WeakMap<object, Map<string, T>>, strapi: Core.Strapi, uid: string, read: () => T) => {
  let byUid = cache.get(strapi.db);
  if (!byUid) cache.set(strapi.db, (byUid = new Map()));
  let value = byUid.get(uid);
  if (value === undefined) byUid.set(uid, (value = read()));
  return value;
};
const leadLayouts = new WeakMap<object, Map<string, LeadTables>>();
const layouts = new WeakMap<object, Map<string, TableLayout>>();

/** The tables of `uid` (api::lead.lead or api::quarantined-lead.quarantined-lead). */
export const leadTables = (strapi: Core.Strapi, uid: string): LeadTables =>
  remembered(leadLayouts, strapi, uid, () => read(strapi, uid));

/** The table and columns of any model (the notes, the duplicate keys, the admin users). */
export const tableOf = (strapi: Core.Strapi, uid: string): TableLayout =>
  remembered(layouts, strapi, uid, () => layoutOf(strapi.db.metadata.get(uid) as unknown as ModelMeta));

/** The link rows between a lead and its reviewer (an admin user): Strapi's table for the relation. */
export type ReviewerLinks = { table: string; lead: string; user: string };

export const reviewerLinks = (strapi: Core.Strapi, leadUid: string): ReviewerLinks => {
  const attribute = (strapi.db.metadata.get(leadUid) as unknown as ModelMeta).attributes.reviewer;
  const joinTable = attribute?.joinTable;
  if (!joinTable || attribute.target !== 'admin::user')
    throw new Error(`${leadUid}.reviewer is not a link to admin::user`);
  return { table: joinTable.name, lead: joinTable.joinColumn.name, user: joinTable.inverseJoinColumn.name };
};
