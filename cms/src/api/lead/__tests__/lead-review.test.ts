import { NOTE_MAX_LENGTH } from '@vision/config';
import { createAdmin } from '../../../../tests/admin-users';
import { pdfBytes, validContact } from '../../../../tests/lead-fixtures';
import { AUDIT, createCallers, get, sendJson, type Callers } from '../../../../tests/lead-admin';
import { expectFailure, findLead, postLead, useLeadCms } from '../../../../tests/lead-requests';
import { LEAD_UID, NOTE_UID } from '../../../lib/uids';

type Lead = { documentId: string; reference: string; id: number };

// A lead's review: status and reviewer (PUT /api/leads/:id/review), its notes, the people it
// may be assigned to, and its possible duplicates, found at intake and never refused.
describe('the review of a lead', () => {
  const context = useLeadCms();
  let callers: Callers;
  const people: Record<string, number> = {};
  const leads: Record<string, Lead> = {};
  const sharedFile = pdfBytes(4096);

  const token = () => callers.tokens['leads-manager'];
  const reviewOf = async (lead: Lead) => {
    const answer = await get(context.app, `/api/leads/${lead.documentId}/review`, token());
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const patch = (lead: Lead | string, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(
      context.app,
      'PUT',
      `/api/leads/${typeof lead === 'string' ? lead : lead.documentId}/review`,
      token(),
      body,
      headers,
    );
  const addNote = (lead: Lead, text: unknown) =>
    sendJson(context.app, 'POST', `/api/leads/${lead.documentId}/notes`, token(), { text });
  const auditOf = (lead: Lead, action: string) =>
    context.app.db.query(AUDIT).findMany({ where: { action, leadReference: lead.reference }, orderBy: { id: 'asc' } });
  const storedOf = (lead: Lead) =>
    context.app.db
      .query(LEAD_UID)
      .findOne({ where: { id: lead.id }, select: ['reviewStatus', 'updatedAt'], populate: ['reviewer'] });

  const submit = async (name: string, email: string, file: Buffer = pdfBytes(2048)) => {
    const answer = await postLead(context.app, {
      contacts: [validContact({ email })],
      file: { filename: 'vision.pdf', content: file },
    });
    expect(answer.status).toBe(201);
    leads[name] = await findLead(context.app, answer.body.reference);
  };

  beforeAll(async () => {
    callers = await createCallers(context.app);
    const person = async (name: string, role: string, firstname: string, lastname: string, isActive = true) => {
      people[name] = (
        await createAdmin(context.app, role, `${name}@review.test`, { firstname, lastname, isActive })
      ).id;
    };
    await person('colleague', 'leads-manager', 'תמר', 'אלון');
    await person('boss', 'strapi-super-admin', 'אבי', 'גולן');
    await person('retired', 'leads-manager', 'גיל', 'ישן', false);
    await person('editor', 'strapi-editor', 'עדי', 'עורכת');
    people.me = (
      await context.app.db.query('admin::user').findOne({ where: { email: callers.emails['leads-manager'] } })
    ).id;

    await submit('first', 'dana@example.org', sharedFile);
    await submit('sameFile', 'other@example.org', sharedFile);
    await submit('sameEmail', '  Dana@EXAMPLE.org ');
    await submit('unrelated', 'solo@example.org');
  });

  describe('possible duplicates', () => {
    it('links a lead with the same file or the same e-mail in another case to the earlier one, both ways', async () => {
      const first = await reviewOf(leads.first);
      expect(first.duplicateOf).toEqual([]);
      expect(first.duplicatedBy).toEqual([
        { id: leads.sameFile.documentId, reference: leads.sameFile.reference },
        { id: leads.sameEmail.documentId, reference: leads.sameEmail.reference },
      ]);
      for (const name of ['sameFile', 'sameEmail']) {
        const review = await reviewOf(leads[name]);
        expect(review.duplicateOf).toEqual([{ id: leads.first.documentId, reference: leads.first.reference }]);
        expect(review.duplicatedBy).toEqual([]);
      }
      const unrelated = await reviewOf(leads.unrelated);
      expect([unrelated.duplicateOf, unrelated.duplicatedBy]).toEqual([[], []]);
    });

    it('never refuses a duplicate: the same visitor sending the same file again gets a new reference', async () => {
      // (every lead above was answered 201 too)
      const again = await postLead(context.app, {
        contacts: [validContact({ email: 'dana@example.org' })],
        file: { filename: 'vision.pdf', content: sharedFile },
      });
      expect(again.status).toBe(201);
      const lead = await findLead(context.app, again.body.reference);
      const review = await reviewOf(lead);
      expect(review.duplicateOf.map((link: { reference: string }) => link.reference)).toEqual([
        leads.first.reference,
        leads.sameFile.reference,
        leads.sameEmail.reference,
      ]);
    });
  });

  describe('GET and PUT /api/leads/:id/review', () => {
    it('answers a new lead as new, unassigned, with its version', async () => {
      const review = await reviewOf(leads.unrelated);
      const stored = await storedOf(leads.unrelated);
      expect(review).toEqual({
        id: leads.unrelated.documentId,
        reference: leads.unrelated.reference,
        status: 'new',
        reviewer: null,
        version: new Date(stored.updatedAt).toISOString(),
        notesCount: 0,
        duplicateOf: [],
        duplicatedBy: [],
      });
    });

    it('changes the status and the reviewer, and records both before and after in the audit trail', async () => {
      const before = await reviewOf(leads.first);
      const answer = await patch(leads.first, { status: 'inReview', reviewerId: people.colleague });

      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        status: 'inReview',
        reviewer: { id: people.colleague, name: 'תמר אלון' },
      });
      expect(Date.parse(answer.body.data.version)).toBeGreaterThan(Date.parse(before.version));
      expect(await reviewOf(leads.first)).toEqual(answer.body.data);
      const stored = await storedOf(leads.first);
      expect(stored.reviewStatus).toBe('inReview');
      expect(stored.reviewer.id).toBe(people.colleague);

      const entries = await auditOf(leads.first, 'lead-review');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor: callers.emails['leads-manager'],
        details: {
          before: { status: 'new', reviewer: null },
          after: { status: 'inReview', reviewer: { id: people.colleague, name: 'תמר אלון' } },
        },
      });
    });

    it('unassigns with reviewerId null and changes one thing at a time', async () => {
      await patch(leads.sameFile, { reviewerId: people.boss });
      const answer = await patch(leads.sameFile, { reviewerId: null });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 'new', reviewer: null });
      const entries = await auditOf(leads.sameFile, 'lead-review');
      expect(entries.map((entry: { details: unknown }) => entry.details)).toEqual([
        {
          before: { status: 'new', reviewer: null },
          after: { status: 'new', reviewer: { id: people.boss, name: 'אבי גולן' } },
        },
        {
          before: { status: 'new', reviewer: { id: people.boss, name: 'אבי גולן' } },
          after: { status: 'new', reviewer: null },
        },
      ]);
    });

    it('writes nothing for a change that changes nothing', async () => {
      const before = await reviewOf(leads.first);
      const answer = await patch(leads.first, { status: before.status, reviewerId: before.reviewer.id });
      expect(answer.status).toBe(200);
      expect(answer.body.data.version).toBe(before.version);
      expect(await auditOf(leads.first, 'lead-review')).toHaveLength(1);
    });

    it('refuses a change based on an older version with 409, and changes nothing', async () => {
      const loaded = await reviewOf(leads.sameEmail);
      const first = await patch(leads.sameEmail, { status: 'shortlisted' }, { 'X-Document-Version': loaded.version });
      expect(first.status).toBe(200);

      const stale = await patch(
        leads.sameEmail,
        { status: 'declined', reviewerId: people.colleague },
        { 'X-Document-Version': loaded.version },
      );
      expectFailure(stale, 409, 'VERSION_CONFLICT');
      const now = await reviewOf(leads.sameEmail);
      expect(now).toMatchObject({ status: 'shortlisted', reviewer: null, version: first.body.data.version });
      expect(await auditOf(leads.sameEmail, 'lead-review')).toHaveLength(1);

      const fresh = await patch(leads.sameEmail, { status: 'declined' }, { 'X-Document-Version': now.version });
      expect(fresh.status).toBe(200);
      expect(fresh.body.data.status).toBe('declined');
    });

    it('lets exactly one of two changes from the same version win', async () => {
      const loaded = await reviewOf(leads.unrelated);
      const headers = { 'X-Document-Version': loaded.version };
      const answers = await Promise.all([
        patch(leads.unrelated, { status: 'inReview' }, headers),
        patch(leads.unrelated, { status: 'declined' }, headers),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!;
      expect((await reviewOf(leads.unrelated)).status).toBe(winner.body.data.status);
    });

    it.each([
      ['an unknown status', { status: 'approved' }, { status: 'INVALID_FORMAT' }],
      ['a status of null', { status: null }, { status: 'REQUIRED' }],
      ['a reviewer id that is not a whole number', { reviewerId: '7' }, { reviewerId: 'INVALID_FORMAT' }],
      ['a negative reviewer id', { reviewerId: -1 }, { reviewerId: 'INVALID_FORMAT' }],
      ['nothing to change', {}, { status: 'REQUIRED', reviewerId: 'REQUIRED' }],
    ])('refuses %s with 400 VALIDATION_FAILED', async (_case, body, fields) => {
      const before = await reviewOf(leads.unrelated);
      expectFailure(await patch(leads.unrelated, body), 400, 'VALIDATION_FAILED', fields);
      expect(await reviewOf(leads.unrelated)).toEqual(before);
    });

    it('refuses an unknown field', async () => {
      expectFailure(await patch(leads.unrelated, { status: 'new', priority: 'high' }), 400, 'UNKNOWN_FIELD');
    });

    it.each([
      ['an Editor', 'editor'],
      ['a switched-off Leads manager', 'retired'],
      ['an account that does not exist', 'nobody'],
    ])('refuses %s as the reviewer, and changes nothing', async (_case, who) => {
      const before = await reviewOf(leads.unrelated);
      const answer = await patch(leads.unrelated, { status: 'shortlisted', reviewerId: people[who] ?? 999_999 });
      expectFailure(answer, 400, 'VALIDATION_FAILED', { reviewerId: 'INVALID_FORMAT' });
      expect(await reviewOf(leads.unrelated)).toEqual(before);
    });

    it('answers 404 for a lead that does not exist', async () => {
      expectFailure(await get(context.app, '/api/leads/nosuchlead/review', token()), 404, 'NOT_FOUND');
      expectFailure(await patch('nosuchlead', { status: 'inReview' }), 404, 'NOT_FOUND');
      expectFailure(await get(context.app, '/api/leads/nosuchlead/notes', token()), 404, 'NOT_FOUND');
      expectFailure(
        await sendJson(context.app, 'POST', '/api/leads/nosuchlead/notes', token(), { text: 'x' }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('notes', () => {
    it('keeps a thread, oldest first, with its author and time, and counts it', async () => {
      const lead = leads.sameFile;
      const first = await addNote(lead, '  נראה מבטיח, לבדוק את התקציב  ');
      expect(first.status).toBe(201);
      expect(first.body.data).toEqual({
        id: expect.any(Number),
        author: { id: people.me, name: 'בודק leads-manager' },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        text: 'נראה מבטיח, לבדוק את התקציב',
        replyTo: null,
        mentions: [],
      });
      const second = await addNote(lead, 'שורה ראשונה\nשורה שנייה');
      expect(second.status).toBe(201);

      const thread = await get(context.app, `/api/leads/${lead.documentId}/notes`, callers.tokens['super-admin']);
      expect(thread.status).toBe(200);
      expect(thread.body.data.map((note: { text: string }) => note.text)).toEqual([
        'נראה מבטיח, לבדוק את התקציב',
        'שורה ראשונה\nשורה שנייה',
      ]);
      expect((await reviewOf(lead)).notesCount).toBe(2);
      expect((await get(context.app, `/api/leads/${leads.first.documentId}/notes`, token())).body.data).toEqual([]);
    });

    it('records a note in the audit trail by its id and length, never its text', async () => {
      const answer = await addNote(leads.first, 'סוד');
      const entries = await auditOf(leads.first, 'lead-note');
      expect(entries).toHaveLength(1);
      expect(entries[0].details).toEqual({ noteId: answer.body.data.id, length: 3 });
      expect(JSON.stringify(entries[0])).not.toContain('סוד');
    });

    it('takes a note of exactly the longest length', async () => {
      const answer = await addNote(leads.unrelated, 'א'.repeat(NOTE_MAX_LENGTH));
      expect(answer.status).toBe(201);
      expect(answer.body.data.text).toHaveLength(NOTE_MAX_LENGTH);
    });

    it.each([
      ['an empty note', '', 'REQUIRED'],
      ['a note of spaces', '   \n ', 'REQUIRED'],
      ['no text at all', undefined, 'REQUIRED'],
      ['a note one character too long', 'א'.repeat(NOTE_MAX_LENGTH + 1), 'MAX_LENGTH'],
      ['a NUL character', 'before\u0000after', 'INVALID_FORMAT'],
      ['a number', 42, 'INVALID_FORMAT'],
    ])('refuses %s, and keeps nothing', async (_case, text, key) => {
      const before = await context.app.db.query(NOTE_UID).count();
      expectFailure(await addNote(leads.unrelated, text), 400, 'VALIDATION_FAILED', { text: key });
      expect(await context.app.db.query(NOTE_UID).count()).toBe(before);
    });

    it('cannot change or remove a note, even from server code', async () => {
      const note = (await context.app.db.query(NOTE_UID).findOne({ where: { leadId: leads.first.id } })) as {
        documentId: string;
      };
      const notes = context.app.documents(NOTE_UID);
      await expect(notes.update({ documentId: note.documentId, data: { text: 'x' } } as never)).rejects.toThrow(
        /cannot be changed/,
      );
      await expect(notes.delete({ documentId: note.documentId } as never)).rejects.toThrow(/cannot be changed/);
      expect((await context.app.db.query(NOTE_UID).findOne({ where: { leadId: leads.first.id } })).text).toBe('סוד');
    });
  });

  describe('GET /api/leads/reviewers', () => {
    it('lists every active account that may read leads, by name, and nobody else', async () => {
      const answer = await get(context.app, '/api/leads/reviewers', token());
      expect(answer.status).toBe(200);
      const names = answer.body.data.map((person: { name: string }) => person.name);
      expect(answer.body.data).toEqual(
        expect.arrayContaining([
          { id: people.colleague, name: 'תמר אלון' },
          { id: people.boss, name: 'אבי גולן' },
          { id: people.me, name: 'בודק leads-manager' },
        ]),
      );
      expect(names).not.toContain('גיל ישן');
      expect(names).not.toContain('עדי עורכת');
      expect(names).not.toContain('בודק strapi-editor');
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'he')));
    });
  });
});
