import { once } from 'node:events';
import { finished, Readable } from 'node:stream';
import type pg from 'pg';
import { copyLeadCsv, leadJsonCursor, readLeadJson, type LeadFilter, type ListPosition } from '../db/repositories/leads.repository.js';
import { assertActiveTable } from '../db/repositories/tables.repository.js';
import { MAX_ROW_ID } from '../lib/lead-fields.js';
import { badRequest, HttpError } from '../lib/errors.js';

const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;
const STREAM_BATCH_ROWS = 1000;

/** Which leads a list holds, as the API takes it: all of the workspace's active leads, or one table's, narrowed by the listing filter. */
export interface ListFilter extends Omit<LeadFilter, 'status'> {
  /** Statuses separated by commas (the query schema checks each). */
  status?: string;
}

export interface ListQuery extends ListFilter {
  limit?: number;
  cursor?: string;
}

const leadFilterOf = ({ tableId, verification, status, q, updatedSince }: ListFilter): LeadFilter => ({ tableId, verification, status: status?.split(','), q, updatedSince });

const encodeCursor = (p: ListPosition) => Buffer.from(JSON.stringify([p.updatedAt, p.id])).toString('base64url');

const CURSOR_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function decodeCursor(cursor: string): ListPosition {
  try {
    const [updatedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof updatedAt === 'string' &&
      CURSOR_TIME.test(updatedAt) &&
      !Number.isNaN(Date.parse(updatedAt)) &&
      typeof id === 'number' &&
      Number.isInteger(id) &&
      id >= 1 &&
      id <= MAX_ROW_ID
    ) {
      return { updatedAt, id };
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('cursor is not valid; pass the nextCursor value of the previous page unchanged');
}

/**
 * Caps how many full-list streams hold a database connection at once: a stream keeps its connection
 * as long as its client takes to read, and slow readers must not starve every other request.
 */
export class StreamGate {
  private open = 0;
  constructor(private readonly capacity: number) {}

  /** Takes a place or throws a 503; returns the function that gives it back (safe to call twice). */
  enter(): () => void {
    if (this.open >= this.capacity) {
      throw new HttpError(503, 'Too many full lead lists are being downloaded right now; retry in a few seconds, or page through with ?limit=…&cursor=…', { 'Retry-After': '5' });
    }
    this.open++;
    let left = false;
    return () => {
      if (!left) {
        left = true;
        this.open--;
      }
    };
  }
}

/**
 * A place in the gate and a pooled connection for one full-list stream. `release` gives both back,
 * once: after an error (or a stream cut off mid-query) the connection's state is unknown, so it is
 * discarded rather than reused.
 */
async function leaseStreamClient(pool: pg.Pool, gate: StreamGate): Promise<{ client: pg.PoolClient; release: (err?: Error | null) => void }> {
  const leave = gate.enter();
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    leave();
    throw err;
  }
  let released = false;
  return {
    client,
    release(err) {
      if (released) return;
      released = true;
      leave();
      client.release(err ?? undefined);
    },
  };
}

/**
 * The whole list as `{"leads":[…]}`, read from a server-side cursor a thousand rows at a time (the rows
 * are already JSON, so a batch is joined, never parsed), so memory stays flat however large the table.
 * The first rows are read before this resolves, so a database failure is still an error response rather
 * than a cut-off 200.
 */
export async function streamLeads(pool: pg.Pool, gate: StreamGate, workspaceId: number, filter: ListFilter): Promise<Readable> {
  if (filter.tableId !== undefined) await assertActiveTable(pool, workspaceId, filter.tableId);
  const lease = await leaseStreamClient(pool, gate);
  const cursor = leadJsonCursor(lease.client, { ...leadFilterOf(filter), workspaceId });
  // Runs when the stream ends, fails, or is dropped unread (HEAD, a client gone): the connection always returns.
  const release = (err: Error | null) => {
    if (err) lease.release(err);
    else void cursor.close().then(() => lease.release(), lease.release);
  };

  let pending: { j: string }[] | null;
  try {
    pending = await cursor.read(STREAM_BATCH_ROWS);
  } catch (err) {
    release(err as Error);
    throw err;
  }
  let first = true;
  return new Readable({
    read() {
      const push = (rows: { j: string }[]) => {
        const opening = first ? '{"leads":[' : rows.length ? ',' : '';
        first = false;
        if (rows.length) this.push(opening + rows.map((r) => r.j).join(','));
        else {
          this.push(`${opening}]}`);
          this.push(null);
        }
      };
      if (pending) {
        push(pending);
        pending = null;
        return;
      }
      cursor
        .read(STREAM_BATCH_ROWS)
        .then(push)
        .catch((err: Error) => this.destroy(err));
    },
    destroy(err, callback) {
      release(err);
      callback(err);
    },
  });
}

/**
 * The whole list as CSV records written by PostgreSQL (`copyLeadCsv`: the cells of the Lead properties
 * `columns`, text through `text`; LF record ends, no header), streamed as the client reads: a slow
 * reader holds PostgreSQL back instead of this process buffering the table. Resolves once the first
 * records (or the end of an empty list) are in, so a database failure is still an error response.
 */
export async function streamLeadCsv(pool: pg.Pool, gate: StreamGate, workspaceId: number, filter: ListFilter, columns: readonly string[]): Promise<Readable> {
  const lease = await leaseStreamClient(pool, gate);
  try {
    const copy = copyLeadCsv(lease.client, { ...leadFilterOf(filter), workspaceId }, columns);
    // Ended, failed or destroyed unread (HEAD, a client gone mid-download); a COPY cut off is still sending, so its connection is discarded.
    finished(copy, (err) => lease.release(err));
    await once(copy, 'readable');
    return copy;
  } catch (err) {
    lease.release(err as Error);
    throw err;
  }
}

/** One keyset page: the leads as JSON text, and the cursor of the next page (null at the end). */
export interface LeadPage {
  leads: string[];
  nextCursor: string | null;
}

/** `limit` leads after `cursor`, and the cursor of the next page. */
export async function readLeadPage(pool: pg.Pool, workspaceId: number, query: ListQuery): Promise<LeadPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.tableId !== undefined) await assertActiveTable(pool, workspaceId, query.tableId);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await readLeadJson(pool, { ...leadFilterOf(query), workspaceId, after }, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { leads: page.map((r) => r.json), nextCursor: rows.length > limit && last ? encodeCursor(last.position) : null };
}

/** One page as `{"leads":[…],"nextCursor":…}`. */
export async function pageLeads(pool: pg.Pool, workspaceId: number, query: ListQuery): Promise<string> {
  const { leads, nextCursor } = await readLeadPage(pool, workspaceId, query);
  return `{"leads":[${leads.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
