import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiKey } from './db/entities/api-key.entity.js';
import type { Workspace } from './db/entities/workspace.entity.js';
import { ConfigError, loadConfig } from './config.js';
import { initOrm } from './db/orm.js';
import { issueKey, listKeys, revokeKey } from './domain/api-keys.service.js';
import { createWorkspace, setMonthlyCredits, workspaceExists } from './domain/workspaces.service.js';

/**
 * Admin CLI. Each command prints exactly one JSON line on stdout; a mistake prints one line on
 * stderr and exits non-zero. API key secrets are printed only by the commands that create them.
 */
const COMMAND_LIST =
  'workspace create --name <name> [--credits <n>] | key create --workspace <id> | key revoke <keyId> | ' +
  'key list --workspace <id> | credits set --workspace <id> --monthly <n>';

class UsageError extends Error {}

const presentWorkspace = (w: Workspace) => ({ id: w.id, name: w.name, monthlyCredits: w.monthlyCredits });
const presentKey = (k: ApiKey) => ({
  id: k.id,
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

function wholeNumber(value: string | undefined, option: string, min: number): number {
  if (value === undefined) throw new UsageError(`${option} is required`);
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(`${option} must be a whole number${min > 0 ? ` of at least ${min}` : ''} (got "${value}")`);
  }
  return Number(value);
}

async function existingWorkspace(em: EntityManager, value: string | undefined): Promise<number> {
  const id = wholeNumber(value, '--workspace', 1);
  if (!(await workspaceExists(em, id))) throw new UsageError(`workspace ${id} does not exist`);
  return id;
}

type Command = (em: EntityManager, positionals: string[], options: Record<string, string | undefined>) => Promise<unknown>;

const COMMANDS: Record<string, Command> = {
  'workspace create': async (em, _, o) => {
    const name = o.name?.trim();
    if (!name) throw new UsageError('--name is required');
    if (name.length > 120) throw new UsageError('--name must be at most 120 characters');
    const credits = o.credits === undefined ? null : wholeNumber(o.credits, '--credits', 0);
    const { workspace, key, apiKey } = await createWorkspace(em, name, credits);
    return { workspace: { id: workspace.id, name: workspace.name }, key: { id: key.id, prefix: key.prefix }, apiKey };
  },
  'key create': async (em, _, o) => {
    const { key, apiKey } = await issueKey(em, await existingWorkspace(em, o.workspace));
    return { key: { id: key.id, prefix: key.prefix }, apiKey };
  },
  'key revoke': async (em, [id]) => {
    const key = await revokeKey(em, wholeNumber(id, '<keyId>', 1));
    if (!key) throw new UsageError(`key ${id} does not exist`);
    return { key: { id: key.id, revokedAt: key.revokedAt?.toISOString() } };
  },
  'key list': async (em, _, o) => ({ keys: (await listKeys(em, await existingWorkspace(em, o.workspace))).map(presentKey) }),
  'credits set': async (em, _, o) => {
    const workspace = await setMonthlyCredits(em, await existingWorkspace(em, o.workspace), wholeNumber(o.monthly, '--monthly', 0));
    return { workspace: presentWorkspace(workspace!) };
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
  const command = COMMANDS[positionals.slice(0, 2).join(' ')];
  if (!command) {
    const given = positionals.length ? `unknown command "${positionals.slice(0, 2).join(' ')}"` : 'no command given';
    throw new UsageError(`${given}; commands: ${COMMAND_LIST}`);
  }
  const orm = await initOrm(loadConfig().databaseUrl);
  try {
    const result = await command(orm.em.fork(), positionals.slice(2), values);
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
  process.exitCode = usage ? 2 : 1;
}
