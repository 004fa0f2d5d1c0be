import { isMain } from '../src/is-main.js';
import { boot, closeRuntime, onShutdown, type Runtime } from '../src/bootstrap.js';

/**
 * The worker process: runs the processors of the job queues. No queue has processors yet, so it
 * stays up idle, ready for the Procfile's `worker` type, and stops cleanly on a signal.
 */
export async function startWorkers(runtime: Runtime): Promise<() => Promise<void>> {
  runtime.log.info({ queues: [] }, 'worker started; no job queues are defined yet');
  return async () => {};
}

if (isMain(import.meta.url)) {
  const runtime = await boot();
  const stopWorkers = await startWorkers(runtime);
  // Keep the event loop alive until a signal arrives.
  const idle = setInterval(() => {}, 1 << 30);
  onShutdown(runtime.log, async () => {
    clearInterval(idle);
    await stopWorkers();
    await closeRuntime(runtime);
  });
}
