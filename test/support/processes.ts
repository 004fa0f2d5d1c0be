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
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitFor(proc: Proc, pattern: RegExp, ms = 20_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = proc.output().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
