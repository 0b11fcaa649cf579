import { inDoubtCount, settleLater } from '../in-doubt-writes';

// A write answered 503 with its outcome unknown is settled once the database answers again: the
// lookups below play a database that is down for a while (they throw), then answers.
const downFor = (failures: number, answers: boolean[]) => {
  const calls = { lookups: 0, discarded: 0 };
  const isStored = async () => {
    calls.lookups += 1;
    if (calls.lookups <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    return answers[Math.min(calls.lookups - failures - 1, answers.length - 1)];
  };
  return { calls, isStored, discard: async () => void (calls.discarded += 1) };
};

describe('settleLater', () => {
  it('removes the file once the database is back and the row is absent on two lookups', async () => {
    const write = downFor(2, [false, false]);
    const outcomes: string[] = [];
    const settled = settleLater({ ...write, settled: (outcome) => outcomes.push(outcome) }, 5);
    expect(inDoubtCount()).toBe(1);
    await settled;
    expect(write.calls).toEqual({ lookups: 4, discarded: 1 });
    expect(outcomes).toEqual(['discarded']);
    expect(inDoubtCount()).toBe(0);
  });

  it('keeps the file when the row turns out to exist (the COMMIT went through)', async () => {
    const write = downFor(1, [true]);
    const outcomes: string[] = [];
    await settleLater({ ...write, settled: (outcome) => outcomes.push(outcome) }, 5);
    expect(write.calls).toEqual({ lookups: 2, discarded: 0 });
    expect(outcomes).toEqual(['stored']);
  });

  it('keeps the file when a second lookup finds the row a first one missed (a late COMMIT)', async () => {
    const write = downFor(0, [false, true]);
    await settleLater(write, 5);
    expect(write.calls).toEqual({ lookups: 2, discarded: 0 });
  });
});
