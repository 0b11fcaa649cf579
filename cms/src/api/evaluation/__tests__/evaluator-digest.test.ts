// Evaluators hear of their new assignments by e-mail, at most once a day (issue 24): every
// assignment request writes one digest job per evaluator and Israel-time day in its transaction,
// due the next morning; the mail, read when it is sent, lists the day's assignments still held.
// The worker sends through Strapi's email plugin to a real SMTP server on loopback. Both
// databases (TEST_POSTGRES_URL for PostgreSQL).
import { adminToken, createAdmin } from '../../../../tests/admin-users';
import { seededLead, seedLeads, sendJson } from '../../../../tests/lead-admin';
import { eventually, useLeadCms } from '../../../../tests/lead-requests';
import { useSmtpCatcher } from '../../../../tests/smtp-catcher';
import { digestSchedule } from '../../../lib/mail/evaluator-digest';
import { jerusalemDate } from '../../../lib/time/jerusalem';
import { LEAD_UID, MAIL_JOB_UID } from '../../../lib/uids';

type Person = { id: number; email: string; token: string };
type Lead = { id: number; documentId: string; reference: string };
type Job = { id: number; recipient: string; adminUserId: number; digestDay: string; nextAttemptAt: string };

const PRESENTERS = 'משפחת ברקוביץ';
const CONTACT = { fullName: 'רות לוי', role: 'רכזת', phoneNumber: '0521112233', email: 'ruth@example.org' };

