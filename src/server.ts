import { isMain } from './is-main.js';
import type { Server } from 'node:http';
import { boot, closeRuntime, onShutdown, type Runtime } from './bootstrap.js';
import { createApp } from './http/app.js';

/** Starts the HTTP API; resolves once it listens. */
export function listen(runtime: Runtime): Promise<Server> {
  const app = createApp(runtime);
  return new Promise((resolve) => {
    const server = app.listen(runtime.config.port, runtime.config.host, () => {
      runtime.log.info({ port: runtime.config.port, host: runtime.config.host }, 'API listening');
      resolve(server);
    });
  });
}

/** Stops taking connections and waits for requests in flight. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

// Entry point of the `web` process.
if (isMain(import.meta.url)) {
  const runtime = await boot();
  const server = await listen(runtime);
  onShutdown(runtime.log, async () => {
    await closeServer(server);
    await closeRuntime(runtime);
  });
}
