import { spawn, type ChildProcess } from 'node:child_process';

/** A process type as operators run it (compiled, from dist/), with its output collected. */
export interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function run(script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [script], { env: { ...process.env, LOG_LEVEL: 'info', ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Output matching `pattern`, waited for up to `ms`: a process that never says it does not hang the
 * suite, and one that starts slowly on a busy machine (loading its modules can take many seconds when
 * the CPUs are shared) is not failed for it; no test here measures start-up time.
 */
export async function waitFor(proc: Proc, pattern: RegExp, ms = 60_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = proc.output().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface CliRun {
  code: number | null;
  stdout: string;
  /** stderr without npm's own warnings about this machine's npm configuration. */
  stderr: string;
}

/** The admin CLI as operators type it: `npm run --silent cli -- …` (dist/: needs `npm run build`), against the test database. */
export function cli(...args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'cli', '--', ...args], { env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code,
        stdout,
        stderr: stderr
          .split('\n')
          .filter((l) => l && !l.startsWith('npm warn'))
          .join('\n'),
      }),
    );
  });
}
