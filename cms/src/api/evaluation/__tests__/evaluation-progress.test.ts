// GET /api/evaluation/progress against the real CMS: known assignments, drafts, submissions, a
// disagreement and a declared conflict, counted per evaluator, per area and in total.
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { get, seededLead, seedLeads, sendJson } from '../../../../tests/lead-admin';
import { useLeadCms } from '../../../../tests/lead-requests';
import { LEAD_UID } from '../../../lib/uids';

const RUBRIC = {
  criteria: [
    { key: 'clarity', name: 'בהירות', weight: 2, scale: { min: 1, max: 5 } },
    { key: 'impact', name: 'השפעה', weight: 1, scale: { min: 1, max: 5 } },
  ],
};

type Person = { id: number; token: string };

describe('the evaluation progress', () => {
  const context = useLeadCms();
  const app = () => context.app;
  const people = {} as Record<'a' | 'b' | 'c' | 'manager' | 'super', Person>;

  const person = async (role: string, label: string): Promise<Person> => {
    const email = `${label}-${Date.now()}@vision.test`;
    const user = (await createAdmin(app(), role, email, { firstname: label, lastname: 'בודק' })) as { id: number };
    return { id: user.id, token: await adminToken(app(), email) };
  };

  const newLead = async (area: string) => {
    const lead = seededLead({ area });
    await seedLeads(app(), [lead]);
    return (await app()
      .db.query(LEAD_UID)
      .findOne({ where: { reference: lead.reference }, select: ['documentId'] })) as { documentId: string };
  };

  const assign = async (documentId: string, ...who: Person[]) =>
    expect(
      (
        await sendJson(app(), 'POST', `/api/leads/${documentId}/evaluators`, people.manager.token, {
          evaluatorIds: who.map((p) => p.id),
        })
      ).status,
    ).toBe(200);
  const score = async (documentId: string, who: Person, scores: Record<string, number>, submit = true) =>
    expect((await sendJson(app(), 'PUT', `/api/leads/${documentId}/score`, who.token, { scores, submit })).status).toBe(
      200,
    );

  beforeAll(async () => {
    people.a = await person('evaluator', 'אלה');
    people.b = await person('evaluator', 'בני');
    people.c = await person('evaluator', 'גיל');
    people.manager = await person('leads-manager', 'מנהלת');
    people.super = await person('strapi-super-admin', 'על');
    expect((await sendJson(app(), 'PUT', '/api/evaluation/rubric', people.super.token, RUBRIC)).status).toBe(200);

    // economy: one lead scored by both, 3 points apart on clarity; one with a draft; one untouched.
    const disputed = await newLead('economy');
    await assign(disputed.documentId, people.a, people.b);
    await score(disputed.documentId, people.a, { clarity: 5, impact: 2 });
    await score(disputed.documentId, people.b, { clarity: 2, impact: 2 });
    const halfway = await newLead('economy');
    await assign(halfway.documentId, people.a, people.b);
    await score(halfway.documentId, people.a, { clarity: 4, impact: 4 });
    await score(halfway.documentId, people.b, { clarity: 4 }, false);
    const untouched = await newLead('economy');
    await assign(untouched.documentId, people.c);
    // health: scored by both, in agreement; the third evaluator declared a conflict (no assignment).
    const agreed = await newLead('health');
    await assign(agreed.documentId, people.a, people.b, people.c);
    expect((await sendJson(app(), 'POST', `/api/leads/${agreed.documentId}/conflict`, people.c.token, {})).status).toBe(
      200,
    );
    await score(agreed.documentId, people.a, { clarity: 3, impact: 3 });
    await score(agreed.documentId, people.b, { clarity: 4, impact: 3 });
    // gender: a lead nobody evaluates yet.
    await newLead('gender');
  });

  it('counts each evaluator’s assignments, submissions and drafts', async () => {
    const answer = await get(app(), '/api/evaluation/progress', people.manager.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.evaluators).toEqual([
      { id: people.a.id, name: 'אלה בודק', assigned: 3, submitted: 3, drafts: 0 },
      { id: people.b.id, name: 'בני בודק', assigned: 3, submitted: 2, drafts: 1 },
      { id: people.c.id, name: 'גיל בודק', assigned: 1, submitted: 0, drafts: 0 },
    ]);
  });

  it('counts each area’s leads, fully scored leads and disagreements, every area listed', async () => {
    const { areas, totals } = (await get(app(), '/api/evaluation/progress', people.super.token)).body.data;
    const byKey = Object.fromEntries(areas.map((row: { area: { key: string } }) => [row.area.key, row]));
    expect(areas).toHaveLength(10);
    expect(byKey.economy).toEqual({
      area: { key: 'economy', label: expect.any(String) },
      leads: 3,
      assignedLeads: 3,
      fullyScored: 1,
      assignments: 5,
      submitted: 3,
      drafts: 1,
      disagreements: 1,
    });
    expect(byKey.health).toMatchObject({
      leads: 1,
      assignedLeads: 1,
      fullyScored: 1,
      assignments: 2,
      submitted: 2,
      drafts: 0,
      disagreements: 0,
    });
    expect(byKey.gender).toMatchObject({ leads: 1, assignedLeads: 0, fullyScored: 0, assignments: 0 });
    expect(byKey.securityIDF).toMatchObject({ leads: 0, assignedLeads: 0 });
    expect(totals).toEqual({
      leads: 5,
      assignedLeads: 4,
      fullyScored: 2,
      assignments: 7,
      submitted: 5,
      drafts: 1,
      disagreements: 1,
    });
  });

  it('counts a reopened score as a draft again, and its lead as no longer fully scored', async () => {
    const before = (await get(app(), '/api/evaluation/progress', people.manager.token)).body.data;
    const health = before.areas.find((row: { area: { key: string } }) => row.area.key === 'health');
    const lead = (await app()
      .db.query(LEAD_UID)
      .findOne({ where: { visionSubmissionArea: 'health' }, select: ['documentId'] })) as { documentId: string };
    const reopened = await sendJson(
      app(),
      'POST',
      `/api/leads/${lead.documentId}/scores/${people.a.id}/reopen`,
      people.manager.token,
      {},
    );
    expect(reopened.status).toBe(200);
    const after = (await get(app(), '/api/evaluation/progress', people.manager.token)).body.data;
    expect(after.areas.find((row: { area: { key: string } }) => row.area.key === 'health')).toEqual({
      ...health,
      fullyScored: 0,
      submitted: 1,
      drafts: 1,
    });
    expect(after.totals).toMatchObject({ fullyScored: 1, submitted: 4, drafts: 2 });
  });
});
