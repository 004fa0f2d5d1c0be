/**
 * Whether an error means PostgreSQL cannot be reached right now (down, restarting, the connection
 * cut mid-query), as opposed to a fault in the query: callers answer the first with 503 and a
 * Retry-After, since the same request will work once the database is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATE 57P01–57P03: the server is shutting down, crashed or not accepting connections yet.
const SERVER_GOING_CODES = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [
  /connection terminated/i, // pg: the socket closed under a query or a connect
  /timeout exceeded when trying to connect/i, // pg.Pool connectionTimeoutMillis
  /timeout acquiring a connection/i, // knex (MikroORM) pool
  /client has encountered a connection error and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let cause = err, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, name, message } = cause as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GOING_CODES.has(code) || /^08/.test(code))) return true;
    if (name === 'ConnectionException') return true; // MikroORM's wrapper of the above
    if (typeof message === 'string' && MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}
