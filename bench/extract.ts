/**
 * npm run bench:extract — reading one page of RESEARCH_MAX_BYTES (2 MiB) of each hostile shape: one
 * endless paragraph, 20 000 cards, a wall of digits, 20 000 tel: links, 20 000 mailto links, a run of
 * spaces, lines split by <br>, one line of labelled numbers, a page of filler text, 100 icon-only tel: links after
 * one big block, and 1 500 sections nested in each other. Prints the time extractPage takes and, as the baseline measured in the same run, the
 * time cheerio takes to parse the same page and walk its text once (the least any reading costs): the
 * ratio should stay flat as the page grows (it was quadratic before: minutes for the first shape).
 * Each figure is the median of 5 runs, with their spread.
 */
import * as cheerio from 'cheerio';
import { extractPage } from '../src/research/extract/extract-page.js';
import { visibleText } from '../src/research/extract/page-text.js';

const BYTES = 2 * 1024 * 1024;
const RUNS = 5;

const repeat = (unit: (i: number) => string) => {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < BYTES; i++) {
    const part = unit(i);
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
};
const digits = (i: number, n: number) => String(i % 10 ** n).padStart(n, '0');

const SHAPES: Record<string, string> = {
  'one paragraph': `<html><body><p>${repeat(() => 'Director: word ')}</p></body></html>`,
  cards: `<html><body>${repeat((i) => `<div class="card"><h3>Anna Berg</h3><p>Practice Manager, tel 01632 96${digits(i, 4)}</p></div>`)}</body></html>`,
  digits: `<html><body><footer>${repeat(() => '1 2 3 4 5 6 7 8 9 0 ')}</footer></body></html>`,
  'tel: links': `<html><body><footer>${repeat((i) => `<p><a href="tel:+44117946${digits(i, 4)}">0117 946 ${digits(i, 4)}</a> Phone</p>`)}</footer></body></html>`,
  'mailto links': `<html><body>${repeat((i) => `<p><a href="mailto:a${i}@x.test">a${i}@x.test</a> b [at] x [dot] test</p>`)}</body></html>`,
  spaces: `<html><body><p>Anna Berg${' '.repeat(BYTES)}Manager</p></body></html>`,
  '<br> lines': `<html><body><div>${repeat(() => 'Anna Berg<br>')}</div></body></html>`,
  'labelled line': `<html><body><p>${repeat(() => 'Tel: 0117 946 0000 ')}</p></body></html>`,
  'filler text': `<html><body>${repeat(() => `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(16)}</p>\n`)}</body></html>`,
  // 100 icon-only tel: links after one block of all the rest: each link's card is read back from it, never the whole block.
  'icon links': `<html><body><div>${'Lorem ipsum dolor sit amet. '.repeat(BYTES / 28)}</div>${Array.from({ length: 100 }, (_, i) => `<a href="tel:+44117946${digits(i, 4)}"><i class="icon"></i></a>`).join('')}</body></html>`,
  // Sections nested in each other, a heading each (as deep as a parser's stack allows): each heading reads its section's first lines only.
  'nested sections': `<html><body>${'<section><h3>Heading</h3><div><p>Lorem ipsum dolor sit amet.</p>'.repeat(1_500)}${'</div></section>'.repeat(1_500)}${repeat(() => '<p>Lorem ipsum dolor sit amet.</p>')}</body></html>`,
};

function time(work: () => void): number[] {
  return Array.from({ length: RUNS }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

console.log(`${'shape'.padEnd(14)} ${'bytes'.padStart(9)} ${'parse ms'.padStart(12)} ${'extract ms'.padStart(14)} ${'ratio'.padStart(6)}`);
for (const [shape, html] of Object.entries(SHAPES)) {
  const page = html.slice(0, BYTES);
  const parse = time(() => visibleText(cheerio.load(page)));
  const extract = time(() => extractPage(page, 'http://bench.test/', 'GB'));
  console.log(
    `${shape.padEnd(14)} ${String(page.length).padStart(9)} ${`${median(parse).toFixed(0)} (${spread(parse)})`.padStart(12)} ${`${median(extract).toFixed(0)} (${spread(extract)})`.padStart(14)} ${(median(extract) / median(parse)).toFixed(1).padStart(6)}`,
  );
}
