import { parentPort, workerData } from 'node:worker_threads';
import { AprDatasetError, download, downloadFailure } from './apr-download.js';
import { aprBatch } from './apr-batch.js';
import { readAprDocument } from './apr-document.js';
import type { ReaderMessage } from './apr-reader.js';

/**
 * The thread that downloads and parses an APR document (see apr-reader.ts): it posts each batch of
 * companies and reads the next only once the loader has stored it.
 */
const port = parentPort!;
const post = (message: ReaderMessage) => port.postMessage(message);
const stored = () => new Promise<void>((resolve) => port.once('message', () => resolve()));

try {
  const { body, lastModified } = await download((workerData as { url: string }).url);
  try {
    const document = await readAprDocument(body, async (records) => {
      post({ batch: aprBatch(records) });
      await stored();
    });
    post({ document, lastModified });
  } catch (err) {
    post({ unreadable: downloadFailure(err) });
  }
} catch (err) {
  post({ failed: err instanceof AprDatasetError ? err.message : downloadFailure(err) });
}
