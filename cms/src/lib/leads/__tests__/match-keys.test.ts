import { useCms } from '../../../../tests/harness';
import { leadTables } from '../../database/lead-tables';
import { LEAD_UID } from '../../uids';
import {
  DUPLICATES_LISTED,
  DUPLICATES_SEPARATOR,
  earlierDuplicates,
  emailKey,
  fileKey,
  writeMatchKeys,
} from '../match-keys';

// A new lead's earlier possible duplicates are the first DUPLICATES_LISTED existing leads holding
// any of its keys, in the order they arrived, each once; the lookup reads each key's first leads
// from its index instead of every lead holding a key (a shared file or mailbox can have thousands).
describe('earlierDuplicates', () => {
  const cms = useCms();

  it('lists the first leads holding any key, in order, each once, skipping leads that are gone', async () => {
    const strapi = cms.app;
    const knex = strapi.db.connection;
    const l = leadTables(strapi, LEAD_UID);
    const file = fileKey('ab'.repeat(32));
    const email = emailKey('Shared@Example.org');
    const keysByLead = new Map<number, string[]>();
    const references = new Map<number, string>();
    for (let index = 1; index <= 60; index += 1) {
      const reference = `VN-TEST-${String(index).padStart(4, '0')}`;
      const [row] = (await knex(l.table)
        .insert({ [l.column('reference')]: reference, [l.column('visionSubmissionArea')]: 'economy' })
        .returning('id')) as Array<{ id: number }>;
      references.set(row.id, reference);
      // Some leads hold the file, some the address, some both, some neither: the earliest leads of
      // the two keys interleave.
      const keys = [...(index % 3 !== 0 ? [file] : []), ...(index % 2 === 0 ? [email] : [])];
      if (keys.length) keysByLead.set(row.id, keys);
    }
    await writeMatchKeys(strapi, knex, keysByLead);
    // A lead removed without its keys: never listed.
    const [gone] = [...keysByLead.keys()].slice(1, 2);
    await knex(l.table).where('id', gone).delete();

    const expected = [...keysByLead.keys()]
      .filter((id) => id !== gone)
      .sort((a, b) => a - b)
      .slice(0, DUPLICATES_LISTED)
      .map((id) => references.get(id));
    expect(expected).toHaveLength(DUPLICATES_LISTED);
    const listed = await earlierDuplicates(strapi, knex, [file, email]);
    expect(listed?.split(DUPLICATES_SEPARATOR)).toEqual(expected);

    // One key alone, and keys nobody holds.
    const onlyEmail = [...keysByLead]
      .filter(([id, keys]) => id !== gone && keys.includes(email))
      .map(([id]) => id)
      .sort((a, b) => a - b)
      .slice(0, DUPLICATES_LISTED)
      .map((id) => references.get(id));
    expect((await earlierDuplicates(strapi, knex, [email]))?.split(DUPLICATES_SEPARATOR)).toEqual(onlyEmail);
    expect(await earlierDuplicates(strapi, knex, [emailKey('nobody@example.org')])).toBeNull();
    expect(await earlierDuplicates(strapi, knex, [])).toBeNull();
  });
});
