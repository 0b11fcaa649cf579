import request from 'supertest';
import { useCms } from '../../../tests/harness';
import { adminToken, createAdmin } from '../../../tests/admin-users';
import { SETTINGS_UID } from '../../lib/uids';

const SETTINGS_URL = `/content-manager/single-types/${SETTINGS_UID}?locale=he`;

type Loaded = { updatedAt: string; isClosed: boolean; closedText: string; documentId: string };

describe('a panel save based on an older version of the settings', () => {
  const cms = useCms();
  let token = '';

  beforeAll(async () => {
    await createAdmin(cms.app, 'strapi-editor', 'versions-editor@example.org');
    token = await adminToken(cms.app, 'versions-editor@example.org');
  });

  const http = () => request(cms.app.server.httpServer);
  const load = async (): Promise<Loaded> => {
    const response = await http().get(SETTINGS_URL).set('Authorization', `Bearer ${token}`).expect(200);
    return response.body.data;
  };
  const save = (data: Record<string, unknown>, version?: string) => {
    const call = http().put(SETTINGS_URL).set('Authorization', `Bearer ${token}`);
    return (version ? call.set('X-Document-Version', version) : call).send(data);
  };
  const stored = async () => {
    const entry = await cms.app.documents(SETTINGS_UID).findFirst({ locale: 'he' });
    return entry as unknown as Loaded;
  };

  it('applies a save from the version it loaded, and refuses a second one from that same version', async () => {
    const loaded = await load();

    const first = await save({ isClosed: !loaded.isClosed }, loaded.updatedAt);
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(loaded.updatedAt));

    const stale = await save({ isClosed: loaded.isClosed, closedText: 'טקסט מעריכה ישנה' }, loaded.updatedAt);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      status: 409,
      name: 'ConflictError',
      message: expect.stringMatching(/גרסה חדשה יותר/),
      details: { code: 'DOCUMENT_VERSION_CONFLICT' },
    });

    const now = await stored();
    expect(now.isClosed).toBe(!loaded.isClosed);
    expect(now.closedText).toBe(loaded.closedText);

    // Saved again from the version the first save answered: applied.
    const next = await save({ isClosed: loaded.isClosed }, first.body.data.updatedAt);
    expect(next.status).toBe(200);
    expect((await stored()).isClosed).toBe(loaded.isClosed);
  });

  it('lets server code save without a version, and then refuses the panel page loaded before it', async () => {
    const loaded = await load();

    await cms.app.documents(SETTINGS_UID).update({
      documentId: loaded.documentId,
      locale: 'he',
      data: { closedText: 'נכתב בידי השרת' } as never,
    });
    expect((await stored()).closedText).toBe('נכתב בידי השרת');

    const stale = await save({ closedText: 'מהדף הישן' }, loaded.updatedAt);
    expect(stale.status).toBe(409);
    expect((await stored()).closedText).toBe('נכתב בידי השרת');
  });

  it('lets exactly one of two saves racing from the same version win', async () => {
    const loaded = await load();

    const results = await Promise.all([
      save({ closedText: 'שמירה א' }, loaded.updatedAt),
      save({ closedText: 'שמירה ב' }, loaded.updatedAt),
    ]);

    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = results.find((result) => result.status === 200)!;
    expect((await stored()).closedText).toBe(winner.body.data.closedText);
  });

  it('refuses a version that is not a date', async () => {
    const response = await save({ closedText: 'x' }, 'yesterday');
    expect(response.status).toBe(400);
  });
});
