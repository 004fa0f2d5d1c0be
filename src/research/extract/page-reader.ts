import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageRead } from './extract-page.js';

export interface PageReader {
  /** The page's findings, read off the caller's thread; rejects with the reason a page could not be read. */
  read(html: string, sourceUrl: string, country: string | null): Promise<PageRead>;
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
export type ReadReply = { id: number; read: PageRead } | { id: number; error: string };

// The thread's file sits beside this one, as .js in the build and as .ts under tsx (tests, scripts), where the
// thread registers tsx itself: Node 20's workers do not inherit the hooks of `--import tsx`. (It finds tsx from the
// working directory, the project's in every npm script.)
const EXTENSION = path.extname(fileURLToPath(import.meta.url));
const THREAD_FILE = new URL(`./page-reader-thread${EXTENSION}`, import.meta.url);
const newThread = () =>
  EXTENSION === '.ts'
    ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_FILE.href)}); });`, { eval: true })
    : new Worker(THREAD_FILE);

/**
 * Reads pages in one worker thread. Reading a page is all CPU — seconds for a page at RESEARCH_MAX_BYTES — and
 * on the crawl's event loop it held every other site of the process: requests counted down their timeouts
 * unanswered, a browser render waited past its site's budget, a queue's lock went unrenewed. Pages go to the
 * thread as they come; it reads the shortest waiting first, unless one has waited 5 s (page-reader-thread.ts).
 * The thread starts on the first read, is let go of while idle (it never keeps the process alive), and is
 * started again after it dies (out of memory, say), which fails the reads it held.
 */
export function createPageReader(): PageReader {
  let thread: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (read: PageRead) => void; reject: (err: Error) => void }>();

  function settle(reply: ReadReply): void {
    const task = pending.get(reply.id);
    pending.delete(reply.id);
    if (!pending.size) thread?.unref();
    if ('error' in reply) task?.reject(new Error(reply.error));
    else task?.resolve(reply.read);
  }

  function lost(gone: Worker, err: Error): void {
    if (thread !== gone) return;
    thread = null;
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  }

  function start(): Worker {
    const started = newThread();
    started.on('message', (reply: ReadReply) => thread === started && settle(reply));
    started.on('error', (err) => lost(started, err));
    started.on('exit', (code) => lost(started, new Error(`the page reader stopped (exit code ${code})`)));
    return started;
  }

  return {
    read(html, sourceUrl, country) {
      thread ??= start();
      const id = nextId++;
      const read = new Promise<PageRead>((resolve, reject) => pending.set(id, { resolve, reject }));
      thread.ref();
      thread.postMessage({ id, html, sourceUrl, country } satisfies ReadRequest);
      return read;
    },
    async close() {
      const stopping = thread;
      if (stopping) {
        lost(stopping, new Error('the page reader was closed'));
        await stopping.terminate();
      }
    },
  };
}

/** The process's page reader: one thread reads the pages of every researcher (their sites share its cores anyway). */
export const pageReader = createPageReader();
