// A lead's notes answer one another and mention colleagues (issue 24): one level of threading, the
// mentions checked against who may read the lead (its lead admins, its assigned evaluators), the
// mention e-mail through the outbox to a real SMTP server on loopback, in Hebrew with a plain-text
// part and nothing of the presenters, and who may ask whom a note may mention (5 identities ×
// bearer / cookie). Both databases (TEST_POSTGRES_URL for PostgreSQL).
import request from 'supertest';
import { NOTE_MENTIONS_MAX } from '@vision/config';
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { AUDIT, get, seededLead, seedLeads, sendJson } from '../../../../tests/lead-admin';
import { eventually, expectFailure, useLeadCms } from '../../../../tests/lead-requests';
import { useSmtpCatcher } from '../../../../tests/smtp-catcher';
import { ASSIGNMENT_UID, LEAD_UID, MAIL_JOB_UID, NOTE_UID } from '../../../lib/uids';
import { signIn, withCookie, type CookieSession } from '../../auth/__tests__/sessions';

type Person = { id: number; email: string; token: string };
type Lead = { id: number; documentId: string; reference: string };
type Who = 'anonymous' | 'editor' | 'evaluator' | 'leads' | 'super';

const PRESENTERS = 'משפחת ברקוביץ';
const CONTACT = { fullName: 'רות לוי', role: 'רכזת', phoneNumber: '0521112233', email: 'ruth@example.org' };

