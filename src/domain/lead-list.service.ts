import { Readable } from 'node:stream';
import type pg from 'pg';
import { leadJsonCursor, readLeadJson, type ListPosition, type VerificationFilter } from '../db/repositories/leads.repository.js';
import { tableExists } from '../db/repositories/tables.repository.js';
import { MAX_ROW_ID } from '../lib/lead-fields.js';
import { badRequest, HttpError, tableNotFound } from '../lib/errors.js';

const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;
const STREAM_BATCH_ROWS = 1000;

/** Which leads a list holds: all of the workspace's, or one table's; optionally only one verdict. */
export interface ListFilter {
  tableId?: number;
  verification?: VerificationFilter;
}

export interface ListQuery extends ListFilter {
  limit?: number;
  cursor?: string;
}

const encodeCursor = (p: ListPosition) => Buffer.from(JSON.stringify([p.updatedAt, p.id])).toString('base64url');

const CURSOR_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function decodeCursor(cursor: string): ListPosition {
  try {
    const [updatedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (CURSOR_TIME.test(updatedAt) && !Number.isNaN(Date.parse(updatedAt)) && Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID) {
      return { updatedAt, id };
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('cursor is not valid; pass the nextCursor value of the previous page unchanged');
}

async function assertTableInWorkspace(pool: pg.Pool, workspaceId: number, tableId: number): Promise<void> {
  if (!(await tableExists(pool, workspaceId, tableId))) throw tableNotFound(tableId);
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
      throw new HttpError(
        503,
        'Too many full lead lists are being downloaded right now; retry in a few seconds, or page through with ?limit=…&cursor=…',
        { 'Retry-After': '5' },
      );
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
 * How a list is written: `open` before the first lead, `rows` for each batch of leads (JSON text of
 * the Lead resource, in list order; `first` for the first batch), `close` after the last.
 */
export interface ListFormat {
  open: string;
  rows(leads: string[], first: boolean): string;
  close: string;
}

/** `{"leads":[…]}`: the rows are already JSON, so a batch is joined, never parsed. */
export const JSON_LIST: ListFormat = {
  open: '{"leads":[',
  rows: (leads, first) => (first ? '' : ',') + leads.join(','),
  close: ']}',
};

/**
 * The whole list as a stream of text in `format`, read from a server-side cursor a thousand rows at
 * a time, so memory stays flat however large the table. The first rows are read before this
 * resolves, so a database failure is still an error response rather than a cut-off 200.
 */
export async function streamLeads(pool: pg.Pool, gate: StreamGate, workspaceId: number, { tableId, verification }: ListFilter, format: ListFormat = JSON_LIST): Promise<Readable> {
  if (tableId !== undefined) await assertTableInWorkspace(pool, workspaceId, tableId);
  const leave = gate.enter();
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    leave();
    throw err;
  }
  const cursor = leadJsonCursor(client, { workspaceId, tableId, verification });
  let released = false;
  // Runs when the stream ends, fails, or is dropped unread (HEAD, a client gone): the connection always returns.
  const release = (err: Error | null) => {
    if (released) return;
    released = true;
    leave();
    // A failed cursor leaves the connection in an unknown state: discard it rather than reuse it.
    if (err) client.release(err);
    else void cursor.close().then(() => client.release(), (closeErr: Error) => client.release(closeErr));
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
        const chunk = (first ? format.open : '') + (rows.length ? format.rows(rows.map((r) => r.j), first) : format.close);
        first = false;
        if (chunk) this.push(chunk);
        if (!rows.length) this.push(null);
      };
      if (pending) {
        push(pending);
        pending = null;
        return;
      }
      cursor.read(STREAM_BATCH_ROWS).then(push).catch((err: Error) => this.destroy(err));
    },
    destroy(err, callback) {
      release(err);
      callback(err);
    },
  });
}

/** One keyset page: the leads as JSON text, and the cursor of the next page (null at the end). */
export interface LeadPage {
  leads: string[];
  nextCursor: string | null;
}

/** `limit` leads after `cursor`, and the cursor of the next page. */
export async function readLeadPage(pool: pg.Pool, workspaceId: number, query: ListQuery): Promise<LeadPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.tableId !== undefined) await assertTableInWorkspace(pool, workspaceId, query.tableId);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await readLeadJson(pool, { workspaceId, tableId: query.tableId, verification: query.verification, after }, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { leads: page.map((r) => r.json), nextCursor: rows.length > limit && last ? encodeCursor(last.position) : null };
}

/** One page as `{"leads":[…],"nextCursor":…}`. */
export async function pageLeads(pool: pg.Pool, workspaceId: number, query: ListQuery): Promise<string> {
  const { leads, nextCursor } = await readLeadPage(pool, workspaceId, query);
  return `{"leads":[${leads.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
