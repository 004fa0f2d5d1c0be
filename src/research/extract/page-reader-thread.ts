import { parentPort } from 'node:worker_threads';
import { extractPage } from './extract-page.js';
import type { ReadMessage, ReadReply, ReadRequest } from './page-reader.js';

/**
 * The page reader's thread: one page at a time, the shortest waiting first, so that other sites' ordinary pages
 * do not queue behind a 2 MB one — but a page that has waited 5 s goes first (the oldest of them), so that a
 * stream of short pages never holds a long one back for good.
 */
const OVERDUE_MS = 5_000;
const waiting: (ReadRequest & { since: number })[] = [];
let due = false;

function readNext(): void {
  // (Every page waiting may have been dropped since this turn was asked for.)
  due = waiting.length > 0;
  if (!due) return;
  // (The pages that came while the last one was read have all arrived by this turn.)
  const overdue = waiting[0].since <= Date.now() - OVERDUE_MS;
  let next = 0;
  if (!overdue)
    waiting.forEach((request, i) => {
      if (request.html.length < waiting[next].html.length) next = i;
    });
  const [{ id, html, sourceUrl, country }] = waiting.splice(next, 1);
  parentPort!.postMessage({ id, reading: true } satisfies ReadReply);
  let reply: ReadReply;
  try {
    reply = { id, read: extractPage(html, sourceUrl, country) };
  } catch (err) {
    // Markup nested past the stack's depth, say: the page is skipped, the crawl goes on.
    reply = { id, error: String(err instanceof Error ? err.message : err).slice(0, 300) };
  }
  parentPort!.postMessage(reply);
  due = waiting.length > 0;
  if (due) setImmediate(readNext);
}

parentPort!.on('message', (message: ReadMessage) => {
  // A page the caller no longer waits for is not read, if it is still waiting.
  if ('drop' in message) {
    const at = waiting.findIndex((request) => request.id === message.drop);
    if (at >= 0) waiting.splice(at, 1);
    return;
  }
  waiting.push({ ...message, since: Date.now() });
  if (!due) {
    due = true;
    setImmediate(readNext);
  }
});
