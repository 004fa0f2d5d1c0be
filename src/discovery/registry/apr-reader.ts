import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { AprDatasetError } from './apr-download.js';
import type { AprBatch } from './apr-batch.js';
import type { AprDocument } from './apr-document.js';

/** What the reading thread says: a batch to store, the end of the document, or why it stopped. */
export type ReaderMessage = { batch: AprBatch } | { document: AprDocument; lastModified: string | null } | { unreadable: string } | { failed: string };

/**
 * The reading thread's heap. A streaming JSON parser makes an object per token — hundreds of MB of
 * short-lived garbage for a production document — and V8 lets a heap grow well past what is live
 * before collecting it. Bounded heaps are collected early, so the process's memory stays flat.
 */
const HEAP_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 48 };

// Beside this module, in the same language (`.ts` under tsx, `.js` once built).
const EXTENSION = extname(fileURLToPath(import.meta.url));
const WORKER_FILE = new URL(`./apr-reader.worker${EXTENSION}`, import.meta.url);

/** tsx's loader hooks do not reach worker threads (privatenumber/tsx#354): a `.ts` worker registers them itself. */
function startWorker(options: WorkerOptions): Worker {
  if (EXTENSION !== '.ts') return new Worker(WORKER_FILE, options);
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_FILE.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Downloads and parses the APR document in a worker thread, handing each batch of companies to
 * `store` (the next batch is read once it resolves). Rejects with an AprDatasetError when the download
 * fails or the document is incomplete, and with `store`'s own error when storing fails.
 */
export function readAprDownload(
  url: string,
  store: (batch: AprBatch) => Promise<void>,
  { timeoutMs }: { timeoutMs: number },
): Promise<{ document: AprDocument; lastModified: string | null }> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ workerData: { url }, resourceLimits: HEAP_LIMITS });
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const unreadable = (why: string) => new AprDatasetError(`the document could not be read to its end (${why}); it is incomplete or not JSON`);
    const timer = setTimeout(() => finish(() => reject(unreadable(`it took longer than ${timeoutMs / 1000} s`))), timeoutMs);
    worker.on('message', (message: ReaderMessage) => {
      if ('batch' in message)
        store(message.batch).then(
          () => !done && worker.postMessage('stored'),
          (err) => finish(() => reject(err)),
        );
      else if ('document' in message) finish(() => resolve(message));
      else if ('unreadable' in message) finish(() => reject(unreadable(message.unreadable)));
      else finish(() => reject(new AprDatasetError(message.failed)));
    });
    worker.on('error', (err) => {
      // Our limit, not the document's fault: say so (a record is small; a document that fills 48 MB of live heap is not APR's).
      const outOfMemory = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(() => reject(outOfMemory ? new AprDatasetError(`reading the document took more than the reader's ${HEAP_LIMITS.maxOldGenerationSizeMb} MB of memory`) : err));
    });
    worker.on('exit', (code) => finish(() => reject(unreadable(`the reader stopped with exit code ${code}`))));
  });
}
