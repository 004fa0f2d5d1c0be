import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageRead } from './extract-page.js';

export interface PageReader {
  /**
   * The page's findings, read off the caller's thread; rejects with the reason a page could not be read — or at once when
   * `signal` aborts before the thread has begun the page (a crawl that stopped waiting for it).
   */
  read(html: string, sourceUrl: string, country: string | null, signal?: AbortSignal): Promise<PageRead>;
  /** Stops the thread; reads still waiting reject. */
  close(): Promise<void>;
}

/** A page for the thread to read, and its answer. */
export interface ReadRequest {
  id: number;
  html: string;
  sourceUrl: string;
  country: string | null;
}
/** The thread's word that it began a page (the one to blame if it stops), then the page's findings or why it has none. */
export type ReadReply = { id: number; reading: true } | { id: number; read: PageRead } | { id: number; error: string };
/** To the thread: a page to read, or one to drop if it has not begun it. */
export type ReadMessage = ReadRequest | { drop: number };

// The thread's file sits beside this one, as .js in the build and as .ts under tsx (tests, scripts), where the
// thread registers tsx itself: Node 20's workers do not inherit the hooks of `--import tsx`. (It finds tsx from the
// working directory, the project's in every npm script.)
const EXTENSION = path.extname(fileURLToPath(import.meta.url));
const THREAD_FILE = new URL(`./page-reader-thread${EXTENSION}`, import.meta.url);
const newThread = () =>
  EXTENSION === '.ts'
    ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_FILE.href)}); });`, { eval: true })
    : new Worker(THREAD_FILE);

/** A page read longer than this is given up and its thread replaced (2 MB pages take 1–3 s, up to 9 s beside CPU hogs). */
export const READ_LIMIT_MS = 30_000;

/**
 * Reads pages in one worker thread. Reading a page is all CPU — seconds for a page at RESEARCH_MAX_BYTES — and
 * on the crawl's event loop it held every other site of the process: requests counted down their timeouts
 * unanswered, a browser render waited past its site's budget, a queue's lock went unrenewed. Pages go to the
 * thread as they come; it reads the shortest waiting first, unless one has waited 5 s (page-reader-thread.ts).
 * The thread starts on the first read and is let go of while idle (it never keeps the process alive). When it
 * dies (out of memory, say) or spends `readLimitMs` on one page, that page's read fails and a new thread reads
 * the others it held.
 */
export function createPageReader({ readLimitMs = READ_LIMIT_MS } = {}): PageReader {
  let thread: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { request: ReadRequest; resolve: (read: PageRead) => void; reject: (err: Error) => void }>();
  /** The page the thread is reading, and the timer that gives up on it. */
  let current: { id: number; limit: NodeJS.Timeout } | null = null;
  /** Whether the thread has answered once: one that dies after that died of a page, not of starting. */
  let answered = false;

  function settle(reply: ReadReply): void {
    answered = true;
    if ('reading' in reply) {
      const reading = thread!;
      current = { id: reply.id, limit: setTimeout(() => void overrun(reading), readLimitMs).unref() };
      return;
    }
    clearTimeout(current?.limit);
    current = null;
    const task = pending.get(reply.id);
    pending.delete(reply.id);
    if (!pending.size) thread?.unref();
    if ('error' in reply) task?.reject(new Error(reply.error));
    else task?.resolve(reply.read);
  }

  async function overrun(reading: Worker): Promise<void> {
    lost(reading, new Error(`reading the page took longer than ${readLimitMs / 1000} s`));
    await reading.terminate();
  }

  /**
   * The thread is gone: the page it was reading fails, and the others go to a new thread — all of them if it died
   * between pages — unless it was closed, or never answered (it could not start at all), when every read it held fails.
   */
  function lost(gone: Worker, err: Error, closed = false): void {
    if (thread !== gone) return;
    thread = null;
    clearTimeout(current?.limit);
    const culprit = current?.id;
    const again = !closed && answered;
    current = null;
    answered = false;
    for (const task of [...pending.values()]) {
      if (again && task.request.id !== culprit) send(task.request);
      else {
        pending.delete(task.request.id);
        task.reject(err);
      }
    }
  }

  function start(): Worker {
    const started = newThread();
    started.on('message', (reply: ReadReply) => thread === started && settle(reply));
    started.on('error', (err) => lost(started, err));
    started.on('exit', (code) => lost(started, new Error(`the page reader stopped (exit code ${code})`)));
    return started;
  }

  function send(request: ReadRequest): void {
    thread ??= start();
    thread.ref();
    thread.postMessage(request);
  }

  return {
    read(html, sourceUrl, country, signal) {
      const request = { id: nextId++, html, sourceUrl, country };
      const read = new Promise<PageRead>((resolve, reject) => pending.set(request.id, { request, resolve, reject }));
      send(request);
      signal?.addEventListener(
        'abort',
        () => {
          const task = pending.get(request.id);
          if (!task || current?.id === request.id) return;
          pending.delete(request.id);
          if (!pending.size) thread?.unref();
          thread?.postMessage({ drop: request.id } satisfies ReadMessage);
          task.reject(new Error('the read was dropped'));
        },
        { once: true },
      );
      return read;
    },
    async close() {
      const stopping = thread;
      if (stopping) {
        lost(stopping, new Error('the page reader was closed'), true);
        await stopping.terminate();
      }
    },
  };
}

/** The process's page reader: one thread reads the pages of every researcher (their sites share its cores anyway). */
export const pageReader = createPageReader();
