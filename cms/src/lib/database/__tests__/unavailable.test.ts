import { isDatabaseUnavailable, isNoConnection } from '../unavailable';

const pgError = (code: string, message = 'server error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a terminated backend (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', pgError('57P02')],
    ['a server starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', pgError('08006')],
    ['a closed socket', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    [
      'a transaction ended by a lost connection',
      new Error('Transaction query already complete, run with DEBUG=knex:tx'),
    ],
    ['an exhausted pool', new Error('Knex: Timeout acquiring a connection. The pool is probably full.')],
    ['a destroyed pool', new Error('Unable to acquire a connection')],
    ['a busy SQLite file', Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' })],
    ['a wrapped cause', new Error('write failed', { cause: pgError('57P01') })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint "leads_reference_unique"')],
    ['a refused value', pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isNoConnection', () => {
  it('is true only when no query can have reached the database', () => {
    expect(isNoConnection(new Error('Unable to acquire a connection'))).toBe(true);
    expect(isNoConnection(pgError('57P03'))).toBe(true);
    expect(isNoConnection(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isNoConnection(pgError('57P01'))).toBe(false);
  });
});
