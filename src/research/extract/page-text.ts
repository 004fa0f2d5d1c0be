import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** Not shown to a reader: never a source of findings (an address in a script is not published). */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'canvas', 'select', 'option']);
/** Elements that begin a block of text, in every reading of a page. */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'table',
  'tbody',
  'thead',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'aside',
  'main',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'address',
  'dd',
  'dt',
  'dl',
  'form',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'hr',
  'body',
  'html',
  'label',
  'button',
]);
/** Here a line break parts text as a block does. */
const BLOCKS = new Set([...BLOCK_ELEMENTS, 'br']);
/** Table cells stay on their row's line, so "PIB:" | "101134702" reads as one labelled line. */
const CELLS = new Set(['td', 'th']);

/** Not shown: hidden by tag, attribute or inline style. */
export const isHiddenElement = (el: Element) =>
  HIDDEN.has(el.name) ||
  el.attribs.hidden !== undefined ||
  (el.attribs['aria-hidden'] === 'true' && !isDialog(el)) ||
  /display\s*:\s*none|visibility\s*:\s*hidden/i.test(el.attribs.style ?? '');
/** A dialog the page opens on a click ("<div class="modal fade" role="dialog" aria-hidden="true">"): hidden until then, shown to any reader who asks. */
const isDialog = (el: Element) => el.attribs.role === 'dialog' || /(?:^|\s)modal(?:\s|$)/.test(el.attribs.class ?? '');

/**
 * The page's visible text, one line per block element, whitespace collapsed within lines: the text
 * evidence snippets are cut from, and the text labelled values are searched in (labels and values
 * must share a line or follow on the next one).
 */
export function visibleText($: CheerioAPI): string {
  const out: string[] = [];
  writeText($.root()[0], out);
  return lines(out.join(''));
}

/**
 * The label a style sheet shows before an element's text from its `data-label` ("<li data-label="Directrice de
 * la publication :">Dr …</li>", shown with `content: attr(data-label)`), written as a label, with its colon. Not a
 * table cell's: responsive tables repeat their column headers there for small screens.
 */
export function shownLabel(el: Element): string | null {
  const label = el.attribs['data-label']?.replace(/\s+/g, ' ').trim();
  // (Written as a field's label, with its colon: the attribute also carries analytics and scripts' names.)
  return label && label.length <= 60 && /:$/.test(label) && !['td', 'th'].includes(el.name) ? label : null;
}

/**
 * A text node's data as a browser shows it: a line break in the source is a space (a paragraph written over two source
 * lines is one line of text), except inside `<pre>` — and between two digits, where joining would run one number into
 * the next line's ("Tel. 089 12 34 56" / "24 Stunden erreichbar").
 */
const shownData = (node: AnyNode, inPre: boolean): string => {
  const data = (node as unknown as { data: string }).data;
  if (inPre || !data.includes('\n')) return data;
  return data.replace(/[^\S\n]*\n[^\S\n]*/g, (gap, at: number) => (/\d/.test(data[at - 1] ?? '') && /\d/.test(data[at + gap.length] ?? '') ? '\n' : ' '));
};

/** A node's visible text into `out`, with a line break around each block (`inPre`: inside a `<pre>`, told on the way down). */
function writeText(node: AnyNode, out: string[], inPre = false): void {
  if (node.type === 'text') {
    out.push(shownData(node, inPre));
    return;
  }
  if (node.type !== 'tag' && node.type !== 'root') return;
  const el = node as Element;
  if (node.type === 'tag' && isHiddenElement(el)) return;
  const separator = BLOCKS.has(el.name) ? '\n' : CELLS.has(el.name) ? ' ' : '';
  out.push(separator);
  const label = node.type === 'tag' ? shownLabel(el) : null;
  if (label) out.push(`${label} `);
  for (const child of el.children ?? []) writeText(child, out, inPre || el.name === 'pre');
  out.push(separator);
}

/** One line per block, whitespace collapsed within lines, no empty lines. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0\u200b]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/**
 * The visible text before an element, as visibleText writes it, from the nearest text back: its siblings
 * before it, then its parent's, and so on up — the heading and description of the card a link sits in. At
 * least `chars` characters when the page has them (whole blocks, so a little more).
 */
export function linesBefore(element: Element, chars: number): string {
  // Written backwards, last text first, into `reversed`: a big block before the element is read only as far as needed.
  const reversed: string[] = [];
  let length = 0;
  // (Whether the element sits in a <pre>, asked once; below it, told on the way down.)
  let underPre = false;
  for (let el: AnyNode | null = element; el && el.type === 'tag' && !underPre; el = el.parent) underPre = el.name === 'pre';
  const writeBack = (node: AnyNode, inPre = underPre): void => {
    if (length >= chars) return;
    if (node.type === 'text') {
      // (Its end only: one text node may be a whole page.)
      const data = shownData(node, inPre).slice(-(chars - length));
      reversed.push(data);
      length += data.length;
      return;
    }
    if (node.type !== 'tag') return;
    const el = node;
    if (isHiddenElement(el)) return;
    const separator = BLOCKS.has(el.name) ? '\n' : CELLS.has(el.name) ? ' ' : '';
    reversed.push(separator);
    for (let k = (el.children ?? []).length - 1; k >= 0 && length < chars; k--) writeBack(el.children[k], inPre || el.name === 'pre');
    const label = shownLabel(el);
    if (label) reversed.push(`${label} `);
    reversed.push(separator);
  };
  for (let el: AnyNode | null = element; el && el.type === 'tag' && length < chars; el = el.parent) {
    for (let node = el.prev; node && length < chars; node = node.prev) writeBack(node);
    if (el.parent?.type === 'tag' && BLOCKS.has(el.parent.name)) reversed.push('\n');
  }
  return lines(reversed.reverse().join(''));
}

/** The last `chars` characters of text before an element among its siblings: the label a link is given ("Fax: <a …>"). */
export function textBefore($: CheerioAPI, element: Element, chars: number): string {
  let text = '';
  for (let node = element.prev; node && text.length < chars; node = node.prev)
    text =
      $(node)
        .text()
        .replace(/(?<!\d)\n|\n(?!\d)/g, ' ') + text;
  return text.slice(-chars);
}

/** Whitespace collapsed to single spaces, as the text is compared and shown. */
export const collapse = (text: string) => text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();

/**
 * The evidence for a match at [start, end) of `text`: its line, or a window of it around the match
 * when the line is long. Always contains the matched text.
 */
export function snippet(text: string, start: number, end: number, room = 100): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndAt = text.indexOf('\n', end);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  const from = Math.max(lineStart, start - room);
  const to = Math.min(lineEnd, end + room);
  return `${from > lineStart ? '…' : ''}${text.slice(from, to).trim()}${to < lineEnd ? '…' : ''}`;
}

/**
 * An element's first `chars` characters of text, read no further; `spaced` sets its elements apart ("<h3>Nurse</h3><p>Kasia
 * Nowak …" → "Nurse Kasia Nowak …") where a reader would see them apart, `lined` puts its blocks and `<br>` lines on
 * lines of their own.
 */
export function textStart(element: Element, chars: number, { spaced = false, lined = false }: { spaced?: boolean; lined?: boolean } = {}): string {
  let out = '';
  const walk = (node: Element['children'][number]): void => {
    if (out.length >= chars) return;
    if (node.type === 'text') out += node.data;
    else if (node.type === 'tag') {
      const apart = lined && BLOCKS.has(node.name) ? '\n' : spaced ? ' ' : '';
      out += apart;
      for (const child of node.children) walk(child);
      out += apart;
    }
  };
  walk(element);
  return out.slice(0, chars);
}