describe('replies and mentions in notes', () => {
  const catcher = useSmtpCatcher();
  const context = useLeadCms(catcher.env);
  const app = () => context.app;
  const people = {} as Record<
    'author' | 'colleague' | 'boss' | 'editor' | 'evaluator' | 'stranger' | 'inactive',
    Person
  >;

  const person = async (role: string, label: string, firstname: string, lastname: string, isActive = true) => {
    const email = `${label}@mentions.test`;
    const user = (await createAdmin(app(), role, email, { firstname, lastname, isActive })) as { id: number };
    return { id: user.id, email, token: isActive ? await adminToken(app(), email) : '' };
  };

  const newLead = async (): Promise<Lead> => {
    const lead = seededLead({ visionPresenters: PRESENTERS, contacts: [CONTACT] });
    await seedLeads(app(), [lead]);
    const stored = (await app()
      .db.query(LEAD_UID)
      .findOne({ where: { reference: lead.reference }, select: ['id', 'documentId'] })) as Lead;
    return { ...stored, reference: lead.reference };
  };

  const addNote = (lead: Lead, body: object, who: Person = people.author) =>
    sendJson(app(), 'POST', `/api/leads/${lead.documentId}/notes`, who.token, body);
  const notesOf = async (lead: Lead) =>
    (await get(app(), `/api/leads/${lead.documentId}/notes`, people.boss.token)).body.data;
  const mentionJobs = (noteId: number) =>
    app()
      .db.query(MAIL_JOB_UID)
      .findMany({ where: { kind: 'note-mention', noteId } });

  let lead: Lead;

  beforeAll(async () => {
    people.author = await person('leads-manager', 'author', 'נועה', 'כותבת');
    people.colleague = await person('leads-manager', 'colleague', 'תמר', 'אלון');
    people.boss = await person('strapi-super-admin', 'boss', 'אבי', 'גולן');
    people.editor = await person('strapi-editor', 'editor', 'עדי', 'עורכת');
    people.evaluator = await person('evaluator', 'evaluator', 'מיכל', 'מעריכה');
    people.stranger = await person('evaluator', 'stranger', 'יואב', 'זר');
    people.inactive = await person('leads-manager', 'inactive', 'דן', 'לשעבר', false);
    lead = await newLead();
    await app()
      .db.query(ASSIGNMENT_UID)
      .create({
        data: { leadId: lead.id, evaluatorId: people.evaluator.id, assignedAt: new Date(), state: 'assigned' },
      });
  });

  describe('replies', () => {
    it('threads a reply under its note, and a reply to a reply under the thread’s first note', async () => {
      const first = await addNote(lead, { text: 'צריך לבדוק את התקציב' });
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({ replyTo: null, mentions: [] });
      const reply = await addNote(lead, { text: 'בדקתי, נראה סביר', replyTo: first.body.data.id }, people.colleague);
      expect(reply.status).toBe(201);
      expect(reply.body.data.replyTo).toBe(first.body.data.id);
      const deeper = await addNote(lead, { text: 'תודה', replyTo: reply.body.data.id });
      expect(deeper.body.data.replyTo).toBe(first.body.data.id);

      const notes = (await notesOf(lead)) as { id: number; replyTo: number | null; text: string }[];
      expect(notes.slice(-3).map(({ text, replyTo }) => ({ text, replyTo }))).toEqual([
        { text: 'צריך לבדוק את התקציב', replyTo: null },
        { text: 'בדקתי, נראה סביר', replyTo: first.body.data.id },
        { text: 'תודה', replyTo: first.body.data.id },
      ]);
    });

    it('refuses a reply to a note of another lead or to no note, and keeps nothing', async () => {
      const other = await newLead();
      const elsewhere = await addNote(other, { text: 'הערה על הצעה אחרת' });
      const before = await app().db.query(NOTE_UID).count();
      for (const replyTo of [elsewhere.body.data.id, 2 ** 31 - 1]) {
        expectFailure(await addNote(lead, { text: 'תשובה', replyTo }), 400, 'VALIDATION_FAILED', {
          replyTo: 'INVALID_FORMAT',
        });
      }
      expectFailure(await addNote(lead, { text: 'תשובה', replyTo: 'first' }), 400, 'VALIDATION_FAILED', {
        replyTo: 'INVALID_FORMAT',
      });
      expect(await app().db.query(NOTE_UID).count()).toBe(before);
    });
  });

  describe('mentions', () => {
    it('lists whom a note on the lead may mention: its lead admins and its assigned evaluators, by name', async () => {
      const answer = await get(app(), `/api/leads/${lead.documentId}/mentionable`, people.author.token);
      expect(answer.status).toBe(200);
      const byId = new Map(
        (answer.body.data as { id: number; name: string; evaluator: boolean }[]).map((p) => [p.id, p]),
      );
      expect(byId.get(people.colleague.id)).toEqual({ id: people.colleague.id, name: 'תמר אלון', evaluator: false });
      expect(byId.get(people.boss.id)).toEqual({ id: people.boss.id, name: 'אבי גולן', evaluator: false });
      expect(byId.get(people.evaluator.id)).toEqual({ id: people.evaluator.id, name: 'מיכל מעריכה', evaluator: true });
      for (const absent of [people.editor, people.stranger, people.inactive]) expect(byId.has(absent.id)).toBe(false);
      expectFailure(await get(app(), '/api/leads/nosuchlead/mentionable', people.author.token), 404, 'NOT_FOUND');
    });

    it.each([
      ['an editor', () => [people.editor.id], 'INVALID_FORMAT'],
      ['an evaluator not assigned to the lead', () => [people.stranger.id], 'INVALID_FORMAT'],
      ['an account switched off', () => [people.inactive.id], 'INVALID_FORMAT'],
      ['no such account', () => [2 ** 31 - 1], 'INVALID_FORMAT'],
      ['something not an id', () => ['tamar'], 'INVALID_FORMAT'],
      ['not a list', () => 5, 'INVALID_FORMAT'],
      ['too many', () => Array.from({ length: NOTE_MENTIONS_MAX + 1 }, (_, i) => i + 1), 'MAX_LENGTH'],
    ])('refuses a mention of %s, and keeps and mails nothing', async (_case, mentions, key) => {
      const [notes, jobs] = [await app().db.query(NOTE_UID).count(), await app().db.query(MAIL_JOB_UID).count()];
      const answer = await addNote(lead, { text: 'שימו לב @מישהו', mentions: mentions() });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.entries(answer.body.error.fields)[0]).toEqual([expect.stringMatching(/^mentions/), key]);
      expect(await app().db.query(NOTE_UID).count()).toBe(notes);
      expect(await app().db.query(MAIL_JOB_UID).count()).toBe(jobs);
    });

    it('mails each colleague mentioned once, in Hebrew with a plain-text part, and nothing of the presenters', async () => {
      const text = 'נראה מבטיח @תמר אלון @מיכל מעריכה\nמה דעתכן על <התקציב>?';
      const answer = await addNote(lead, {
        text,
        mentions: [people.colleague.id, people.evaluator.id, people.colleague.id, people.author.id],
      });
      expect(answer.status).toBe(201);
      const note = answer.body.data;
      expect(note.mentions).toEqual([
        { id: people.colleague.id, name: 'תמר אלון' },
        { id: people.evaluator.id, name: 'מיכל מעריכה' },
        { id: people.author.id, name: 'נועה כותבת' },
      ]);
      // The author is not mailed about their own note; the others once each, written with the note.
      expect(((await mentionJobs(note.id)) as { recipient: string }[]).map((job) => job.recipient).sort()).toEqual(
        [people.colleague.email, people.evaluator.email].sort(),
      );
      const stored = (await notesOf(lead)) as { id: number; mentions: unknown }[];
      expect(stored.find((n) => n.id === note.id)?.mentions).toEqual(note.mentions);

      await eventually(() => {
        for (const who of [people.colleague, people.evaluator]) expect(catcher.smtp.to(who.email)).toHaveLength(1);
      }, 10_000);
      expect(catcher.smtp.to(people.author.email)).toHaveLength(0);
      const mail = catcher.smtp.to(people.evaluator.email)[0].parsed;
      expect(mail.subject).toBe(`נועה כותבת הזכיר/ה אותך בהערה על ההצעה ${lead.reference}`);
      expect(mail.text).toContain(`נועה כותבת הזכיר/ה אותך בהערה פנימית על ההצעה ${lead.reference}:`);
      expect(mail.text).toContain('> נראה מבטיח @תמר אלון @מיכל מעריכה\n> מה דעתכן על <התקציב>?');
      expect(mail.text).toContain(
        `https://vision.test/admin/content-manager/collection-types/api::lead.lead/${lead.documentId}`,
      );
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.html).toContain('מה דעתכן על &lt;התקציב&gt;?');
      expect(mail.html).not.toContain('<התקציב>');
      for (const part of [mail.subject, mail.text, mail.html]) {
        for (const secret of [PRESENTERS, CONTACT.fullName, CONTACT.email, CONTACT.phoneNumber]) {
          expect(part).not.toContain(secret);
        }
      }
    });

    it('records the mentions and the thread in the note’s audit entry, never the text', async () => {
      const first = await addNote(lead, { text: 'פתיחה' });
      const answer = await addNote(lead, {
        text: 'סוד @תמר',
        replyTo: first.body.data.id,
        mentions: [people.colleague.id],
      });
      const entry = (await app()
        .db.query(AUDIT)
        .findMany({
          where: { action: 'lead-note', leadReference: lead.reference },
          orderBy: { id: 'desc' },
          limit: 1,
        })) as {
        details: unknown;
      }[];
      expect(entry[0].details).toEqual({
        noteId: answer.body.data.id,
        length: 8,
        replyTo: first.body.data.id,
        mentions: [people.colleague.id],
      });
      expect(JSON.stringify(entry[0])).not.toContain('סוד');
    });
  });

  describe('who may ask whom a note may mention', () => {
    const EXPECTED: Record<Who, number> = { anonymous: 401, editor: 403, evaluator: 403, leads: 200, super: 200 };
    const WHO: Record<Exclude<Who, 'anonymous'>, () => Person> = {
      editor: () => people.editor,
      evaluator: () => people.evaluator,
      leads: () => people.author,
      super: () => people.boss,
    };
    const sessions: Partial<Record<Who, CookieSession>> = {};
    const cases = (['bearer', 'cookie'] as const).flatMap((via) =>
      (Object.keys(EXPECTED) as Who[]).map((who) => [via, who] as const),
    );

    it.each(cases)('GET /api/leads/:id/mentionable by %s as %s', async (via, who) => {
      // The evaluator is assigned to this lead: notes stay the lead admins' all the same.
      const path = `/api/leads/${lead.documentId}/mentionable`;
      let response: request.Response;
      if (who === 'anonymous') response = await request(app().server.httpServer).get(path);
      else if (via === 'cookie') {
        const session = (sessions[who] ??= await signIn(app(), WHO[who]().email));
        response = await withCookie(app(), session, 'get', path);
      } else {
        response = await request(app().server.httpServer).get(path).set('Authorization', `Bearer ${WHO[who]().token}`);
      }
      expect(response.status).toBe(EXPECTED[who]);
      expect(response.body.success).toBe(response.status < 400);
      if (response.status === 401) expect(response.body.error.code).toBe('UNAUTHORIZED');
      if (response.status === 403) expect(response.body.error.code).toBe('FORBIDDEN');
    });

    it('keeps the lead’s assigned evaluator out of its notes, reading and writing', async () => {
      const before = await app().db.query(NOTE_UID).count();
      expect((await get(app(), `/api/leads/${lead.documentId}/notes`, people.evaluator.token)).status).toBe(403);
      expect((await addNote(lead, { text: 'הערה' }, people.evaluator)).status).toBe(403);
      expect(await app().db.query(NOTE_UID).count()).toBe(before);
    });
  });
});
