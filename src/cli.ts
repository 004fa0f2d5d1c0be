import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { ApiKey } from './db/entities/api-key.entity.js';
import { MAX_WORKSPACE_NAME_LENGTH, type Workspace } from './db/entities/workspace.entity.js';
import { MAX_ROW_ID } from './lib/lead-fields.js';
import { ConfigError, loadConfig } from './config.js';
import { initOrm } from './db/orm.js';
import { issueKey, listKeys, revokeKey } from './domain/api-keys.service.js';
import { createWorkspace, setMonthlyCredits, workspaceExists } from './domain/workspaces.service.js';
import { rotateWebhookSecret } from './webhooks/signing.js';

/**
 * Admin CLI. Each command prints exactly one JSON line on stdout; a mistake prints one line on
 * stderr and exits non-zero. API key and webhook secrets are printed only by the commands that create them.
 */
const COMMAND_LIST =
  'workspace create --name <name> [--credits <n>] | key create --workspace <id> | key revoke <keyId> | ' +
  'key list --workspace <id> | credits set --workspace <id> --monthly <n> | webhook-secret rotate --workspace <id>';

class UsageError extends Error {}

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

type Run = (em: EntityManager, positionals: string[], options: Record<string, string | undefined>) => Promise<unknown>;

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
    run: async (em, _, o) => {
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
    run: async (em, _, o) => {
      const { key, apiKey } = await issueKey(em, await existingWorkspace(em, o.workspace));
      return { key: { id: key.id, prefix: key.prefix }, apiKey };
    },
  },
  'key revoke': {
    options: [],
    positionals: 1,
    run: async (em, [id]) => {
      const key = await revokeKey(em, wholeNumber(id, '<keyId>', 1));
      if (!key) throw new UsageError(`key ${id} does not exist`);
      return { key: { id: key.id, revokedAt: key.revokedAt?.toISOString() } };
    },
  },
  'key list': {
    options: ['workspace'],
    positionals: 0,
    run: async (em, _, o) => ({
      keys: (await listKeys(em, await existingWorkspace(em, o.workspace))).map(presentKey),
    }),
  },
  'credits set': {
    options: ['workspace', 'monthly'],
    positionals: 0,
    run: async (em, _, o) => {
      const id = await existingWorkspace(em, o.workspace);
      const workspace = await setMonthlyCredits(em, id, wholeNumber(o.monthly, '--monthly', 0));
      if (!workspace) throw new UsageError(`workspace ${id} does not exist`);
      return { workspace: presentWorkspace(workspace) };
    },
  },
  'webhook-secret rotate': {
    options: ['workspace'],
    positionals: 0,
    run: async (em, _, o) => {
      const id = await existingWorkspace(em, o.workspace);
      // The webhook code speaks plain pg (as the API and worker do); one short connection for this command.
      const client = new pg.Client({ connectionString: loadConfig().databaseUrl });
      await client.connect();
      try {
        return { workspace: { id }, webhookSecret: await rotateWebhookSecret(client, id) };
      } finally {
        await client.end();
      }
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
    },
  });
  const name = positionals.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`${positionals.length ? `unknown command "${name}"` : 'no command given'}; commands: ${COMMAND_LIST}`);
  const args = positionals.slice(2);
  if (args.length > command.positionals) throw new UsageError(`unexpected argument "${args[command.positionals]}" for ${name}`);
  const stray = Object.keys(values).find((option) => !command.options.includes(option));
  if (stray) throw new UsageError(`${name} does not take --${stray}`);
  const orm = await initOrm(loadConfig().databaseUrl);
  try {
    const result = await command.run(orm.em.fork(), args, values);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await orm.close();
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
