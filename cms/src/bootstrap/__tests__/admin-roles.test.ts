import request from 'supertest';
import { useCms } from '../../../tests/harness';
import { adminToken, createAdmin } from '../../../tests/admin-users';
import { EVALUATE_ACTION } from '@vision/config';
import { AUDIT_UID, LEAD_UID, MAIL_JOB_UID, MATCH_UID, NOTE_UID, QUARANTINE_UID } from '../../lib/uids';

const CM = '/content-manager/collection-types';
const LEADS = `${CM}/${LEAD_UID}`;
const QUARANTINE = `${CM}/${QUARANTINE_UID}`;
const AUDIT = `${CM}/${AUDIT_UID}`;
const MAIL = `${CM}/${MAIL_JOB_UID}`;
const SETTINGS = '/content-manager/single-types/api::setting.setting?locale=he';
const HIDDEN_FROM_EDITORS = [LEAD_UID, QUARANTINE_UID, AUDIT_UID, NOTE_UID, MATCH_UID, MAIL_JOB_UID];

type Permission = { action: string; subject: string | null; properties?: { fields?: string[] } };

/** A row written straight to the database, as the intake and the audit trail do. */
const insertRow = async (app: ReturnType<typeof useCms>['app'], uid: string, data: Record<string, unknown>) => {
  const document = await app.documents(uid as typeof LEAD_UID).create({ data } as never);
  return document.documentId as string;
};

const leadData = (reference: string) => ({
  reference,
  visionPresenters: 'ישראל ישראלי',
  contacts: [{ fullName: 'שרה כהן', email: 'sara@example.co.il' }],
  visionSubmissionArea: 'economy',
  confirmation: true,
});

