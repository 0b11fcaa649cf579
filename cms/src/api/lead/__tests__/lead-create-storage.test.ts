// The intake writes its rows with plain inserts, not through Strapi's services: these tests hold it
// to storing exactly what Strapi itself stores for the same content, so the Document Service and
// the Content Manager read an intake lead (or quarantined attempt) like any lead an editor made.

import request from 'supertest';
import { freshToken } from '../../../../tests/fake-siteverify';
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { expectFailure, postLead, REFERENCE, scansDone, sha256, useLeadCms } from '../../../../tests/lead-requests';
import { LEAD_UID, QUARANTINE_UID } from '../../../lib/uids';

type Row = Record<string, unknown>;
type Uid = typeof LEAD_UID | typeof QUARANTINE_UID;

/** Differ between any two entries by nature: identities and the moment of writing. */
const IDENTITY_COLUMNS = ['id', 'document_id', 'reference', 'created_at', 'updated_at', 'published_at'];
const IDENTITY_FIELDS = ['id', 'documentId', 'reference', 'createdAt', 'updatedAt', 'publishedAt'];

const without = (row: Row, keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));

describe('a lead written by the intake is stored as Strapi stores it', () => {
  const context = useLeadCms();

  const contacts = [
    validContact(),
    validContact({ fullName: 'ישראל ישראלי', role: 'יזם', phoneNumber: '036123456', email: 'israel@example.com' }),
    validContact({ fullName: '', role: '', phoneNumber: '', email: 'third@example.org' }),
  ];

  /** The raw rows of one entry: its own row, its component link rows in order, its contacts' rows. */
  const rawRows = async (uid: Uid, id: number) => {
    const knex = context.app.db.connection;
    const meta = context.app.db.metadata.get(uid) as unknown as {
      tableName: string;
      attributes: {
        contacts: {
          joinTable: {
            name: string;
            joinColumn: { name: string };
            inverseJoinColumn: { name: string };
            orderColumnName: string;
          };
        };
      };
    };
    const link = meta.attributes.contacts.joinTable;
    const component = context.app.db.metadata.get('lead.contact') as unknown as { tableName: string };
    const row = (await knex(meta.tableName).where({ id }).first()) as Row;
    const links = (await knex(link.name)
      .where({ [link.joinColumn.name]: id })
      .orderBy(link.orderColumnName)) as Row[];
    const contactRows = [];
    for (const entry of links) {
      contactRows.push(await knex(component.tableName).where({ id: entry[link.inverseJoinColumn.name] }).first());
    }
    const linkShape = links.map((entry) => without(entry, ['id', link.joinColumn.name, link.inverseJoinColumn.name]));
    return { row, linkShape, contactRows: contactRows.map((contact) => without(contact, ['id'])) };
  };

  /** Strapi's own create of the same content, through the Document Service. */
  const twinOf = async (uid: Uid, row: Row) => {
    const entry = await context.app.db.query(uid).findOne({ where: { id: row.id } });
    const data = without(entry, IDENTITY_FIELDS);
    return context.app.documents(uid).create({
      data: { ...data, reference: 'VN-0000-0000', contacts: contacts.map((contact) => ({ ...contact })) } as never,
    });
  };

  const expectStoredLikeStrapi = async (uid: Uid, documentId: string) => {
    // Its file's verdict first: the scan changes the row after the answer.
    await scansDone(context.app);
    const ours = await context.app.documents(uid).findOne({ documentId, populate: ['contacts'] });
    const oursRow = (await context.app.db.query(uid).findOne({ where: { documentId } })) as Row;
    const twin = await twinOf(uid, oursRow);
    const twinRead = await context.app.documents(uid).findOne({ documentId: twin.documentId, populate: ['contacts'] });

    // Read back through the Document Service: the same document, field for field.
    const shape = (document: Row) => ({
      ...without(document, IDENTITY_FIELDS),
      contacts: (document.contacts as Row[]).map((contact) => without(contact, ['id'])),
    });
    expect(shape(ours as Row)).toEqual(shape(twinRead as Row));
    expect(ours).toMatchObject({ documentId, reference: expect.stringMatching(REFERENCE) });
    for (const field of ['createdAt', 'updatedAt', 'publishedAt']) {
      expect(typeof (ours as Row)[field]).toBe(typeof (twinRead as Row)[field]);
    }

    // And in the database: the same columns filled the same way, the same link rows.
    const oursRaw = await rawRows(uid, oursRow.id as number);
    const twinRaw = await rawRows(
      uid,
      (await context.app.db.query(uid).findOne({ where: { documentId: twin.documentId } })).id,
    );
    expect(Object.keys(oursRaw.row).sort()).toEqual(Object.keys(twinRaw.row).sort());
    expect(without(oursRaw.row, IDENTITY_COLUMNS)).toEqual(without(twinRaw.row, IDENTITY_COLUMNS));
    for (const column of IDENTITY_COLUMNS) {
      expect(oursRaw.row[column]).not.toBeNull();
      expect(typeof oursRaw.row[column]).toBe(typeof twinRaw.row[column]);
    }
    expect(oursRaw.linkShape).toEqual(twinRaw.linkShape);
    expect(oursRaw.linkShape.map((entry) => entry.order)).toEqual([1, 2, 3]);
    expect(oursRaw.contactRows).toEqual(twinRaw.contactRows);
    return ours as Row;
  };

  it('reads back through the Document Service exactly like a lead Strapi created', async () => {
    const file = pdfBytes(3000);
    const answer = await postLead(context.app, { contacts, file: { filename: 'הצעה.pdf', content: file } });
    expect(answer.status).toBe(201);
    const { documentId } = await context.app.db
      .query(LEAD_UID)
      .findOne({ where: { reference: answer.body.reference }, select: ['documentId'] });

    const lead = await expectStoredLikeStrapi(LEAD_UID, documentId);

    expect(lead).toMatchObject({
      reference: answer.body.reference,
      visionPresenters: 'ישראל ישראלי, שרה כהן',
      visionSubmissionArea: 'economy',
      confirmation: true,
      attachmentName: 'הצעה.pdf',
      attachmentType: 'application/pdf',
      attachmentSize: file.length,
      attachmentSha256: sha256(file),
    });
    expect((lead.contacts as Row[]).map((contact) => without(contact, ['id']))).toEqual(contacts);
  });

  it('keeps a quarantined attempt the same way', async () => {
    const answer = await postLead(context.app, { contacts, token: freshToken('low') });
    expectFailure(answer, 403, 'BOT_CHECK_FAILED');
    const [attempt] = await context.app.db
      .query(QUARANTINE_UID)
      .findMany({ orderBy: { id: 'desc' }, limit: 1, select: ['documentId'] });

    const stored = await expectStoredLikeStrapi(QUARANTINE_UID, attempt.documentId);

    expect(stored).toMatchObject({ reason: 'low-score', recaptchaScore: 0.1, idempotencyKey: null });
  });

  it('is listed and opened in the Content Manager', async () => {
    const answer = await postLead(context.app, { contacts });
    expect(answer.status).toBe(201);
    await createAdmin(context.app, 'strapi-super-admin', 'storage-admin@example.com');
    const token = await adminToken(context.app, 'storage-admin@example.com');
    const panel = request(context.app.server.httpServer);
    const base = `/content-manager/collection-types/${LEAD_UID}`;

    const list = await panel.get(`${base}?page=1&pageSize=100`).set('Authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
    const listed = (list.body.results as Row[]).find((row) => row.reference === answer.body.reference);
    expect(listed).toBeDefined();

    const opened = await panel.get(`${base}/${listed!.documentId}`).set('Authorization', `Bearer ${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ reference: answer.body.reference, documentId: listed!.documentId });
    expect((opened.body.data.contacts as Row[]).map((contact) => without(contact, ['id', '__temp_key__']))).toEqual(
      contacts,
    );
  });
});
