import { expect } from 'chai';
import { extractPage, type PageRead } from '../../src/research/extract/extract-page.js';
import { createPageReader, type PageReader } from '../../src/research/extract/page-reader.js';

/** Pages read on a thread of their own: the same findings, in order, while the crawl's event loop stays free. */
describe('website research: the page reader thread', function () {
  this.timeout(60_000);
  let reader: PageReader;
  beforeEach(() => {
    reader = createPageReader();
  });
  afterEach(() => reader.close());

  const contactPage = (n: number) =>
    `<html><body><h1>Contact</h1><p>Email <a href="mailto:office${n}@oakfield.co.uk">office${n}@oakfield.co.uk</a>, ` +
    `phone <a href="tel:+44121496098${n}">0121 496 098${n}</a>.</p><p>Company No. 0345678${n}</p></body></html>`;

  it('gives each page the findings the extractor gives it, each read answered with its own page', async () => {
    const pages = [1, 2, 3, 4].map(contactPage);
    const reads = await Promise.all(pages.map((html, i) => reader.read(html, `http://oakfield.test/p${i}`, 'GB')));
    reads.forEach((read, i) => expect(read).to.deep.equal(extractPage(pages[i], `http://oakfield.test/p${i}`, 'GB')));
    expect(reads.map((r) => r.emails[0].value)).to.deep.equal(['office1@oakfield.co.uk', 'office2@oakfield.co.uk', 'office3@oakfield.co.uk', 'office4@oakfield.co.uk']);
  });

  it('keeps the caller’s event loop turning while it reads a 2 MB page', async () => {
    const prose = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(16)}</p>\n`.repeat(2_200);
    await reader.read(contactPage(1), 'http://oakfield.test/', 'GB'); // the thread is up
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    const read = await reader.read(prose + contactPage(2), 'http://oakfield.test/about', 'GB').finally(() => clearInterval(ticking));
    expect(read.emails.map((e) => e.value)).to.deep.equal(['office2@oakfield.co.uk']);
    // Read on the caller's thread, the page held it for its whole read: not one tick.
    expect(ticks).to.be.above(1);
  });

  it('reads a short page before a long one that waits, whichever came first', async () => {
    const prose = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(16)}</p>\n`.repeat(500);
    const answered: string[] = [];
    const read = (name: string, html: string) => reader.read(html, `http://oakfield.test/${name}`, 'GB').then(() => answered.push(name));
    await Promise.all([read('large-1', prose), read('large-2', prose), read('short', contactPage(1))]);
    // (The first large page may already be read when the others come.)
    expect(answered.indexOf('short'), answered.join(', ')).to.be.below(answered.indexOf('large-2'));
  });

  it('fails only the page it cannot read, and reads the next', async () => {
    const tooDeep = `${'<div>'.repeat(20_000)}x@oakfield.co.uk${'</div>'.repeat(20_000)}`;
    const [deep, next] = await Promise.allSettled([reader.read(tooDeep, 'http://oakfield.test/deep', 'GB'), reader.read(contactPage(5), 'http://oakfield.test/', 'GB')]);
    expect(deep.status).to.equal('rejected');
    expect((deep as PromiseRejectedResult).reason.message).to.match(/call stack/);
    expect(next.status).to.equal('fulfilled');
  });

  it('gives up a page it reads past its limit, and reads the pages waiting behind it on a new thread', async () => {
    const limited = createPageReader({ readLimitMs: 2_000 });
    try {
      // (The thread is up, and past a first read's one-time costs: a busy machine may take a second over them.)
      await limited.read(contactPage(1), 'http://oakfield.test/', 'GB');
      // 9 MB of prose: 7 s of reading on this machine idle, and no machine reads it in 2.
      const prose = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(16)}</p>\n`.repeat(9_000);
      const long = limited.read(prose, 'http://oakfield.test/long', 'GB');
      await new Promise((resolve) => setTimeout(resolve, 100)); // the thread is on the long page when these come
      const [longRead, ...short] = await Promise.allSettled([
        long,
        limited.read(contactPage(2), 'http://oakfield.test/a', 'GB'),
        limited.read(contactPage(3), 'http://oakfield.test/b', 'GB'),
      ]);
      expect(longRead.status).to.equal('rejected');
      expect((longRead as PromiseRejectedResult).reason.message).to.equal('reading the page took longer than 2 s');
      expect(short.map((read) => (read as PromiseFulfilledResult<PageRead>).value.emails[0].value)).to.deep.equal(['office2@oakfield.co.uk', 'office3@oakfield.co.uk']);
    } finally {
      await limited.close();
    }
  });

  it('drops a page its caller stops waiting for before the thread begins it', async () => {
    await reader.read(contactPage(1), 'http://oakfield.test/', 'GB'); // the thread is up
    const prose = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(16)}</p>\n`.repeat(2_200);
    const long = reader.read(prose, 'http://oakfield.test/long', 'GB');
    await new Promise((resolve) => setTimeout(resolve, 100)); // the thread is on the long page
    const stop = new AbortController();
    const dropped = reader.read(contactPage(2), 'http://oakfield.test/a', 'GB', stop.signal);
    stop.abort();
    await dropped.then(
      () => expect.fail('a dropped read should fail'),
      (err: Error) => expect(err.message).to.match(/dropped/),
    );
    // (The page being read is not dropped: it is answered.)
    expect((await long).emails).to.have.length(0);
    expect((await reader.read(contactPage(3), 'http://oakfield.test/b', 'GB')).emails.map((e) => e.value)).to.deep.equal(['office3@oakfield.co.uk']);
  });

  it('starts a new thread for the reads after its thread stopped', async () => {
    await reader.read(contactPage(1), 'http://oakfield.test/', 'GB');
    const held = reader.read(contactPage(2), 'http://oakfield.test/', 'GB').then(
      () => expect.fail('a read the stopped thread held should fail'),
      (err: Error) => expect(err.message).to.match(/closed/),
    );
    await reader.close();
    await held;
    const read = await reader.read(contactPage(3), 'http://oakfield.test/', 'GB');
    expect(read.emails.map((e) => e.value)).to.deep.equal(['office3@oakfield.co.uk']);
  });
});
