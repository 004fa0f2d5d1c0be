import { isMain } from './is-main.js';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { boot, closeRuntime, onShutdown, orExit, type Runtime } from './bootstrap.js';
import { describePlacesProvider } from './discovery/places/registry.js';
import { loadGazetteer } from './discovery/prompt/gazetteer.js';
import { createApp } from './http/app.js';

/** Starts the HTTP API; resolves once it listens, rejects if it cannot (e.g. the port is taken). */
export function listen(runtime: Runtime): Promise<Server> {
  // Prompts are read against the gazetteer: built now (about 2 s), not on the first discovery request.
  loadGazetteer();
  runtime.log.info(describePlacesProvider(runtime.config.discovery));
  const app = createApp(runtime);
  return new Promise((resolve, reject) => {
    const server = app.listen(runtime.config.port, runtime.config.host);
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      runtime.log.info({ port: (server.address() as AddressInfo).port, host: runtime.config.host }, 'API listening');
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
  const runtime = await boot({ servesApi: true });
  const server = await orExit(runtime.log, 'listening', listen(runtime));
  onShutdown(runtime.log, async () => {
    // Queues first: requests waiting on a job answer 202 with it at once instead of being cut off.
    await runtime.queues.close();
    await closeServer(server);
    await closeRuntime(runtime);
  });
}
