import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BodyLink } from './body-references';
import { headingIds } from './heading-ids';
import type { CompiledBody } from './mdx';
import { mdxComponentProps, mdxComponentRules, mdxComponents, renderComponents } from './mdx-components';

/**
 * A fast path for bodies written in plain Markdown: paragraphs, "#" headings, one-line "-" and
 * "1." list items, pipe tables, links to addresses, *em* and **strong**, and the components of
 * mdx-components.tsx on lines of their own. It builds the React tree @mdx-js/mdx would build and renders it with
 * the same React call, about ten times faster than parsing MDX, which dominates a build of
 * thousands of articles. Anything else (underscores, nested or intraword emphasis, code, images,
 * quotes, expressions, character references, bare URLs, unusual spacing) returns null and goes through the full compiler: the
 * fast path must give exactly the full compiler's HTML and links, or nothing.
 */

type Inline = string | { href: string; text: string } | { tag: 'strong' | 'em'; text: string };
type Block =
  | { kind: 'heading'; depth: number; id: string; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; align: Array<'left' | 'center' | 'right' | null>; head: Inline[][]; rows: Inline[][][] }
  | { kind: 'component'; name: string; attributes: Record<string, string>; children: Block[] };

/** Thrown inside the parser when the body leaves the subset; caught once at the top. */
class NotSimple extends Error {}
const notSimple = (): never => {
  throw new NotSimple();
};

// Characters that start Markdown, GFM or MDX syntax the fast path leaves to the full compiler.
const SPECIAL = /[*_`~\\&<>{}[\]|^]/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
// Spacing that Markdown reads as line breaks or trims, and images.
const UNUSUAL_LINE = /^\s|\s$|\s\s|!\[/;
// GFM turns "www.", "http://" and e-mail addresses in text into links.
const AUTOLINK = /www|http|@/i;
const LINK = /\[([^[\]]+)\]\(([A-Za-z0-9\-._~/?#=+:]+)\)/g;
const HEADING = /^(#{1,6}) (.+)$/;
const BULLET = /^- (.+)$/;
const ORDERED = /^(\d{1,9})\. (.+)$/;
const COMPONENT_OPEN = /^<([A-Z][A-Za-z0-9]*)((?: [a-z][A-Za-z0-9]*="[^"{}<>&\\]*")*)>$/;
const DELIMITER_CELL = /^ *(:?)-+(:?) *$/;

function plainText(text: string): string {
  if (text === '' || SPECIAL.test(text) || AUTOLINK.test(text)) notSimple();
  return text;
}

/** What kind of character sits beside a "*" run, as CommonMark's flanking rules see it. */
function kindOf(char: string | undefined): 'space' | 'punctuation' | 'other' {
  if (char === undefined || char === ' ') return 'space';
  // Unicode punctuation and spaces have rules of their own; such a run is left to the full compiler.
  if (char.charCodeAt(0) > 127) notSimple();
  return ASCII_PUNCTUATION.test(char) ? 'punctuation' : 'other';
}

/**
 * Text with "*em*" and "**strong**". Only the unambiguous case is taken: every "*" run can
 * either only open or only close, and openers and closers alternate with equal lengths, so
 * CommonMark's delimiter algorithm can only pair each closer with the opener before it.
 */
function emphasised(text: string, line: string, offset: number): Inline[] {
  const runs = [...text.matchAll(/\*+/g)];
  if (runs.length === 0) return [plainText(text)];
  if (runs.length % 2 === 1) notSimple();
  const out: Inline[] = [];
  let last = 0;
  for (let k = 0; k < runs.length; k += 2) {
    const [open, close] = [runs[k], runs[k + 1]];
    if (open[0].length > 2 || open[0].length !== close[0].length) notSimple();
    for (const [run, opens] of [[open, true], [close, false]] as const) {
      const at = offset + run.index;
      const before = kindOf(line[at - 1]);
      const after = kindOf(line[at + run[0].length]);
      const leftFlanking = after !== 'space' && (after !== 'punctuation' || before !== 'other');
      const rightFlanking = before !== 'space' && (before !== 'punctuation' || after !== 'other');
      if (leftFlanking === rightFlanking || leftFlanking !== opens) notSimple();
    }
    if (open.index > last) out.push(plainText(text.slice(last, open.index)));
    out.push({ tag: open[0].length === 2 ? 'strong' : 'em', text: plainText(text.slice(open.index + open[0].length, close.index)) });
    last = close.index + close[0].length;
  }
  if (last < text.length) out.push(plainText(text.slice(last)));
  return out;
}

/** The inline content of one line: text, emphasis and links, in order; links also go to `links`. */
function inline(text: string, line: number, links: BodyLink[]): Inline[] {
  if (UNUSUAL_LINE.test(text)) notSimple();
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) out.push(...emphasised(text.slice(last, match.index), text, last));
    const [, label, href] = match;
    out.push({ href, text: plainText(label) });
    links.push({ kind: 'link', href, line });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(...emphasised(text.slice(last), text, last));
  if (out.length === 0) notSimple();
  return out;
}

/** A line that may not start a paragraph or continue one: it would start some other block. */
function startsOtherBlock(line: string): boolean {
  // "**bold** text" starts a paragraph; "* item" and "***" start a list and a rule.
  return /^(?:[#\-+>|<=_`~ ]|\*(?: |$)|\* *\* *\*|\d{1,9}[.)](?: |$)|(?:import|export)\b)/.test(line);
}

