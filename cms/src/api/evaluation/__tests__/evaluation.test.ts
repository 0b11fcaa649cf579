// The committee's evaluation against the real CMS: the rubric frozen once scores exist, blind
// scoring, the lead's mean, count and disagreement mark, reopening, the automatic assignment's
// balance, conflicts of interest, the proposal without contacts, the PDF shown inline, the queue
// and the ranking, each with its audit entry.
import type { Core } from '@strapi/strapi';
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { AUDIT, get, seededLead, seedLeads, sendJson } from '../../../../tests/lead-admin';
import { findLead, postLead, useLeadCms } from '../../../../tests/lead-requests';
import { ASSIGNMENT_UID, CONFLICT_UID, LEAD_UID, SETTINGS_UID } from '../../../lib/uids';

const RUBRIC = {
  criteria: [
    { key: 'clarity', name: 'בהירות', description: 'עד כמה החזון ברור', weight: 2, scale: { min: 1, max: 5 } },
    { key: 'impact', name: 'השפעה', weight: 1, scale: { min: 1, max: 5 } },
  ],
};

type Person = { id: number; token: string };

describe('the committee evaluation', () => {
  const context = useLeadCms();
  const app = () => context.app;
  const people = {} as Record<'a' | 'b' | 'c' | 'manager' | 'super', Person>;
  let serial = 0;

  const person = async (role: string, label: string): Promise<Person> => {
    const email = `${label}-${Date.now()}@vision.test`;
    const user = (await createAdmin(app(), role, email, { firstname: label, lastname: 'בודק' })) as { id: number };
    return { id: user.id, token: await adminToken(app(), email) };
  };

  /** A lead of its own, written as the intake would (references unique per suite). */
  const newLead = async (area = 'economy', presenters = 'צוות בדיקה') => {
    serial += 1;
    const lead = seededLead({
      area,
      visionPresenters: presenters,
      createdAt: new Date(Date.now() - (1000 - serial) * 1000),
    });
    await seedLeads(app(), [lead]);
    const stored = (await app()
      .db.query(LEAD_UID)
      .findOne({ where: { reference: lead.reference } })) as {
      id: number;
      documentId: string;
    };
    return { ...stored, reference: lead.reference };
  };

  const assign = (documentId: string, ...who: Person[]) =>
    sendJson(app(), 'POST', `/api/leads/${documentId}/evaluators`, people.manager.token, {
      evaluatorIds: who.map((p) => p.id),
    });
  const score = (documentId: string, who: Person, body: object) =>
    sendJson(app(), 'PUT', `/api/leads/${documentId}/score`, who.token, body);
  const scoresOf = (documentId: string, who: Person) => get(app(), `/api/leads/${documentId}/scores`, who.token);
  const auditCount = (action: string) => app().db.query(AUDIT).count({ where: { action } });

  beforeAll(async () => {
    people.a = await person('evaluator', 'אלה');
    people.b = await person('evaluator', 'בני');
    people.c = await person('evaluator', 'גיל');
    people.manager = await person('leads-manager', 'מנהלת');
    people.super = await person('strapi-super-admin', 'על');
    const answer = await sendJson(app(), 'PUT', '/api/evaluation/rubric', people.super.token, RUBRIC);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      locked: false,
      criteria: [{ key: 'clarity', weight: 2 }, { key: 'impact' }],
    });
  });

  it('assigns by hand once per evaluator, refuses a non-evaluator, and audits it', async () => {
    const lead = await newLead();
    const before = await auditCount('evaluation-assign');
    expect((await assign(lead.documentId, people.a, people.b)).body.data).toEqual({ assigned: 2, leads: 1 });
    expect((await assign(lead.documentId, people.a)).body.data).toEqual({ assigned: 0, leads: 0 });
    const refused = await assign(lead.documentId, people.manager);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { evaluatorIds: 'INVALID_FORMAT' } });
    expect(
      await app()
        .db.query(ASSIGNMENT_UID)
        .count({ where: { leadId: lead.id } }),
    ).toBe(2);
    expect(await auditCount('evaluation-assign')).toBe(before + 1);
    const entry = (await app()
      .db.query(AUDIT)
      .findOne({ where: { action: 'evaluation-assign', leadReference: lead.reference } })) as { details: unknown };
    // Named as they were then: the audit reads the same after an account is renamed or removed.
    expect(entry.details).toEqual({ evaluatorNames: ['אלה בודק', 'בני בודק'], assigned: 2 });
  });

  it('keeps scores blind: an evaluator sees nobody else’s until their own is submitted, and never a draft', async () => {
    const lead = await newLead();
    await assign(lead.documentId, people.a, people.b);
    expect(
      (await score(lead.documentId, people.b, { scores: { clarity: 4 }, comments: { clarity: 'טוב' } })).status,
    ).toBe(200);
    const draftSeen = await scoresOf(lead.documentId, people.a);
    expect(draftSeen.body.data.scores.map((s: { evaluator: { id: number } }) => s.evaluator.id)).toEqual([people.a.id]);
    expect((await score(lead.documentId, people.b, { scores: { clarity: 4, impact: 3 }, submit: true })).status).toBe(
      200,
    );
    const beforeOwn = await scoresOf(lead.documentId, people.a);
    expect(beforeOwn.body.data.scores).toEqual([
      expect.objectContaining({ evaluator: expect.objectContaining({ id: people.a.id }), state: 'assigned' }),
    ]);
    // Its own draft is visible to itself only.
    await score(lead.documentId, people.a, { scores: { clarity: 2 } });
    expect((await scoresOf(lead.documentId, people.b)).body.data.scores).toEqual([
      expect.objectContaining({ evaluator: expect.objectContaining({ id: people.b.id }), state: 'submitted' }),
    ]);
    await score(lead.documentId, people.a, { scores: { clarity: 2, impact: 2 }, submit: true });
    const afterOwn = (await scoresOf(lead.documentId, people.a)).body.data.scores as {
      evaluator: { id: number };
      scores: object;
    }[];
    expect(afterOwn.map((s) => s.evaluator.id)).toEqual([people.a.id, people.b.id]);
    expect(afterOwn[1].scores).toEqual({ clarity: 4, impact: 3 });
    // A manager sees every assignment's state and the submitted scores.
    const managers = (await scoresOf(lead.documentId, people.manager)).body.data.scores as { state: string }[];
    expect(managers.map((s) => s.state)).toEqual(['submitted', 'submitted']);
  });

  it("stores the mean of the evaluators' weighted scores, their count and a 3-point disagreement; reopening recomputes", async () => {
    const lead = await newLead('health');
    await assign(lead.documentId, people.a, people.b);
    const submitsBefore = await auditCount('evaluation-submit');
    // (2·5 + 1·2) / 3 = 4 and (2·2 + 1·2) / 3 = 2: a mean of 3, clarity 3 points apart.
    await score(lead.documentId, people.a, { scores: { clarity: 5, impact: 2 }, submit: true });
    const b = await score(lead.documentId, people.b, { scores: { clarity: 2, impact: 2 }, submit: true });
    expect(b.body.data).toMatchObject({ state: 'submitted', weighted: 2 });
    expect(await auditCount('evaluation-submit')).toBe(submitsBefore + 2);
    expect((await scoresOf(lead.documentId, people.manager)).body.data).toMatchObject({
      scoreMean: 3,
      scoreCount: 2,
      scoreDisagreement: true,
    });
    const page = await get(app(), `/api/leads/paginate?search=${lead.reference}`, people.manager.token);
    expect(page.body.data[0]).toMatchObject({ scoreMean: 3, scoreCount: 2, scoreDisagreement: true });

    const changed = await score(lead.documentId, people.b, { scores: { clarity: 3, impact: 2 }, submit: true });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('SCORE_SUBMITTED');
    expect(changed.body.error.message).toMatch(/[\u0590-\u05FF]/);

    const reopened = await sendJson(
      app(),
      'POST',
      `/api/leads/${lead.documentId}/scores/${people.b.id}/reopen`,
      people.manager.token,
      {},
    );
    expect(reopened.body.data).toMatchObject({ state: 'draft', reopenedCount: 1, submittedAt: null });
    expect(await auditCount('evaluation-reopen')).toBeGreaterThan(0);
    expect((await scoresOf(lead.documentId, people.manager)).body.data).toMatchObject({
      scoreMean: 4,
      scoreCount: 1,
      scoreDisagreement: false,
    });
    const stored = (await app()
      .db.query(LEAD_UID)
      .findOne({ where: { id: lead.id } })) as { scoreOrder: number };
    expect(stored.scoreOrder).toBe(-4);
  });

  it('refuses a submission missing a criterion or out of its scale, naming the field', async () => {
    const lead = await newLead();
    await assign(lead.documentId, people.a);
    const partial = await score(lead.documentId, people.a, { scores: { clarity: 3 }, submit: true });
    expect(partial.status).toBe(400);
    expect(partial.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'scores.impact': 'REQUIRED' } });
    const outside = await score(lead.documentId, people.a, { scores: { clarity: 6, impact: 1, other: 2 } });
    expect(outside.body.error.fields).toEqual({ 'scores.clarity': 'INVALID_FORMAT', 'scores.other': 'INVALID_FORMAT' });
    const fraction = await score(lead.documentId, people.a, { scores: { clarity: 2.5 } });
    expect(fraction.status).toBe(400);
  });

  it('shows an assigned evaluator the proposal without contacts unless a super admin allowed them, and refuses an unassigned one', async () => {
    const posted = await postLead(app());
    const reference = posted.body.reference as string;
    const lead = (await findLead(app(), reference)) as { id: number; documentId: string };
    await app()
      .db.query(LEAD_UID)
      .update({ where: { id: lead.id }, data: { fileScan: 'clean' } });
    await assign(lead.documentId, people.a);

    const proposal = await get(app(), `/api/leads/${lead.documentId}/proposal`, people.a.token);
    expect(proposal.status).toBe(200);
    expect(proposal.body.data).toMatchObject({ reference, contacts: null });
    expect(proposal.body.data.attachment.downloadPath).toBe(`/api/leads/${lead.documentId}/file`);
    expect(
      (await get(app(), `/api/leads/${lead.documentId}/proposal`, people.manager.token)).body.data.contacts,
    ).toHaveLength(1);

    await app()
      .db.query(SETTINGS_UID)
      .updateMany({ where: { publishedAt: null }, data: { evaluatorsSeeContacts: true } });
    expect(
      (await get(app(), `/api/leads/${lead.documentId}/proposal`, people.a.token)).body.data.contacts,
    ).toHaveLength(1);
    await app()
      .db.query(SETTINGS_UID)
      .updateMany({ where: {}, data: { evaluatorsSeeContacts: false } });

    const file = await get(app(), `/api/leads/${lead.documentId}/file`, people.a.token);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    const type = String(file.headers['content-type']);
    const inline = await get(app(), `/api/leads/${lead.documentId}/file?inline=1`, people.a.token);
    expect(inline.status).toBe(200);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    if (type.startsWith('application/pdf')) {
      expect(inline.headers['content-disposition']).toMatch(/^inline;/);
      expect(inline.headers['content-security-policy']).toContain("default-src 'none'");
    }

    for (const [method, path] of [
      ['GET', `/api/leads/${lead.documentId}/proposal`],
      ['GET', `/api/leads/${lead.documentId}/file`],
      ['GET', `/api/leads/${lead.documentId}/scores`],
      ['PUT', `/api/leads/${lead.documentId}/score`],
      ['POST', `/api/leads/${lead.documentId}/conflict`],
    ]) {
      const answer =
        method === 'GET'
          ? await get(app(), path, people.c.token)
          : await sendJson(app(), method, path, people.c.token, { scores: { clarity: 1 } });
      expect({ method, path, status: answer.status, code: answer.body?.error?.code }).toEqual({
        method,
        path,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  it("lists an evaluator's queue oldest first with how many are done", async () => {
    const queue = await get(app(), '/api/evaluation/queue?pageSize=100', people.b.token);
    expect(queue.status).toBe(200);
    const items = queue.body.data as { assignedAt: string; state: string }[];
    expect(items.map((item) => item.assignedAt)).toEqual([...items.map((item) => item.assignedAt)].sort());
    expect(queue.body.meta.progress).toEqual({
      done: items.filter((item) => item.state === 'submitted').length,
      total: items.length,
    });
  });

  it('declares a conflict: the assignment and its draft go, the declaration stays, and no assignment brings it back', async () => {
    const lead = await newLead();
    await assign(lead.documentId, people.c);
    await score(lead.documentId, people.c, { scores: { clarity: 3 } });
    const declared = await sendJson(app(), 'POST', `/api/leads/${lead.documentId}/conflict`, people.c.token, {
      reason: 'שכנה שלי',
    });
    expect(declared.status).toBe(200);
    expect(
      await app()
        .db.query(ASSIGNMENT_UID)
        .count({ where: { leadId: lead.id } }),
    ).toBe(0);
    expect(
      await app()
        .db.query(CONFLICT_UID)
        .count({ where: { leadId: lead.id, evaluatorId: people.c.id } }),
    ).toBe(1);
    const again = await assign(lead.documentId, people.c);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT_OF_INTEREST');
    expect(await auditCount('evaluation-conflict')).toBeGreaterThan(0);
  });

  it('assigns automatically: N per lead, least loaded first, no duplicates, conflicts and areas respected', async () => {
    const marker = `AUTO-${Date.now()}`;
    const leads = [];
    for (let index = 0; index < 6; index += 1) leads.push(await newLead('education', `${marker} ${index}`));
    // C declared a conflict with the first lead.
    await app()
      .db.query(CONFLICT_UID)
      .create({ data: { leadId: leads[0].id, evaluatorId: people.c.id, declaredAt: new Date() } });
    const open = async (who: Person) =>
      app()
        .db.query(ASSIGNMENT_UID)
        .count({ where: { evaluatorId: who.id, state: { $ne: 'submitted' } } });
    const before = { a: await open(people.a), b: await open(people.b), c: await open(people.c) };
    const ids = [people.a.id, people.b.id, people.c.id];
    const run = () =>
      sendJson(app(), 'POST', '/api/evaluation/assign', people.manager.token, {
        filters: { search: marker },
        perLead: 2,
        evaluatorIds: ids,
      });
    const first = await run();
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ assigned: 12, leads: 6 });
    for (const lead of leads) {
      const rows = (await app()
        .db.query(ASSIGNMENT_UID)
        .findMany({ where: { leadId: lead.id } })) as { evaluatorId: number }[];
      expect(new Set(rows.map((row) => row.evaluatorId)).size).toBe(2);
    }
    const first0 = (await app()
      .db.query(ASSIGNMENT_UID)
      .findMany({ where: { leadId: leads[0].id } })) as { evaluatorId: number }[];
    expect(first0.map((row) => row.evaluatorId)).not.toContain(people.c.id);
    // Least loaded first: the loads end at most one apart unless someone started far ahead.
    const after = { a: await open(people.a), b: await open(people.b), c: await open(people.c) };
    const given = { a: after.a - before.a, b: after.b - before.b, c: after.c - before.c };
    expect(given.a + given.b + given.c).toBe(12);
    const spread = Math.max(...Object.values(before)) - Math.min(...Object.values(before));
    expect(Math.max(...Object.values(after)) - Math.min(...Object.values(after))).toBeLessThanOrEqual(
      Math.max(1, spread),
    );
    // Again: every lead has its two, nothing new.
    expect((await run()).body.data).toEqual({ assigned: 0, leads: 0 });

    // By area: only the evaluators registered for it.
    const other = `AREA-${Date.now()}`;
    const inArea = await newLead('health', other);
    expect(
      (
        await sendJson(app(), 'PUT', `/api/evaluation/evaluators/${people.b.id}/areas`, people.manager.token, {
          areas: ['health'],
        })
      ).status,
    ).toBe(200);
    const byArea = await sendJson(app(), 'POST', '/api/evaluation/assign', people.manager.token, {
      filters: { search: other },
      perLead: 3,
      area: 'health',
    });
    expect(byArea.body.data).toEqual({ assigned: 1, leads: 1 });
    const rows = (await app()
      .db.query(ASSIGNMENT_UID)
      .findMany({ where: { leadId: inArea.id } })) as { evaluatorId: number }[];
    expect(rows.map((row) => row.evaluatorId)).toEqual([people.b.id]);
    const evaluators = (await get(app(), '/api/evaluation/evaluators', people.manager.token)).body.data as {
      id: number;
      areas: string[];
    }[];
    expect(evaluators.find((evaluator) => evaluator.id === people.b.id)?.areas).toEqual(['health']);
    const audited = (await app()
      .db.query(AUDIT)
      .findMany({ where: { action: 'evaluation-areas' }, orderBy: { id: 'desc' }, limit: 1 })) as {
      actorEmail?: string;
      details: unknown;
    }[];
    expect(audited[0]?.details).toEqual({ evaluator: 'בני בודק', areas: ['health'] });
  });

  it('ranks the leads best first, unscored last, with the filters and the disagreement mark', async () => {
    const marker = `RANK-${Date.now()}`;
    const [low, high, none, disputed] = [
      await newLead('economy', marker),
      await newLead('economy', marker),
      await newLead('economy', marker),
      await newLead('health', marker),
    ];
    for (const lead of [low, high, disputed]) await assign(lead.documentId, people.a, people.b);
    await score(low.documentId, people.a, { scores: { clarity: 2, impact: 2 }, submit: true });
    await score(high.documentId, people.a, { scores: { clarity: 5, impact: 5 }, submit: true });
    await score(disputed.documentId, people.a, { scores: { clarity: 1, impact: 4 }, submit: true });
    await score(disputed.documentId, people.b, { scores: { clarity: 4, impact: 4 }, submit: true });
    const ranking = async (query: string) =>
      (
        (await get(app(), `/api/evaluation/ranking?search=${marker}${query}`, people.manager.token)).body.data as {
          reference: string;
        }[]
      ).map((lead) => lead.reference);
    expect(await ranking('')).toEqual([high.reference, disputed.reference, low.reference, none.reference]);
    expect(await ranking('&area=economy')).toEqual([high.reference, low.reference, none.reference]);
    expect(await ranking('&disagreement=true')).toEqual([disputed.reference]);
    expect(await ranking('&disagreement=false&pageSize=2&page=2')).toEqual([none.reference]);
    const bad = await get(app(), '/api/evaluation/ranking?disagreement=maybe', people.manager.token);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { disagreement: 'INVALID_FORMAT' } });
  });

  it('freezes scales, weights and keys once a score exists, and still takes names, order and new criteria', async () => {
    const locked = await get(app(), '/api/evaluation/rubric', people.a.token);
    expect(locked.body.data.locked).toBe(true);
    const [clarity, impact] = RUBRIC.criteria;
    for (const criteria of [
      [{ ...clarity, weight: 3 }, impact],
      [clarity, { ...impact, scale: { min: 0, max: 10 } }],
      [clarity],
      [clarity, { ...impact, key: 'reach' }],
    ]) {
      const refused = await sendJson(app(), 'PUT', '/api/evaluation/rubric', people.super.token, { criteria });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('RUBRIC_LOCKED');
      expect(refused.body.error.message).toMatch(/[\u0590-\u05FF]/);
    }
    const allowed = await sendJson(app(), 'PUT', '/api/evaluation/rubric', people.super.token, {
      criteria: [
        { ...impact, name: 'השפעה על הציבור' },
        clarity,
        { key: 'feasibility', name: 'היתכנות', weight: 1, scale: { min: 1, max: 5 } },
      ],
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.criteria.map((c: { key: string }) => c.key)).toEqual(['impact', 'clarity', 'feasibility']);
  });
});

