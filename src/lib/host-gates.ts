/**
 * Politeness per host, shared by all the work of a worker process (the crawler's requests to a web
 * host, the verifier's SMTP sessions to a mail server): at most `concurrency` holders at once for
 * one host, the rest waiting in arrival order, and with a delay (a robots.txt Crawl-delay) starts
 * spaced by it, one at a time. `www.x` and `x` are one host here: they are almost always one server.
 * Idle hosts are forgotten.
 */
/** Runs work for a host within its politeness: this process's HostGates, or the cluster's (jobs/cluster-gates.ts). */
export interface Politeness {
  run<T>(hostname: string, delayMs: number, work: () => Promise<T>): Promise<T>;
}

/** One key per server: `www.x` and `x` are almost always one. */
export const hostKey = (hostname: string) => hostname.replace(/^www\./, '').toLowerCase();

/** Starts spaced by `delayMs` within this process (the default where no cluster spacing is given): resolves at this caller's turn. */
export function localSpacing(delayMs: number): () => Promise<void> {
  let free = 0;
  return async () => {
    const wait = free - Date.now();
    free = Math.max(Date.now(), free) + delayMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}

interface Gate {
  holders: number;
  waiting: (() => void)[];
  /** Earliest start of the next request under a crawl delay. */
  nextStart: number;
}

export class HostGates implements Politeness {
  private readonly gates = new Map<string, Gate>();

  constructor(private readonly concurrency: number) {}

  async run<T>(hostname: string, delayMs: number, work: () => Promise<T>): Promise<T> {
    const key = hostKey(hostname);
    let gate = this.gates.get(key);
    if (!gate) this.gates.set(key, (gate = { holders: 0, waiting: [], nextStart: 0 }));
    const capacity = delayMs > 0 ? 1 : this.concurrency;
    if (gate.holders >= capacity) await new Promise<void>((resolve) => gate.waiting.push(resolve));
    else gate.holders++;
    try {
      if (delayMs > 0) {
        const wait = gate.nextStart - Date.now();
        gate.nextStart = Math.max(Date.now(), gate.nextStart) + delayMs;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      return await work();
    } finally {
      const next = gate.waiting.shift();
      if (next) next();
      else if (--gate.holders === 0 && gate.nextStart <= Date.now()) this.gates.delete(key);
    }
  }
}