function tableRow(line: string): string[] {
  if (!line.startsWith('|') || !line.endsWith('|') || line.length < 3) notSimple();
  return line.slice(1, -1).split('|');
}

/** What parsing finds besides the blocks: the links, and the headings' ids, which come in document order. */
interface Found {
  links: BodyLink[];
  headings: string[];
  idOf: (text: string) => string;
}

const textOfInline = (content: Inline[]) => content.map((part) => (typeof part === 'string' ? part : part.text)).join('');

/** Where the blocks are read from: the body's lines, the end of this run of them, and what is found on the way. */
interface Reader {
  lines: readonly string[];
  end: number;
  found: Found;
}

/** Each reads one kind of block starting at line `i`, adds it, and returns the line after it. */
type BlockReader = (reader: Reader, i: number, blocks: Block[]) => number;

const blankOrEnd = ({ lines, end }: Reader, index: number) => index >= end || lines[index] === '';

const readHeading: BlockReader = ({ lines, found }, i, blocks) => {
  const heading = HEADING.exec(lines[i])!;
  if (heading[2].endsWith('#')) notSimple();
  const content = inline(heading[2], i + 1, found.links);
  const id = found.idOf(textOfInline(content));
  found.headings.push(id);
  blocks.push({ kind: 'heading', depth: heading[1].length, id, content });
  return i + 1;
};

const readList: BlockReader = (reader, i, blocks) => {
  const { lines, end, found } = reader;
  const listPattern = BULLET.test(lines[i]) ? BULLET : ORDERED;
  const ordered = listPattern === ORDERED;
  if (ordered && ORDERED.exec(lines[i])![1] !== '1') notSimple();
  const items: Inline[][] = [];
  while (i < end && listPattern.test(lines[i])) {
    const text = listPattern.exec(lines[i])!;
    const content = ordered ? text[2] : text[1];
    if (startsOtherBlock(content) || /^\[[ xX]\]/.test(content)) notSimple();
    items.push(inline(content, i + 1, found.links));
    i++;
  }
  if (!blankOrEnd(reader, i)) notSimple();
  // After a blank line, another item of the same kind would make one loose list.
  let next = i;
  while (next < end && lines[next] === '') next++;
  if (next < end && (BULLET.test(lines[next]) || ORDERED.test(lines[next]))) notSimple();
  blocks.push({ kind: 'list', ordered, items });
  return i;
};

const readTable: BlockReader = ({ lines, end, found }, i, blocks) => {
  const headCells = tableRow(lines[i]);
  const delimiter = i + 1 < end ? tableRow(lines[i + 1]) : notSimple();
  if (delimiter.length !== headCells.length) notSimple();
  const align = delimiter.map((cell) => {
    const match = DELIMITER_CELL.exec(cell) ?? notSimple();
    return match[1] && match[2] ? 'center' : match[2] ? 'right' : match[1] ? 'left' : null;
  });
  const cells = (row: string[], line: number) => {
    if (row.length !== headCells.length) notSimple();
    return row.map((cell) => inline(cell.trim(), line, found.links));
  };
  const head = cells(headCells, i + 1);
  const rows: Inline[][][] = [];
  i += 2;
  while (i < end && lines[i] !== '') {
    rows.push(cells(tableRow(lines[i]), i + 1));
    i++;
  }
  if (rows.length === 0) notSimple();
  blocks.push({ kind: 'table', align, head, rows });
  return i;
};

