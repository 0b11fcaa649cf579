// Which errors mean "the database cannot be reached or dropped the connection", as opposed to a
// query the database refused. One list, shared by the /api error answer (503 SERVICE_UNAVAILABLE,
// src/middlewares/contract-errors.ts) and the lead writer's commit check (confirmed-commit.ts).

/**
 * PostgreSQL's SQLSTATEs for a server going away: 57P01 admin shutdown / terminated backend,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up, shutting down), 53300 too many
 * connections, and class 08, connection exceptions.
 */
const UNAVAILABLE_SQLSTATE = /^(57P0[123]|53300|08[0-9A-Z]{3})$/;

/** Node's socket errors, knex's pool and transaction errors, pg's and SQLite's words for the same. */
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|Timeout acquiring a connection|Unable to acquire a connection|aborted (?:the )?connection|Knex: (?:Timeout|Unable)|Connection terminated|Client has encountered a connection error|Client was closed|connection is closed|Transaction query already complete|terminating connection|the database system is (?:starting up|shutting down|in recovery mode)|SQLITE_BUSY|SQLITE_IOERR|SQLITE_CANTOPEN|database is locked/i;

/** True when `error` (or an error it wraps as `cause`) says the database is not there right now. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (UNAVAILABLE_SQLSTATE.test(String(code ?? ''))) return true;
    if (UNAVAILABLE_MESSAGE.test(`${String(code ?? '')} ${String(message ?? '')}`)) return true;
    current = cause;
  }
  return false;
};

/**
 * True when `error` came before any query reached the database: no connection could be had from
 * the pool or opened. A write that failed this way certainly wrote nothing.
 */
export const isNoConnection = (error: unknown): boolean =>
  /Unable to acquire a connection|Timeout acquiring a connection|ECONNREFUSED|57P03|53300|the database system is starting up/i.test(
    `${String((error as { code?: unknown })?.code ?? '')} ${String((error as Error)?.message ?? '')}`,
  );
