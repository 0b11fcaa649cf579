// Two Leads managers assigning at the same moment, each from their own evaluators: a lead still
// ends with the number of evaluators asked for, not twice as many. On PostgreSQL the requests run
// on separate connections at once (lib/evaluation/evaluation-locks.ts takes them in turns); on
// SQLite the writes are one at a time by nature, and the same outcome is checked.
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { seededLead, seedLeads, sendJson } from '../../../../tests/lead-admin';
import { useLeadCms } from '../../../../tests/lead-requests';
import { ASSIGNMENT_UID, LEAD_UID } from '../../../lib/uids';

const LEADS = 12;

describe('assignments at the same moment', () => {
  const context = useLeadCms();
  const app = () => context.app;

  const person = async (role: string, label: string) => {
    const email = `${label}-${Date.now()}@vision.test`;
    const user = (await createAdmin(app(), role, email, { firstname: label, lastname: 'בודק' })) as { id: number };
    return { id: user.id, token: await adminToken(app(), email) };
  };

  it('gives every lead exactly the evaluators per lead asked for when two requests race', async () => {
    const [a, b, c, d] = [
      await person('evaluator', 'אורי'),
      await person('evaluator', 'בת'),
      await person('evaluator', 'גלית'),
      await person('evaluator', 'דן'),
    ];
    const [first, second] = [await person('leads-manager', 'רונה'), await person('leads-manager', 'שי')];
    const marker = `RACE-${Date.now()}`;
    await seedLeads(
      app(),
      Array.from({ length: LEADS }, (_, index) =>
        seededLead({ area: 'economy', visionPresenters: `${marker} ${index}` }),
      ),
    );
    const assign = (manager: { token: string }, evaluatorIds: number[]) =>
      sendJson(app(), 'POST', '/api/evaluation/assign', manager.token, {
        filters: { search: marker },
        perLead: 2,
        evaluatorIds,
      });
    // Each from their own pair of evaluators, at once.
    const answers = await Promise.all([assign(first, [a.id, b.id]), assign(second, [c.id, d.id])]);
    for (const answer of answers) expect(answer.status).toBe(200);
    const assigned = answers.map((answer) => (answer.body.data as { assigned: number }).assigned);
    expect(assigned.reduce((sum, count) => sum + count, 0)).toBe(LEADS * 2);

    const leads = (await app()
      .db.query(LEAD_UID)
      .findMany({ where: { visionPresenters: { $startsWith: marker } }, select: ['id'] })) as { id: number }[];
    expect(leads).toHaveLength(LEADS);
    for (const lead of leads) {
      const count = await app()
        .db.query(ASSIGNMENT_UID)
        .count({ where: { leadId: lead.id } });
      expect(count).toBe(2);
    }
  });
});
