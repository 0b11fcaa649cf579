import { useCms } from '../../../tests/harness';
import { seededLead, seedLeads } from '../../../tests/lead-admin';
import { leadTables, tableOf } from '../../lib/database/lead-tables';
import { LEAD_UID, MATCH_UID } from '../../lib/uids';
import { MATCHES_BACKFILLED_KEY } from '../review-backfill';

// Leads stored before the review existed: at the next start they are new, counted on their day in
// Jerusalem, and linked to the leads they repeat, like leads taken in since.
describe('the review data of older leads', () => {
  const cms = useCms();

  it('is filled in at start: status new, the Jerusalem day, the duplicate keys and links', async () => {
    const shared = { fullName: 'רות לוי', role: 'רכזת', phoneNumber: '0521112233', email: 'Ruth@Example.org' };
    const older = [
      seededLead({ createdAt: new Date('2024-02-01T22:30:00Z'), contacts: [shared] }),
      seededLead({
        createdAt: new Date('2024-02-03T10:00:00Z'),
        contacts: [{ ...shared, email: 'ruth@example.org ' }],
      }),
      seededLead({ createdAt: new Date('2024-02-04T10:00:00Z'), withoutCopy: true }),
    ];
    await seedLeads(cms.app, older);
    // As a release before the review stored them: no status, no day, no keys.
    const t = leadTables(cms.app, LEAD_UID);
    await cms.app.db.connection(t.table).update({
      [t.column('reviewStatus')]: null,
      [t.column('receivedDay')]: null,
      [t.column('duplicateOf')]: null,
    });
    await cms.app.db.connection(tableOf(cms.app, MATCH_UID).table).delete();
    await cms.app.store({ type: 'core', name: 'vision' }).delete({ key: MATCHES_BACKFILLED_KEY });

    const app = await cms.restart();

    const stored = await app.db.query(LEAD_UID).findMany({ orderBy: { id: 'asc' } });
    expect(
      stored.map((lead: { reviewStatus: string; receivedDay: string }) => [lead.reviewStatus, lead.receivedDay]),
    ).toEqual([
      ['new', '2024-02-02'],
      ['new', '2024-02-03'],
      ['new', '2024-02-04'],
    ]);
    const keys = await app.db.query(MATCH_UID).findMany({ orderBy: { id: 'asc' } });
    const keysOf = (index: number) =>
      keys
        .filter((key: { leadId: number }) => key.leadId === stored[index].id)
        .map((key: { matchKey: string }) => key.matchKey);
    expect(keysOf(0)).toEqual(expect.arrayContaining(['email:ruth@example.org']));
    expect(keysOf(1)).toEqual(expect.arrayContaining(['email:ruth@example.org']));
    // The third lead's contacts are read from its component rows (it has no copy of them).
    expect(keysOf(2)).toEqual(expect.arrayContaining(['email:ruth@example.org', expect.stringMatching(/^file:/)]));

    // Each is linked to the earlier leads it repeats, as the intake links new ones.
    const references = stored.map((lead: { reference: string }) => lead.reference);
    expect(stored.map((lead: { duplicateOf: string | null }) => lead.duplicateOf)).toEqual([
      null,
      references[0],
      `${references[0]}, ${references[1]}`,
    ]);

    // A second start finds nothing to do and writes no key twice.
    await cms.restart();
    expect(await cms.app.db.query(MATCH_UID).count()).toBe(keys.length);

    // Once the pass has finished, later starts read no lead at all: a lead without keys (which no
    // path writes any more) is left as it is.
    await seedLeads(cms.app, [seededLead({ createdAt: new Date('2024-02-05T10:00:00Z'), contacts: [shared] })]);
    await cms.restart();
    expect(await cms.app.db.query(MATCH_UID).count()).toBe(keys.length);
  });
});