describe('panel roles', () => {
  const cms = useCms();
  const tokens: Record<string, string> = {};
  const call = (method: 'get' | 'put' | 'post' | 'delete', path: string, who: string) =>
    request(cms.app.server.httpServer)[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  const permissionsOf = async (who: string): Promise<Permission[]> =>
    (await call('get', '/admin/users/me/permissions', who).expect(200)).body.data;
  let leadId: string;
  let auditId: string;

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'editor@vision.test');
    await createAdmin(cms.app, 'leads-manager', 'leads@vision.test');
    await createAdmin(cms.app, 'strapi-super-admin', 'super@vision.test');
    await createAdmin(cms.app, 'evaluator', 'evaluator@vision.test');
    tokens.editor = await adminToken(cms.app, 'editor@vision.test');
    tokens.leads = await adminToken(cms.app, 'leads@vision.test');
    tokens.super = await adminToken(cms.app, 'super@vision.test');
    tokens.evaluator = await adminToken(cms.app, 'evaluator@vision.test');
    leadId = await insertRow(cms.app, LEAD_UID, leadData('VN-AAAA-0001'));
    auditId = await insertRow(cms.app, AUDIT_UID, {
      action: 'leads-export',
      actor: 'super@vision.test',
      details: { format: 'csv' },
    });
  });

  it('refuses an Editor every way into the leads, the quarantine and the audit trail', async () => {
    for (const path of [LEADS, QUARANTINE, AUDIT]) await call('get', path, 'editor').expect(403);
    await call('get', `${LEADS}/${leadId}`, 'editor').expect(403);
    await call('post', LEADS, 'editor').send({ visionPresenters: 'x' }).expect(403);
    await call('get', `${AUDIT}/${auditId}`, 'editor').expect(403);
  });

  it('gives an Editor no permission that would put leads, quarantine or audit in the menu', async () => {
    const subjects = (await permissionsOf('editor')).map((permission) => permission.subject);
    expect(subjects).toContain('api::setting.setting');
    for (const uid of HIDDEN_FROM_EDITORS) expect(subjects).not.toContain(uid);
  });

  it('lets an Editor read and save the site content', async () => {
    const current = await call('get', SETTINGS, 'editor').expect(200);
    const { general, seo, topSection, form, errors, areas, isClosed, closedText } = current.body.data;

    const saved = await call('put', SETTINGS, 'editor')
      .send({
        general,
        seo,
        topSection: { ...topSection, title: 'כותרת מהעורך' },
        form,
        errors,
        areas,
        isClosed,
        closedText,
      })
      .expect(200);
    expect(saved.body.data.topSection.title).toBe('כותרת מהעורך');
  });

  it('lets a Leads manager read leads with their contacts, but not edit, create or delete them', async () => {
    const leads = await call('get', LEADS, 'leads').expect(200);
    const listed = leads.body.results.find((lead: { reference: string }) => lead.reference === 'VN-AAAA-0001');
    // The panel's "first contact's e-mail" column reads the contacts the list answer carries.
    expect(listed.contacts).toEqual([expect.objectContaining({ email: 'sara@example.co.il' })]);
    const lead = await call('get', `${LEADS}/${leadId}`, 'leads').expect(200);
    expect(lead.body.data.contacts).toEqual([expect.objectContaining({ email: 'sara@example.co.il' })]);

    await call('put', `${LEADS}/${leadId}`, 'leads').send({ visionPresenters: 'שונה' }).expect(403);
    await call('post', LEADS, 'leads').send(leadData('VN-AAAA-0002')).expect(403);
    await call('delete', `${LEADS}/${leadId}`, 'leads').expect(403);
    const stored = await cms.app.db.query(LEAD_UID).findOne({ where: { documentId: leadId } });
    expect(stored.visionPresenters).toBe('ישראל ישראלי');
  });

  it('lets a Leads manager read and discard quarantined attempts, but not edit them', async () => {
    const attemptId = await insertRow(cms.app, QUARANTINE_UID, { ...leadData('VN-QQQQ-0001'), reason: 'score 0.1' });
    const list = await call('get', QUARANTINE, 'leads').expect(200);
    expect(list.body.results.map((row: { reference: string }) => row.reference)).toContain('VN-QQQQ-0001');
    await call('put', `${QUARANTINE}/${attemptId}`, 'leads').send({ reason: 'x' }).expect(403);

    await call('delete', `${QUARANTINE}/${attemptId}`, 'leads').expect(200);
    expect(await cms.app.db.query(QUARANTINE_UID).count({ where: { documentId: attemptId } })).toBe(0);
  });

  it('lets a Leads manager read, sort and filter the review fields in the panel list, never change them there', async () => {
    const read = (await permissionsOf('leads')).find(
      (permission) => permission.subject === LEAD_UID && permission.action === 'plugin::content-manager.explorer.read',
    );
    expect(read?.properties?.fields).toEqual(expect.arrayContaining(['reviewStatus', 'reviewer']));

    const me = await cms.app.db.query('admin::user').findOne({ where: { email: 'leads@vision.test' } });
    const assigned = await insertRow(cms.app, LEAD_UID, leadData('VN-AAAA-0003'));
    await cms.app.db
      .query(LEAD_UID)
      .update({ where: { documentId: assigned }, data: { reviewStatus: 'inReview', reviewer: me.id } });
    const byReviewer = await call('get', `${LEADS}?filters[$and][0][reviewer][id][$eq]=${me.id}`, 'leads').expect(200);
    expect(byReviewer.body.results.map((lead: { reference: string }) => lead.reference)).toEqual(['VN-AAAA-0003']);
    const byStatus = await call('get', `${LEADS}?filters[$and][0][reviewStatus][$eq]=inReview`, 'leads').expect(200);
    expect(byStatus.body.results.map((lead: { reference: string }) => lead.reference)).toEqual(['VN-AAAA-0003']);

    await call('put', `${LEADS}/${assigned}`, 'leads').send({ reviewStatus: 'declined' }).expect(403);
    expect((await cms.app.db.query(LEAD_UID).findOne({ where: { documentId: assigned } })).reviewStatus).toBe(
      'inReview',
    );
  });

  it('keeps the notes and duplicate keys out of the Content Manager for everyone, super admins included', async () => {
    for (const who of ['editor', 'leads', 'super']) {
      const subjects = (await permissionsOf(who)).map((permission) => permission.subject);
      expect(subjects).not.toContain(NOTE_UID);
      expect(subjects).not.toContain(MATCH_UID);
      await call('get', `${CM}/${NOTE_UID}`, who).expect(403);
    }
  });

  it("keeps the audit trail and the site's texts away from a Leads manager", async () => {
    await call('get', AUDIT, 'leads').expect(403);
    const subjects = (await permissionsOf('leads')).map((permission) => permission.subject);
    expect(subjects).not.toContain(AUDIT_UID);
    // Settings: only the controls that act at once (src/api/auth/__tests__/settings-fields.test.ts).
    const settings = (await call('get', SETTINGS, 'leads').expect(200)).body.data;
    expect(settings).not.toHaveProperty('topSection');
  });

  it('shows the mail outbox (recipients are personal data) to super admins only, read-only', async () => {
    await call('get', MAIL, 'editor').expect(403);
    await call('get', MAIL, 'leads').expect(403);
    expect((await permissionsOf('leads')).map((permission) => permission.subject)).not.toContain(MAIL_JOB_UID);
    await call('get', MAIL, 'super').expect(200);
    await call('post', MAIL, 'super').send({ kind: 'confirmation', recipient: 'x@example.org' }).expect(403);
    const actions = (await permissionsOf('super'))
      .filter((permission) => permission.subject === MAIL_JOB_UID)
      .map((permission) => permission.action);
    expect(actions).toEqual(['plugin::content-manager.explorer.read']);
  });

  it('lets a super admin read the audit trail and nothing more', async () => {
    const list = await call('get', AUDIT, 'super').expect(200);
    expect(list.body.results.map((entry: { documentId: string }) => entry.documentId)).toContain(auditId);

    await call('put', `${AUDIT}/${auditId}`, 'super').send({ actor: 'someone else' }).expect(403);
    await call('delete', `${AUDIT}/${auditId}`, 'super').expect(403);
    await call('post', AUDIT, 'super').send({ action: 'leads-export', actor: 'forged' }).expect(403);
    const actions = (await permissionsOf('super'))
      .filter((permission) => permission.subject === AUDIT_UID)
      .map((permission) => permission.action);
    expect(actions).toEqual(['plugin::content-manager.explorer.read']);
    expect(await cms.app.db.query(AUDIT_UID).findOne({ where: { documentId: auditId } })).toMatchObject({
      actor: 'super@vision.test',
    });
  });

  it('gives an evaluator one permission, the menu entry of its queue, and nobody else that one', async () => {
    expect((await permissionsOf('evaluator')).map((permission) => permission.action)).toEqual([EVALUATE_ACTION]);
    await call('get', LEADS, 'evaluator').expect(403);
    for (const who of ['editor', 'leads', 'super'])
      expect((await permissionsOf(who)).some((permission) => permission.action === EVALUATE_ACTION)).toBe(false);
  });

  it('lets not even a super admin create, change or delete a lead in the Content Manager', async () => {
    const before = await cms.app.db.query(LEAD_UID).count();
    await call('post', LEADS, 'super').send(leadData('VN-FORG-0001')).expect(403);
    await call('put', `${LEADS}/${leadId}`, 'super').send({ visionPresenters: 'שונה' }).expect(403);
    await call('delete', `${LEADS}/${leadId}`, 'super').expect(403);
    await call('post', `${LEADS}/actions/bulkDelete`, 'super')
      .send({ documentIds: [leadId] })
      .expect((response) => expect(response.status).toBeGreaterThanOrEqual(400));

    expect(await cms.app.db.query(LEAD_UID).count()).toBe(before);
    const stored = await cms.app.db.query(LEAD_UID).findOne({ where: { documentId: leadId } });
    expect(stored.visionPresenters).toBe('ישראל ישראלי');
    // Reading stays open to them.
    await call('get', `${LEADS}/${leadId}`, 'super').expect(200);
  });

  it('refuses to change or delete an audit entry even from server code', async () => {
    const entries = cms.app.documents(AUDIT_UID as never);
    await expect(entries.update({ documentId: auditId, data: { actor: 'x' } } as never)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(entries.delete({ documentId: auditId } as never)).rejects.toThrow(/cannot be changed/);
    expect(await cms.app.db.query(AUDIT_UID).count({ where: { documentId: auditId } })).toBe(1);
  });

  it('restores the roles at the next start after someone widened them', async () => {
    const editorRole = await cms.app.service('admin::role').findOne({ code: 'strapi-editor' });
    const leadsRole = await cms.app.service('admin::role').findOne({ code: 'leads-manager' });
    await cms.app
      .service('admin::role')
      .addPermissions(editorRole.id, [
        { action: 'plugin::content-manager.explorer.read', subject: LEAD_UID, properties: {}, conditions: [] },
      ]);
    await cms.app.service('admin::role').addPermissions(leadsRole.id, [
      { action: 'plugin::content-manager.explorer.update', subject: LEAD_UID, properties: {}, conditions: [] },
      { action: 'plugin::content-manager.explorer.read', subject: AUDIT_UID, properties: {}, conditions: [] },
    ]);

    // A database from before the review: the Leads manager's read of leads names fewer fields.
    const read = (await cms.app.service('admin::permission').findMany({
      where: { role: { id: leadsRole.id }, action: 'plugin::content-manager.explorer.read', subject: LEAD_UID },
    })) as { id: number; properties: { fields: string[] } }[];
    const older = read[0].properties.fields.filter((field) => !['reviewStatus', 'reviewer'].includes(field));
    await cms.app.db
      .query('admin::permission')
      .update({ where: { id: read[0].id }, data: { properties: { ...read[0].properties, fields: older } } });

    await cms.restart();
    tokens.editor = await adminToken(cms.app, 'editor@vision.test');
    tokens.leads = await adminToken(cms.app, 'leads@vision.test');

    const fields = (await permissionsOf('leads')).find(
      (permission) => permission.subject === LEAD_UID && permission.action === 'plugin::content-manager.explorer.read',
    )?.properties?.fields;
    expect(fields).toEqual(expect.arrayContaining(['reviewStatus', 'reviewer', 'visionPresenters']));
    await call('get', LEADS, 'editor').expect(403);
    await call('get', AUDIT, 'leads').expect(403);
    await call('put', `${LEADS}/${leadId}`, 'leads').send({ visionPresenters: 'שונה' }).expect(403);
    await call('get', LEADS, 'leads').expect(200);
  });
});

describe('API tokens on a new install', () => {
  const cms = useCms({}, { fresh: true });

  it("revokes Strapi's default full-access and read-only tokens", async () => {
    expect(await cms.app.db.query('admin::api-token').count()).toBe(0);
  });
});