const readComponent: BlockReader = (reader, i, blocks) => {
  const { lines, end, found } = reader;
  const [, name, attributeText] = COMPONENT_OPEN.exec(lines[i])!;
  if (!Object.hasOwn(mdxComponents, name) || (blocks.length > 0 && lines[i - 1] !== '')) notSimple();
  const close = lines.indexOf(`</${name}>`, i + 1);
  if (close < 0 || close >= end) notSimple();
  for (let k = i + 1; k < close; k++) if (lines[k].startsWith('<')) notSimple();
  const attributes: Record<string, string> = {};
  for (const [, key, value] of attributeText.matchAll(/ ([a-z][A-Za-z0-9]*)="([^"]*)"/g)) {
    // A prop the component does not take goes to the full compiler, whose content rules name it.
    if (Object.hasOwn(attributes, key) || !mdxComponentProps[name as keyof typeof mdxComponents].includes(key)) notSimple();
    attributes[key] = value;
    if (key === 'href' || key === 'to') found.links.push({ kind: 'link', href: value, line: i + 1 });
  }
  // A missing or unusual prop goes to the full compiler too, whose content rules explain it.
  const rules = mdxComponentRules[name as keyof typeof mdxComponents];
  if (rules?.required.some((prop) => !attributes[prop]?.trim()) || Object.keys(rules?.oneOf ?? {}).length > 0) notSimple();
  const children = parseBlocks(lines, i + 1, close, found);
  if (children.length === 0 || !blankOrEnd(reader, close + 1)) notSimple();
  blocks.push({ kind: 'component', name, attributes, children });
  return close + 1;
};

const readParagraph: BlockReader = ({ lines, end, found }, i, blocks) => {
  if (startsOtherBlock(lines[i])) notSimple();
  const content: Inline[] = [];
  while (i < end && lines[i] !== '' && !HEADING.test(lines[i])) {
    if (startsOtherBlock(lines[i])) notSimple();
    if (content.length > 0) content.push('\n');
    content.push(...inline(lines[i], i + 1, found.links));
    i++;
  }
  blocks.push({ kind: 'paragraph', content });
  return i;
};

/** The reader for a block that starts with `line`. */
function readerFor(line: string): BlockReader {
  if (HEADING.test(line)) return readHeading;
  if (BULLET.test(line) || ORDERED.test(line)) return readList;
  if (line.startsWith('|')) return readTable;
  if (COMPONENT_OPEN.test(line)) return readComponent;
  return readParagraph;
}

function parseBlocks(lines: readonly string[], start: number, end: number, found: Found): Block[] {
  const reader: Reader = { lines, end, found };
  const blocks: Block[] = [];
  let i = start;
  while (i < end) i = lines[i] === '' ? i + 1 : readerFor(lines[i])(reader, i, blocks);
  return blocks;
}

const components = renderComponents as unknown as Record<string, ComponentType<Record<string, unknown>> | undefined>;
/** An element as MDX makes it: the tag, unless mdx-components.tsx replaces that tag. */
const element = (tag: string, props: Record<string, unknown> | null, ...children: ReactNode[]) => createElement(components[tag] ?? tag, props, ...children);

function renderInline(content: Inline[]): ReactNode[] {
  return content.map((part) => (typeof part === 'string' ? part : 'href' in part ? element('a', { href: part.href }, part.text) : element(part.tag, null, part.text)));
}

function renderBlock(block: Block): ReactNode {
  switch (block.kind) {
    case 'heading':
      return element(`h${block.depth}`, { id: block.id }, ...renderInline(block.content));
    case 'paragraph':
      return element('p', null, ...renderInline(block.content));
    case 'list':
      return element(block.ordered ? 'ol' : 'ul', null, '\n', ...block.items.flatMap((item) => [element('li', null, ...renderInline(item)), '\n']));
    case 'table': {
      const cell = (tag: string, content: Inline[], column: number) =>
        element(tag, block.align[column] ? { style: { textAlign: block.align[column] } } : null, ...renderInline(content));
      return element(
        'table',
        null,
        element('thead', null, element('tr', null, ...block.head.map((content, column) => cell('th', content, column)))),
        element('tbody', null, ...block.rows.map((row) => element('tr', null, ...row.map((content, column) => cell('td', content, column))))),
      );
    }
    case 'component':
      // Inside a component MDX puts no line breaks between the blocks.
      return createElement(components[block.name]!, block.attributes, ...block.children.map(renderBlock));
  }
}

/** The full compiler's result for a body in the plain subset, or null for any other body. */
export function compileSimpleBody(body: string): CompiledBody | null {
  if (/[\r\t\0\uFEFF]/.test(body) || Object.hasOwn(mdxComponents, 'wrapper')) return null;
  const found: Found = { links: [], headings: [], idOf: headingIds() };
  const lines = body.split('\n');
  let blocks: Block[];
  try {
    blocks = parseBlocks(lines, 0, lines.length, found);
  } catch (error) {
    if (error instanceof NotSimple) return null;
    throw error;
  }
  const children = blocks.flatMap((block, index) => (index === 0 ? [renderBlock(block)] : ['\n', renderBlock(block)]));
  return { ok: true, html: renderToStaticMarkup(createElement(Fragment, null, ...children)), links: found.links, headings: found.headings };
}