describe('the automatic assignment at volume', () => {
  const context = useLeadCms();

  it('gives 10,000 leads three evaluators each within 10 seconds', async () => {
    const app: Core.Strapi = context.app;
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const user = (await createAdmin(app, 'evaluator', `bulk-${index}-${Date.now()}@vision.test`)) as { id: number };
      ids.push(user.id);
    }
    const manager = `bulk-manager-${Date.now()}@vision.test`;
    await createAdmin(app, 'leads-manager', manager);
    const token = await adminToken(app, manager);
    await seedLeads(
      app,
      Array.from({ length: 10_000 }, () => seededLead({ area: 'economy', visionPresenters: 'BULK', contacts: [] })),
    );
    const started = Date.now();
    const answer = await sendJson(app, 'POST', '/api/evaluation/assign', token, {
      filters: { search: 'BULK' },
      perLead: 3,
      evaluatorIds: ids,
    });
    const ms = Date.now() - started;
    expect(answer.body.data).toEqual({ assigned: 30_000, leads: 10_000 });
    expect(ms).toBeLessThanOrEqual(10_000);
    const loads = (await Promise.all(
      ids.map((id) => app.db.query(ASSIGNMENT_UID).count({ where: { evaluatorId: id } })),
    )) as number[];
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  }, 300_000);
});
