// Who reaches which Settings fields in the panel (src/bootstrap/admin-roles.ts): Editors edit and
// publish the site's texts but never see or change the staff's notification addresses; Leads
// managers change the controls that act at once (the switch, the window, the staff's addresses,
// retention) and no text. Through the Content Manager's own save, as the panel sends it; restored
// at the next start after someone widened them.
import request from 'supertest';
import { useCms } from '../../../../tests/harness';
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { SETTINGS_UID } from '../../../lib/uids';

const SETTINGS = `/content-manager/single-types/${SETTINGS_UID}?locale=he`;
const READ = 'plugin::content-manager.explorer.read';
const PUBLISH = 'plugin::content-manager.explorer.publish';

type Permission = { action: string; subject: string | null; properties?: { fields?: string[]; locales?: string[] } };
type StoredSettings = { isClosed: boolean; staffEmails: string | null; topSection: { title: string } };

describe('Settings fields by role', () => {
  const cms = useCms();
  const tokens: Record<string, string> = {};
  const call = (method: 'get' | 'put', who: string) =>
    request(cms.app.server.httpServer)[method](SETTINGS).set('Authorization', `Bearer ${tokens[who]}`);
  const permissionsOf = async (who: string): Promise<Permission[]> =>
    (
      await request(cms.app.server.httpServer)
        .get('/admin/users/me/permissions')
        .set('Authorization', `Bearer ${tokens[who]}`)
        .expect(200)
    ).body.data;
  const settingsPermissions = async (who: string) =>
    (await permissionsOf(who)).filter((permission) => permission.subject === SETTINGS_UID);
  const stored = async () =>
    (await cms.app
      .documents(SETTINGS_UID)
      .findFirst({ locale: 'he', populate: { topSection: true } } as never)) as unknown as StoredSettings;
  const setStored = async (data: Record<string, unknown>) => {
    const settings = await cms.app.documents(SETTINGS_UID).findFirst({ locale: 'he' });
    await cms.app.documents(SETTINGS_UID).update({ documentId: settings!.documentId, locale: 'he', data } as never);
  };

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'editor@vision.test');
    await createAdmin(cms.app, 'leads-manager', 'leads@vision.test');
    tokens.editor = await adminToken(cms.app, 'editor@vision.test');
    tokens.leads = await adminToken(cms.app, 'leads@vision.test');
    await setStored({ staffEmails: 'staff@vision.test', staffNotification: 'perLead' });
  });

  it("lets an Editor's save change the texts but never the staff's addresses, which it does not receive", async () => {
    const current = await call('get', 'editor').expect(200);
    expect(current.body.data).not.toHaveProperty('staffEmails');
    expect(current.body.data).not.toHaveProperty('staffNotification');
    expect(current.body.data).toHaveProperty('emails');
    const { general, seo, topSection, form, errors, emails, areas, isClosed, closedText } = current.body.data;

    const saved = await call('put', 'editor')
      .send({
        general,
        seo,
        topSection: { ...topSection, title: 'כותרת מהעורך' },
        form,
        errors,
        emails,
        areas,
        isClosed,
        closedText,
        staffEmails: 'intruder@example.org',
        staffNotification: 'off',
      })
      .expect(200);
    expect(saved.body.data.topSection.title).toBe('כותרת מהעורך');
    expect(saved.body.data).not.toHaveProperty('staffEmails');
    expect(JSON.stringify(saved.body)).not.toContain('staff@vision.test');

    const after = await stored();
    expect(after.topSection.title).toBe('כותרת מהעורך');
    expect(after.staffEmails).toBe('staff@vision.test');
  });

  it('gives Editors publish on Settings, in every locale, and every field but the two', async () => {
    const permissions = await settingsPermissions('editor');
    expect(permissions.map((permission) => permission.action).sort()).toEqual(
      ['plugin::content-manager.explorer.create', READ, 'plugin::content-manager.explorer.update', PUBLISH].sort(),
    );
    const read = permissions.find((permission) => permission.action === READ)!;
    expect(read.properties?.fields).toEqual(expect.arrayContaining(['isClosed', 'emails.confirmationSubject']));
    expect(read.properties?.fields).not.toContain('staffEmails');
    expect(read.properties?.fields).not.toContain('staffNotification');
    for (const permission of permissions) expect(permission.properties?.locales?.sort()).toEqual(['ar', 'en', 'he']);
  });

  it('lets a Leads manager close the call and change the staff addresses, but no text, and never publish', async () => {
    const current = await call('get', 'leads').expect(200);
    expect(current.body.data).toMatchObject({ staffEmails: 'staff@vision.test', isClosed: false });
    for (const group of ['topSection', 'emails', 'general', 'areas'])
      expect(current.body.data).not.toHaveProperty(group);

    const before = await stored();
    await call('put', 'leads')
      .send({
        isClosed: true,
        staffEmails: 'new.staff@vision.test',
        topSection: { ...before.topSection, title: 'כותרת ממנהל ההצעות' },
      })
      .expect(200);
    const after = await stored();
    expect(after.isClosed).toBe(true);
    expect(after.staffEmails).toBe('new.staff@vision.test');
    expect(after.topSection.title).toBe(before.topSection.title);

    const actions = (await settingsPermissions('leads')).map((permission) => permission.action);
    expect(actions.sort()).toEqual([READ, 'plugin::content-manager.explorer.update'].sort());
    await setStored({ isClosed: false, staffEmails: 'staff@vision.test' });
  });

  it('restores the Settings fields of both roles at the next start after someone widened them', async () => {
    const roles = cms.app.service('admin::role');
    const editorRole = await roles.findOne({ code: 'strapi-editor' });
    const leadsRole = await roles.findOne({ code: 'leads-manager' });
    const editorRead = (await cms.app.service('admin::permission').findMany({
      where: { role: { id: editorRole.id }, action: READ, subject: SETTINGS_UID },
    })) as { id: number; properties: { fields: string[] } }[];
    await cms.app.db.query('admin::permission').update({
      where: { id: editorRead[0].id },
      data: {
        properties: { ...editorRead[0].properties, fields: [...editorRead[0].properties.fields, 'staffEmails'] },
      },
    });
    await roles.addPermissions(leadsRole.id, [
      { action: PUBLISH, subject: SETTINGS_UID, properties: { locales: ['he'] }, conditions: [] },
    ]);

    await cms.restart();
    tokens.editor = await adminToken(cms.app, 'editor@vision.test');
    tokens.leads = await adminToken(cms.app, 'leads@vision.test');

    const read = (await settingsPermissions('editor')).find((permission) => permission.action === READ)!;
    expect(read.properties?.fields).not.toContain('staffEmails');
    expect((await call('get', 'editor').expect(200)).body.data).not.toHaveProperty('staffEmails');
    expect((await settingsPermissions('leads')).map((permission) => permission.action)).not.toContain(PUBLISH);
  });
});