describe("the evaluators' daily digest of new assignments", () => {
  const catcher = useSmtpCatcher();
  const context = useLeadCms(catcher.env);
  const app = () => context.app;
  let manager: Person;
  let serial = 0;

  const person = async (role: string, label: string): Promise<Person> => {
    serial += 1;
    const email = `${label}-${serial}@digest.test`;
    const user = (await createAdmin(app(), role, email, { firstname: label, lastname: 'בודק' })) as { id: number };
    return { id: user.id, email, token: await adminToken(app(), email) };
  };

  /** Leads whose references share a marker, so the automatic assignment's search selects them alone. */
  const newLeads = async (marker: string, count: number): Promise<Lead[]> => {
    const seeded = Array.from({ length: count }, (_, i) =>
      seededLead({
        reference: `VN-${marker}-${String(i).padStart(4, '0')}`,
        visionPresenters: PRESENTERS,
        contacts: [CONTACT],
      }),
    );
    await seedLeads(app(), seeded);
    const rows = (await app()
      .db.query(LEAD_UID)
      .findMany({
        where: { reference: { $in: seeded.map((lead) => lead.reference) } },
        select: ['id', 'documentId', 'reference'],
        orderBy: { id: 'asc' },
      })) as Lead[];
    return rows;
  };

  const assign = (lead: Lead, ...who: Person[]) =>
    sendJson(app(), 'POST', `/api/leads/${lead.documentId}/evaluators`, manager.token, {
      evaluatorIds: who.map((p) => p.id),
    });
  const autoAssign = (marker: string, perLead: number, ...who: Person[]) =>
    sendJson(app(), 'POST', '/api/evaluation/assign', manager.token, {
      filters: { search: marker },
      perLead,
      evaluatorIds: who.map((p) => p.id),
    });
  const digestJobs = (who: Person) =>
    app()
      .db.query(MAIL_JOB_UID)
      .findMany({ where: { kind: 'evaluator-digest', adminUserId: who.id } }) as Promise<Job[]>;
  const digestsTo = (who: Person) =>
    catcher.smtp.to(who.email).filter((mail) => /להערכה/.test(mail.parsed.subject ?? ''));

  /**
   * Brings the next morning forward: the evaluators' jobs are due now, and the worker (this one or
   * the running one) has dealt with each of them: sent, or dropped.
   */
  const morning = async (...who: Person[]) => {
    const where = { kind: 'evaluator-digest', adminUserId: { $in: who.map((p) => p.id) } };
    await app()
      .db.query(MAIL_JOB_UID)
      .updateMany({ where, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await app().service('api::mail-job.mail-worker').drain();
    await eventually(
      async () =>
        expect(
          await app()
            .db.query(MAIL_JOB_UID)
            .count({ where: { ...where, deliveryStatus: 'pending' } }),
        ).toBe(0),
      10_000,
    );
  };

  beforeAll(async () => {
    manager = await person('leads-manager', 'מנהלת');
  });

  it('gives each evaluator one job for the day, due the next morning, however many requests and assignments', async () => {
    const [dana, omer] = [await person('evaluator', 'דנה'), await person('evaluator', 'עומר')];
    const [first] = await newLeads('MANU', 1);
    const bulk = await newLeads('AUTO', 30);
    expect((await assign(first, dana, omer)).status).toBe(200);
    const auto = await autoAssign('VN-AUTO', 2, dana, omer);
    expect(auto.body.data).toEqual({ assigned: 60, leads: 30 });

    const { day, dueAt } = digestSchedule(new Date(), 8);
    for (const who of [dana, omer]) {
      const jobs = await digestJobs(who);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ recipient: who.email, digestDay: day });
      expect(new Date(jobs[0].nextAttemptAt).getTime()).toBe(dueAt.getTime());
    }
    // Due tomorrow at 08:00 in Israel, not before.
    expect(jerusalemDate(dueAt.getTime())).not.toBe(day);
    await app().service('api::mail-job.mail-worker').drain();
    expect(digestsTo(dana)).toHaveLength(0);

    await morning(dana, omer);
    for (const who of [dana, omer]) expect(digestsTo(who)).toHaveLength(1);
    const mail = digestsTo(dana)[0].parsed;
    expect(mail.subject).toBe('הוקצו לך 31 הצעות חדשות להערכה');
    expect(mail.text).toContain(`הצעה ${first.reference}`);
    for (const lead of bulk) expect(mail.text).toContain(`הצעה ${lead.reference}`);
    expect(mail.text).toContain('בתור שלך ממתינות עכשיו 31 הצעות להערכה');
    expect(mail.text).toContain('https://vision.test/admin/evaluation-queue');
    expect(mail.html).toContain('dir="rtl"');
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const secret of [PRESENTERS, CONTACT.fullName, CONTACT.email, CONTACT.phoneNumber]) {
        expect(part).not.toContain(secret);
      }
    }

    // A later assignment the same day adds no second mail for that day.
    const [late] = await newLeads('LATE', 1);
    await assign(late, dana);
    expect(await digestJobs(dana)).toHaveLength(1);
    await morning(dana);
    expect(digestsTo(dana)).toHaveLength(1);
  });

  it('drops a lead whose assignment went for a conflict of interest before the digest was sent', async () => {
    const noa = await person('evaluator', 'נועה');
    const [kept, conflicted] = await newLeads('CONF', 2);
    await assign(kept, noa);
    await assign(conflicted, noa);
    const declared = await sendJson(app(), 'POST', `/api/leads/${conflicted.documentId}/conflict`, noa.token, {
      reason: 'קרובת משפחה',
    });
    expect(declared.status).toBe(200);

    await morning(noa);
    expect(digestsTo(noa)).toHaveLength(1);
    const mail = digestsTo(noa)[0].parsed;
    expect(mail.subject).toBe('הוקצתה לך הצעה חדשה להערכה');
    expect(mail.text).toContain(`הצעה ${kept.reference}`);
    expect(mail.text).not.toContain(conflicted.reference);
  });

  it('mails nobody who has no new assignment: none given, or every one gone', async () => {
    const [gal, idle] = [await person('evaluator', 'גל'), await person('evaluator', 'שקט')];
    const [lead] = await newLeads('GONE', 1);
    await assign(lead, gal);
    // Assigning again what is already held is no news: still the one job.
    await assign(lead, gal);
    expect(await digestJobs(gal)).toHaveLength(1);
    expect(await digestJobs(idle)).toHaveLength(0);
    await sendJson(app(), 'POST', `/api/leads/${lead.documentId}/conflict`, gal.token, {});

    await morning(gal, idle);
    expect(digestsTo(gal)).toHaveLength(0);
    expect(digestsTo(idle)).toHaveLength(0);
    // The job had nothing left to say: it went, neither sent nor failed.
    expect(await digestJobs(gal)).toHaveLength(0);
  });

  it('tells an evaluator switched off before the morning nothing', async () => {
    const gone = await person('evaluator', 'עזב');
    const [lead] = await newLeads('LEFT', 1);
    await assign(lead, gone);
    expect(await digestJobs(gone)).toHaveLength(1);
    await app()
      .db.query('admin::user')
      .update({ where: { id: gone.id }, data: { isActive: false } });

    await morning(gone);
    expect(digestsTo(gone)).toHaveLength(0);
    expect(await digestJobs(gone)).toHaveLength(0);
  });
});
