import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { BLOCK_ELEMENTS, isHiddenElement, shownLabel } from './page-text.js';

/**
 * The page's visible text as a sequence of short blocks, in reading order, each with the element it
 * sits in: a heading, a paragraph, a table cell, a `dt`/`dd`, a figcaption, a line of a `<br>`-broken
 * paragraph. People are read from how these follow each other ("Jane Roe" then "Practice Manager"),
 * whatever the class names around them.
 */
export interface TextBlock {
  text: string;
  /** The innermost block-level element holding the text. */
  element: Element;
  /** Its position in the sequence. */
  index: number;
  /** Offsets in `text` where an inline element starts or ends: "<strong>Jane Roe</strong> Practice Manager" cuts at 8. */
  cuts: number[];
}

/** Elements that start a new block; `br` ends one too. Table cells are blocks here: a name and a role sit in two cells. */
const BLOCK = new Set([...BLOCK_ELEMENTS, 'td', 'th', 'caption', 'details', 'summary', 'picture']);

// Starts at a non-breaking space, so a long run of plain spaces costs no backtracking.
const WIDE_GAP = /\u00a0[ \t]*\u00a0[\s\u00a0]*|(?<=[ \t])\u00a0(?=[ \t])/;

export function textBlocks($: CheerioAPI): TextBlock[] {
  const blocks: TextBlock[] = [];
  // Whether an element holds a <br>, each element asked once (a deep tree of spans stays linear).
  const breaks = new Map<Element, boolean>();
  const holdsLineBreak = (el: Element): boolean => {
    let known = breaks.get(el);
    if (known === undefined) {
      known = (el.children ?? []).some((child) => child.type === 'tag' && (child.name === 'br' || holdsLineBreak(child)));
      breaks.set(el, known);
    }
    return known;
  };
  // Raw text with cut markers; whitespace is collapsed when the block ends.
  let current: { raw: string; element: Element } | null = null;
  const CUT = '\u0000';
  const flush = () => {
    if (!current) return;
    const collapsed = current.raw.replace(/[\s\u00a0\u200b]+/g, ' ').replace(/^[ \u0000]+|[ \u0000]+$/g, '');
    const cuts: number[] = [];
    // Built in parts: asking a growing string whether it ends with a space flattens it each time (minutes for a 2 MB paragraph).
    const parts: string[] = [];
    let length = 0;
    let last = '';
    for (const ch of collapsed) {
      if (ch === CUT) {
        if (cuts.at(-1) !== length) cuts.push(length);
      } else if (ch !== ' ' || last !== ' ') {
        parts.push(ch);
        length += ch.length;
        last = ch;
      }
    }
    const text = parts.join('');
    if (text.trim()) blocks.push({ text: text.trim(), element: current.element, index: blocks.length, cuts: cuts.filter((c) => c > 0 && c < text.length) });
    current = null;
  };
  const walk = (node: AnyNode, container: Element) => {
    if (node.type === 'text') {
      // A gap of two or more non-breaking spaces sets items apart like a line break ("Karl Aigner &nbsp; Renate Stöckl").
      const [first, ...rest] = (node as unknown as { data: string }).data.replaceAll(CUT, '').split(WIDE_GAP);
      current ??= { raw: '', element: container };
      current.raw += first;
      for (const part of rest) {
        flush();
        current = { raw: part, element: container };
      }
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const el = node as Element;
    if (node.type === 'tag' && isHiddenElement(el)) return;
    if (el.name === 'br') return void flush();
    // An inline element broken into lines is a card of its own: "<a><span>Tierärztin<br>Ulrike Pölzl</span></a><a>…".
    // (A heading's own button is the heading: an accordion's "<h2><button>Kineziolozi</button></h2>" heads its panel.)
    const headingsButton = el.name === 'button' && /^h[1-6]$/.test(container.name);
    const isBlock = (BLOCK.has(el.name) && !headingsButton) || node.type === 'root' || holdsLineBreak(el);
    if (isBlock) flush();
    else if (current) current.raw += CUT;
    const label = node.type === 'tag' ? shownLabel(el) : null;
    if (label) {
      current ??= { raw: '', element: isBlock ? el : container };
      current.raw += `${label}${CUT} `;
    }
    for (const child of el.children ?? []) walk(child, isBlock ? el : container);
    if (isBlock) flush();
    else if (current) current.raw += CUT;
  };
  const root = $.root()[0] as unknown as Element;
  walk(root, root);
  flush();
  return blocks;
}
