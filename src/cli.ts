import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ApiKeySchema, type ApiKey } from './db/entities/api-key.entity.js';
import { MAX_WORKSPACE_NAME_LENGTH, type Workspace } from './db/entities/workspace.entity.js';
import { HttpError } from './lib/errors.js';
import { MAX_ROW_ID } from './lib/lead-fields.js';
import { ConfigError, loadConfig } from './config.js';
import { initOrm } from './db/orm.js';
import { issueKey, listKeys, revokeKey } from './domain/api-keys.service.js';
import { createInvite } from './domain/console/admins.service.js';
import { recordAudit } from './domain/console/audit.service.js';
import { rotateSecret } from './domain/console/workspace-settings.service.js';
import { createWorkspace, setMonthlyCredits, workspaceExists } from './domain/workspaces.service.js';

/**
 * Admin CLI. Each command prints exactly one JSON line on stdout; a mistake prints one line on
 * stderr and exits non-zero. API key and webhook secrets, and invite links, are printed only by the
 * commands that create them. What it changes in a workspace is in the workspace's audit log, by `cli`.
 */
const COMMAND_LIST =
  'workspace create --name <name> [--credits <n>] | key create --workspace <id> | key revoke <keyId> | ' +
  'key list --workspace <id> | credits set --workspace <id> --monthly <n> | webhook-secret rotate --workspace <id> | ' +
  'admin invite --workspace <id> --email <email>';

class UsageError extends Error {}

/** A refusal of the console's services (an HttpError: not an address, already an admin) is the caller's mistake. */
async function asUsageError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof HttpError) throw new UsageError(err.message);
    throw err;
  }
}

