import http from 'node:http';
import type net from 'node:net';
import type pg from 'pg';

/**
 * A loopback stand-in for the APR open-data server, serving the companies document the way APR does:
 * pretty-printed, chunked without Content-Length, generated as it is sent (never held whole), HEAD refused.
 */
export const APR_STATUS_LABELS = ['Активан', 'Активан', 'Активан', 'У ликвидацији', 'У стечају', 'У принудној ликвидацији', 'Брисан'];

export function aprCompany(i: number): Record<string, string> {
  return {
    PoslovnoIme: `ФИРМА ${i} ДОО БЕОГРАД`,
    SifraOpstine: '70106',
    NazivOpstine: 'Београд-Врачар',
    NazivStatus: APR_STATUS_LABELS[i % APR_STATUS_LABELS.length],
    DatumOsnivanja: '2014-06-12',
    NazivPravneForme: 'Друштво са ограниченом одговорношћу',
    SifraDelatnosti: '8623',
  };
}

export const aprNumber = (i: number) => String(20_000_000 + i);

/** The document APR publishes, in pieces of about 64 KB: `{"DatumPreseka": …, "Podaci": {"<matični broj>": {…}, …}}`. */
export function* keyedDocument({
  edition,
  count,
  company = aprCompany,
  extra = {},
}: {
  edition: string;
  count: number;
  company?: (i: number) => Record<string, string>;
  extra?: Record<string, unknown>;
}): Generator<string> {
  const indent = (json: string) => json.replace(/\n/g, '\n        ');
  yield `{\n    "DatumPreseka": ${JSON.stringify(edition)},\n    "Podaci": {`;
  function* entries(): Generator<readonly [string, unknown]> {
    for (let i = 0; i < count; i++) yield [aprNumber(i), company(i)];
    yield* Object.entries(extra);
  }
  let piece = '';
  let first = true;
  for (const [number, record] of entries()) {
    piece += `${first ? '' : ','}\n        ${JSON.stringify(number)}: ${indent(JSON.stringify(record, null, 4))}`;
    first = false;
    if (piece.length < 65_536) continue;
    yield piece;
    piece = '';
  }
  yield `${piece}\n    }\n}\n`;
}

/** The older shape: an array of records each carrying its `MaticniBroj`. */
export function* arrayDocument(records: Record<string, unknown>[]): Generator<string> {
  yield `[\n${records.map((r) => JSON.stringify(r, null, 4)).join(',\n')}\n]\n`;
}

export type AprRoute =
  | { status: number }
  | {
      document: () => Iterable<string>;
      lastModified?: string;
      /** Pause this long once this many bytes are sent (a load that takes a while). */
      stall?: { afterBytes: number; ms: number };
      /** Stop after this many bytes: `reset` drops the connection, `end` ends the response as if complete. */
      cut?: { afterBytes: number; how: 'reset' | 'end' };
    };

export interface AprPeer {
  url(path: string): string;
  routes: Record<string, AprRoute>;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

async function send(res: http.ServerResponse, route: Extract<AprRoute, { document: unknown }>): Promise<void> {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...(route.lastModified && { 'last-modified': route.lastModified }) });
  let sent = 0;
  let stalled = false;
  for (const piece of route.document()) {
    if (res.destroyed) return;
    let bytes = Buffer.from(piece);
    if (route.cut && sent + bytes.length > route.cut.afterBytes) bytes = bytes.subarray(0, route.cut.afterBytes - sent);
    if (!res.write(bytes)) await new Promise((resolve) => res.once('drain', resolve));
    sent += bytes.length;
    if (route.cut && sent >= route.cut.afterBytes) {
      if (route.cut.how === 'reset') res.destroy();
      else res.end();
      return;
    }
    if (route.stall && !stalled && sent >= route.stall.afterBytes) {
      stalled = true;
      await new Promise((resolve) => setTimeout(resolve, route.stall!.ms));
    }
  }
  res.end();
}

export async function startAprPeer(routes: Record<string, AprRoute> = {}): Promise<AprPeer> {
  const requests: AprPeer['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method!, path: req.url! });
    const route = routes[new URL(req.url!, 'http://apr').pathname];
    if (req.method !== 'GET') return void res.writeHead(405, { allow: 'GET' }).end();
    if (!route) return void res.writeHead(404).end();
    if ('status' in route) return void res.writeHead(route.status, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
    send(res, route).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Back to a database that has never seen an APR download (tests share one database). */
export async function forgetAprDataset(pool: pg.Pool): Promise<void> {
  await pool.query('delete from apr_company');
  await pool.query('update apr_dataset set edition = null, companies = null, last_success_at = null, last_failure_at = null, last_failure = null, loading_since = null');
}
