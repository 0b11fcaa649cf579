import request from 'supertest';
import { useCms } from '../../../tests/harness';
import { adminToken, createAdmin } from '../../../tests/admin-users';
import { AUDIT_UID, LEAD_UID, QUARANTINE_UID, SETTINGS_UID } from '../../lib/uids';
import { SETTINGS_ORDER } from '../admin-layouts';

const STORAGE_DETAILS = ['attachmentKey', 'attachmentSha256', 'idempotencyKey', 'contactsSnapshot', 'contactsCells'];

type Configuration = {
  contentType: {
    settings: Record<string, unknown>;
    metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
    layouts: { list: string[]; edit: { name: string; size: number }[][] };
  };
};

describe('the Content Manager configuration of our content types', () => {
  // As a new install's first start writes it.
  const cms = useCms({}, { fresh: true });
  let editor: string;
  let leadsManager: string;
  const get = (path: string, token: string) =>
    request(cms.app.server.httpServer).get(path).set('Authorization', `Bearer ${token}`);
  const configurationOf = async (uid: string, token: string): Promise<Configuration> =>
    (await get(`/content-manager/content-types/${uid}/configuration`, token).expect(200)).body.data;

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'layout-editor@vision.test');
    await createAdmin(cms.app, 'leads-manager', 'layout-leads@vision.test');
    editor = await adminToken(cms.app, 'layout-editor@vision.test');
    leadsManager = await adminToken(cms.app, 'layout-leads@vision.test');
  });

  it.each([LEAD_UID, QUARANTINE_UID])('never shows the storage details of %s to the panel', async (uid) => {
    // The schema the panel receives decides the filters' fields, the list columns and the form.
    const schemas = (await get('/content-manager/content-types', leadsManager).expect(200)).body.data as {
      uid: string;
      attributes: Record<string, unknown>;
    }[];
    const attributes = Object.keys(schemas.find((schema) => schema.uid === uid)!.attributes);
    const { contentType } = await configurationOf(uid, leadsManager);

    for (const name of STORAGE_DETAILS) {
      expect(attributes).not.toContain(name);
      expect(contentType.metadatas).not.toHaveProperty(name);
      expect(contentType.layouts.edit.flat().map((field) => field.name)).not.toContain(name);
      expect(contentType.layouts.list).not.toContain(name);
    }
    expect(attributes).toEqual(expect.arrayContaining(['reference', 'visionSubmissionArea', 'contacts']));
  });

  it('keeps the stored storage details where the server needs them', async () => {
    const model = cms.app.contentType(LEAD_UID);
    expect(Object.keys(model.attributes)).toEqual(expect.arrayContaining(STORAGE_DETAILS));
  });

  it('opens the lead list newest first with nothing editable', async () => {
    const { contentType } = await configurationOf(LEAD_UID, leadsManager);
    expect(contentType.settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
    expect(contentType.layouts.list).toEqual([
      'createdAt',
      'reference',
      'visionSubmissionArea',
      'reviewStatus',
      'reviewer',
      'scoreMean',
      'visionPresenters',
      'fileScan',
      'submissionLocale',
    ]);
    for (const metadata of Object.values(contentType.metadatas)) {
      if (Object.keys(metadata.edit).length) expect(metadata.edit.editable).toBe(false);
    }
    expect(contentType.metadatas.recaptchaScore.edit.label).toMatch(/בדיקת הבוטים/);
  });

  it("keeps an audit entry's details out of its form (a side panel lists them in Hebrew)", async () => {
    const superAdmin = await createAdmin(cms.app, 'strapi-super-admin', 'layout-super@vision.test');
    const token = await adminToken(cms.app, superAdmin.email);
    const { contentType } = await configurationOf(AUDIT_UID, token);
    expect(contentType.metadatas.details.edit.visible).toBe(false);
    expect(contentType.layouts.edit.flat().map((field) => field.name)).not.toContain('details');
  });

  it('titles the Settings page by its name and orders its fields as the site shows them', async () => {
    const { contentType } = await configurationOf(SETTINGS_UID, editor);
    expect(contentType.settings.mainField).toBe('id');
    const order = contentType.layouts.edit.flat().map((field) => field.name);
    expect(order).toEqual(SETTINGS_ORDER.filter((name) => order.includes(name)));
    expect(order.slice(0, 4)).toEqual(['isClosed', 'opensAt', 'closesAt', 'closedText']);
    for (const row of contentType.layouts.edit) {
      expect(row.reduce((sum, field) => sum + field.size, 0)).toBeLessThanOrEqual(12);
    }
  });

  it('lists Settings as "תוכן האתר" among the last edited entries on the home page', async () => {
    const settings = cms.app.documents(SETTINGS_UID);
    const current = await settings.findFirst({ locale: 'he' });
    await settings.update({ documentId: current!.documentId, locale: 'he', data: { closedText: 'סגור לזמן קצר' } });

    const recent = (await get('/content-manager/homepage/recent-documents?action=update', editor).expect(200)).body
      .data as { contentTypeUid: string; title: string }[];
    const entry = recent.find((document) => document.contentTypeUid === SETTINGS_UID);
    expect(entry?.title).toBe('תוכן האתר');
  });

  it('keeps the unused end-user collection out of the Content Manager', async () => {
    await createAdmin(cms.app, 'strapi-super-admin', 'layout-super@vision.test');
    const superAdmin = await adminToken(cms.app, 'layout-super@vision.test');
    const types = (await get('/content-manager/content-types', superAdmin).expect(200)).body.data as {
      uid: string;
      isDisplayed: boolean;
    }[];
    expect(types.find((type) => type.uid === 'plugin::users-permissions.user')?.isDisplayed).toBe(false);
    expect(types.find((type) => type.uid === LEAD_UID)?.isDisplayed).toBe(true);
  });
});