const keyDetail = (k: ApiKey) => ({ keyId: k.id, prefix: k.prefix, name: k.name });
const presentWorkspace = (w: Workspace) => ({ id: w.id, name: w.name, monthlyCredits: w.monthlyCredits });
const presentKey = (k: ApiKey) => ({
  id: k.id,
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/** Ids and credit amounts are PostgreSQL integers. */
function wholeNumber(value: string | undefined, option: string, min: number): number {
  if (value === undefined) throw new UsageError(`${option} is required`);
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > MAX_ROW_ID) {
    throw new UsageError(`${option} must be a whole number from ${min} to ${MAX_ROW_ID} (got "${value}")`);
  }
  return Number(value);
}

async function existingWorkspace(em: EntityManager, value: string | undefined): Promise<number> {
  const id = wholeNumber(value, '--workspace', 1);
  if (!(await workspaceExists(em, id))) throw new UsageError(`workspace ${id} does not exist`);
  return id;
}

/** What a command works with: MikroORM for workspaces and keys, plain pg for the rest (the console's services, webhooks, the audit log). */
interface Tools {
  em: EntityManager;
  db: pg.Pool;
}

type Run = (tools: Tools, positionals: string[], options: Record<string, string | undefined>) => Promise<unknown>;

/** Each command with the options and positional arguments it takes; anything else is a usage error. */
interface Command {
  options: string[];
  positionals: number;
  run: Run;
}

const COMMANDS: Record<string, Command> = {
  'workspace create': {
    options: ['name', 'credits'],
    positionals: 0,
    run: async ({ em }, _, o) => {
      const name = o.name?.trim();
      if (!name) throw new UsageError('--name is required');
      if (name.length > MAX_WORKSPACE_NAME_LENGTH) throw new UsageError(`--name must be at most ${MAX_WORKSPACE_NAME_LENGTH} characters`);
      const credits = o.credits === undefined ? null : wholeNumber(o.credits, '--credits', 0);
      const { workspace, key, apiKey } = await createWorkspace(em, name, credits);
      return { workspace: { id: workspace.id, name: workspace.name }, key: { id: key.id, prefix: key.prefix }, apiKey };
    },
  },
  'key create': {
    options: ['workspace'],
    positionals: 0,
    run: async ({ em, db }, _, o) => {
      const workspaceId = await existingWorkspace(em, o.workspace);
      const { key, apiKey } = await issueKey(em, workspaceId);
      await recordAudit(db, workspaceId, 'key.created', 'cli', null, keyDetail(key));
      return { key: { id: key.id, prefix: key.prefix }, apiKey };
    },
  },
  'key revoke': {
    options: [],
    positionals: 1,
    run: async ({ em, db }, [id]) => {
      const keyId = wholeNumber(id, '<keyId>', 1);
      const wasRevoked = (await em.findOne(ApiKeySchema, { id: keyId }))?.revokedAt != null;
      const key = await revokeKey(em, keyId);
      if (!key) throw new UsageError(`key ${id} does not exist`);
      if (!wasRevoked) await recordAudit(db, key.workspace.id, 'key.revoked', 'cli', null, keyDetail(key));
      return { key: { id: key.id, revokedAt: key.revokedAt?.toISOString() } };
    },
  },
  'key list': {
    options: ['workspace'],
    positionals: 0,
    run: async ({ em }, _, o) => ({
      keys: (await listKeys(em, await existingWorkspace(em, o.workspace))).map(presentKey),
    }),
  },
  'credits set': {
    options: ['workspace', 'monthly'],
    positionals: 0,
    run: async ({ em }, _, o) => {
      const id = await existingWorkspace(em, o.workspace);
      const workspace = await setMonthlyCredits(em, id, wholeNumber(o.monthly, '--monthly', 0));
      if (!workspace) throw new UsageError(`workspace ${id} does not exist`);
      return { workspace: presentWorkspace(workspace) };
    },
  },
  'webhook-secret rotate': {
    options: ['workspace'],
    positionals: 0,
    run: async ({ em, db }, _, o) => {
      const id = await existingWorkspace(em, o.workspace);
      const { secret: webhookSecret } = await rotateSecret(db, id, 'cli', null);
      return { workspace: { id }, webhookSecret };
    },
  },
  'admin invite': {
    options: ['workspace', 'email'],
    positionals: 0,
    run: async ({ em, db }, _, o) => {
      const workspaceId = await existingWorkspace(em, o.workspace);
      if (!o.email?.trim()) throw new UsageError('--email is required');
      const invite = await asUsageError(createInvite(db, { workspaceId, email: o.email, actor: 'cli', clientIp: null, publicUrl: loadConfig().publicUrl }));
      return { invite: { url: invite.url, expiresAt: invite.expiresAt.toISOString() } };
    },
  },
};

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      credits: { type: 'string' },
      workspace: { type: 'string' },
      monthly: { type: 'string' },
      email: { type: 'string' },
    },
  });
  const name = positionals.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`${positionals.length ? `unknown command "${name}"` : 'no command given'}; commands: ${COMMAND_LIST}`);
  const args = positionals.slice(2);
  if (args.length > command.positionals) throw new UsageError(`unexpected argument "${args[command.positionals]}" for ${name}`);
  const stray = Object.keys(values).find((option) => !command.options.includes(option));
  if (stray) throw new UsageError(`${name} does not take --${stray}`);
  const { databaseUrl } = loadConfig();
  const orm = await initOrm(databaseUrl);
  // One connection: the CLI runs one command, one statement at a time.
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const result = await command.run({ em: orm.em.fork(), db }, args, values);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await Promise.all([orm.close(), db.end()]);
  }
}

try {
  await main(process.argv.slice(2));
} catch (err) {
  // parseArgs reports unknown or malformed options with ERR_PARSE_ARGS_* codes.
  const usage = err instanceof UsageError || String((err as { code?: string }).code).startsWith('ERR_PARSE_ARGS');
  const message = err instanceof ConfigError ? err.problems.join('; ') : (err as Error).message.replace(/\s*\n\s*/g, ' ');
  process.stderr.write(`error: ${message}\n`);
  process.exitCode = usage ? 2 : err instanceof ConfigError ? 78 : 1;
}
