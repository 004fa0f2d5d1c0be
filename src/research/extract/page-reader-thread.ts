import { parentPort } from 'node:worker_threads';
import { extractPage } from './extract-page.js';
import type { ReadReply, ReadRequest } from './page-reader.js';

/**
 * The page reader's thread: one page at a time, the shortest waiting first, so that other sites' ordinary pages
 * do not queue behind a 2 MB one. (A page waits at most for the pages of the sites being researched, which the
 * crawl's budgets bound.)
 */
const waiting: ReadRequest[] = [];
let due = false;

function readShortest(): void {
  // (The pages that came while the last one was read have all arrived by this turn.)
  let shortest = 0;
  waiting.forEach((request, i) => {
    if (request.html.length < waiting[shortest].html.length) shortest = i;
  });
  const [{ id, html, sourceUrl, country }] = waiting.splice(shortest, 1);
  let reply: ReadReply;
  try {
    reply = { id, read: extractPage(html, sourceUrl, country) };
  } catch (err) {
    // Markup nested past the stack's depth, say: the page is skipped, the crawl goes on.
    reply = { id, error: String(err instanceof Error ? err.message : err).slice(0, 300) };
  }
  parentPort!.postMessage(reply);
  due = waiting.length > 0;
  if (due) setImmediate(readShortest);
}

parentPort!.on('message', (request: ReadRequest) => {
  waiting.push(request);
  if (!due) {
    due = true;
    setImmediate(readShortest);
  }
});
