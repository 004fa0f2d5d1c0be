import { Readable } from 'node:stream';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import { badRequest, HttpError, tableNotFound } from './errors.js';
import { MAX_ROW_ID, STANDARD_FIELDS } from './lead-fields.js';

const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;
const STREAM_BATCH_ROWS = 1000;

const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The Lead resource, rendered by Postgres straight to compact JSON text (`row_to_json` of a lateral
 * row with the API's names, in the spec's order): listing 100 000 leads then builds no per-row objects.
 */
const LEAD_ROW = `cross join lateral (select
  l.id as "id", l.table_id as "tableId",
  ${STANDARD_FIELDS.filter((f) => f.writable).map((f) => `l.${f.column} as "${f.id}"`).join(', ')},
  l.custom_fields as "customFields",
  l.maps_url as "mapsUrl", l.source as "source", l.source_id as "sourceId", l.research as "research",
  ${isoTime('l.created_at')} as "createdAt", ${isoTime('l.updated_at')} as "updatedAt") r`;
const LEAD_JSON = 'row_to_json(r)::text';

export interface ListQuery {
  tableId?: number;
  limit?: number;
  cursor?: string;
}

interface Position {
  updatedAt: string;
  id: number;
}

const encodeCursor = (p: Position) => Buffer.from(JSON.stringify([p.updatedAt, p.id])).toString('base64url');

const CURSOR_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function decodeCursor(cursor: string): Position {
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
  const { rowCount } = await pool.query('select 1 from lead_table where id = $1 and workspace_id = $2', [tableId, workspaceId]);
  if (!rowCount) throw tableNotFound(tableId);
}

function scope(workspaceId: number, tableId: number | undefined, after?: Position) {
  const params: unknown[] = [workspaceId];
  const where = ['l.workspace_id = $1'];
  if (tableId !== undefined) {
    params.push(tableId);
    where.push(`l.table_id = $${params.length}`);
  }
  if (after) {
    params.push(after.updatedAt, after.id);
    where.push(`(l.updated_at, l.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  return { where: where.join(' and '), params };
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
 * The whole list as a stream of JSON text `{"leads":[…]}`, read from a server-side cursor a thousand
 * rows at a time, so memory stays flat however large the table. The first rows are read before this
 * resolves, so a database failure is still an error response rather than a cut-off 200.
 */
export async function streamLeads(pool: pg.Pool, gate: StreamGate, workspaceId: number, tableId?: number): Promise<Readable> {
  if (tableId !== undefined) await assertTableInWorkspace(pool, workspaceId, tableId);
  const { where, params } = scope(workspaceId, tableId);
  const leave = gate.enter();
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    leave();
    throw err;
  }
  const cursor = client.query(
    new Cursor<{ j: string }>(`select ${LEAD_JSON} as j from lead l ${LEAD_ROW} where ${where} order by l.updated_at desc, l.id desc`, params),
  );
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
  let opened = false;
  return new Readable({
    read() {
      const push = (rows: { j: string }[]) => {
        const prefix = opened ? ',' : '{"leads":[';
        opened = true;
        if (!rows.length) {
          this.push(`${prefix === ',' ? '' : prefix}]}`);
          this.push(null);
        } else {
          this.push(prefix + rows.map((r) => r.j).join(','));
        }
      };
      if (pending) {
        push(pending);
        pending = null;
        return;
      }
      cursor.read(STREAM_BATCH_ROWS).then(push, (err: Error) => this.destroy(err));
    },
    destroy(err, callback) {
      release(err);
      callback(err);
    },
  });
}

/**
 * One keyset page, `{"leads":[…],"nextCursor":…}`: `limit` leads after `cursor`, and the cursor of
 * the next page (null at the end).
 */
export async function pageLeads(pool: pg.Pool, workspaceId: number, query: ListQuery): Promise<string> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.tableId !== undefined) await assertTableInWorkspace(pool, workspaceId, query.tableId);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const { where, params } = scope(workspaceId, query.tableId, after);
  params.push(limit + 1);
  const { rows } = await pool.query<{ j: string; updated_at: string; id: number }>(
    `select ${LEAD_JSON} as j, r."updatedAt" as updated_at, l.id
     from lead l ${LEAD_ROW} where ${where} order by l.updated_at desc, l.id desc limit $${params.length}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ updatedAt: last.updated_at, id: last.id }) : null;
  return `{"leads":[${page.map((r) => r.j).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
