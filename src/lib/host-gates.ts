/**
 * Politeness per host, shared by all the work of a worker process (the crawler's requests to a web
 * host, the verifier's SMTP sessions to a mail server): at most `concurrency` holders at once for
 * one host, the rest waiting in arrival order, and with a delay (a robots.txt Crawl-delay) starts
 * spaced by it, one at a time. `www.x` and `x` are one host here: they are almost always one server.
 * Idle hosts are forgotten.
 */
interface Gate {
  holders: number;
  waiting: (() => void)[];
  /** Earliest start of the next request under a crawl delay. */
  nextStart: number;
}

export class HostGates {
  private readonly gates = new Map<string, Gate>();

  constructor(private readonly concurrency: number) {}

  async run<T>(hostname: string, delayMs: number, work: () => Promise<T>): Promise<T> {
    const key = hostname.replace(/^www\./, '').toLowerCase();
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
