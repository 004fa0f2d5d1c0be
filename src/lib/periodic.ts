import { setTimeout as sleep } from 'node:timers/promises';

/** How long stop() waits for a run in progress (one stuck on a dead connection must not hold up shutdown). */
const STOP_WAIT_MS = 5_000;

/**
 * Runs `task` (which handles its own errors) every `intervalMs` give or take a quarter — so that several
 * processes running the same task spread out — one run at a time, never keeping the process alive.
 * Returns stop(), which waits for a run in progress (at most STOP_WAIT_MS).
 */
export function runPeriodically(intervalMs: number, task: () => Promise<void>): () => Promise<void> {
  let stopped = false;
  let running = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const scheduleNext = () => {
    timer = setTimeout(
      () => {
        running = task().finally(() => {
          if (!stopped) scheduleNext();
        });
      },
      intervalMs * (0.75 + Math.random() / 2),
    );
    timer.unref();
  };
  scheduleNext();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await Promise.race([running, sleep(STOP_WAIT_MS, undefined, { ref: false })]);
  };
}
