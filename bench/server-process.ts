/**
 * The benches' plumbing: one statement on a database (create and drop their own), and a server run as
 * its own process — the product built, as the Procfile runs it, or a baseline's .ts through tsx.
 */
import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

/** One statement on a fresh connection to `url` (the admin database: create and drop). */
export async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A server process (`node script <port> …args`); resolves once `probe` answers at all. */
export async function startServer(
  script: string,
  { args = [], env = {}, probe = '/' }: { args?: string[]; env?: Record<string, string>; probe?: string } = {},
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  // Built code (the product, as the Procfile runs it) runs on plain node; the baselines' .ts through tsx.
  const execArgv = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = fork(script, [String(port), ...args], {
    execArgv,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A minute: a process loads its modules slowly on a busy machine, and this is a readiness wait, not a figure.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (
      await fetch(base + probe).then(
        () => true,
        () => false,
      )
    )
      return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}
