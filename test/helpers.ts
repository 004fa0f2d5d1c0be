import net, { type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig } from '../src/config.js';
import { createPgPool } from '../src/db/pg-pool.js';
import { initOrm } from '../src/db/orm.js';
import { createApp, type AppDeps } from '../src/http/app.js';
import { createLogger } from '../src/logger.js';
import { createWorkspace } from '../src/domain/workspaces.service.js';
import { closeRuntime, type Runtime } from '../src/bootstrap.js';
import { QueueClient } from '../src/jobs/queue-client.js';
import { createApiCaches } from '../src/domain/api-caches.js';

/**
 * The real app on a loopback port, against the real test database. One per test run;
 * tests isolate themselves by creating their own workspaces.
 */
let runtime: Runtime | undefined;
let shared: { base: string; close: () => void } | undefined;

export async function testRuntime(): Promise<Runtime> {
  if (!runtime) {
    const config = loadConfig();
    const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
    runtime = {
      config,
      log,
      orm: await initOrm(config.databaseUrl),
      pool: createPgPool(config.databaseUrl, log),
      queues: new QueueClient(config, log),
      caches: createApiCaches(config.databaseUrl, log),
    };
  }
  return runtime;
}

/** The real app, with any dependencies, on a loopback port of its own. */
export async function serve(deps: AppDeps): Promise<{ base: string; close: () => void }> {
  const server = await new Promise<Server>((resolve) => {
    const s = createApp(deps).listen(0, '127.0.0.1', () => resolve(s));
  });
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
}

/** A loopback TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function apiBase(): Promise<string> {
  shared ??= await serve(await testRuntime());
  return shared.base;
}

export const mochaHooks = {
  async afterAll() {
    shared?.close();
    if (runtime) await closeRuntime(runtime);
  },
};

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  key?: string;
  /** A JSON value, sent with Content-Type: application/json. */
  json?: unknown;
  /** Raw body text; give Content-Type in headers. */
  raw?: string;
  headers?: Record<string, string>;
  /** Another app than the shared one (tests that serve their own configuration). */
  base?: string;
}

export async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  let body: string | undefined = options.raw;
  if (options.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch((options.base ?? (await apiBase())) + path, { method, headers, body });
  const text = await response.text();
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

let sequence = 0;
export const unique = (label: string) => `${label}-${process.pid}-${++sequence}`;

export interface TestWorkspace {
  workspaceId: number;
  key: string;
  keyId: number;
}

export async function makeWorkspace(name = unique('ws')): Promise<TestWorkspace> {
  const { orm } = await testRuntime();
  const { workspace, key, apiKey } = await createWorkspace(orm.em.fork(), name);
  return { workspaceId: workspace.id, key: apiKey, keyId: key.id };
}

export async function makeTable(key: string, name = unique('table')): Promise<number> {
  const reply = await request('POST', '/api/v1/tables', { key, json: { name } });
  if (reply.status !== 201) throw new Error(`table create failed: ${reply.status} ${reply.text}`);
  return reply.body.table.id;
}

export async function addCustomField(key: string, tableId: number, label: string): Promise<string> {
  const reply = await request('PATCH', `/api/v1/tables/${tableId}`, { key, json: { fields: [{ label }] } });
  if (reply.status !== 200) throw new Error(`field add failed: ${reply.status} ${reply.text}`);
  return reply.body.table.fields.at(-1).id;
}

export async function listLeads(key: string, query = ''): Promise<any[]> {
  const reply = await request('GET', `/api/v1/leads${query}`, { key });
  if (reply.status !== 200) throw new Error(`list failed: ${reply.status} ${reply.text}`);
  return reply.body.leads;
}
