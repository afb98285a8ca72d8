import { constants, deflateRawSync } from 'node:zlib';

/**
 * What of a document the browser must have before it may paint: up to the end of every element a
 * render-blocking `<link rel="expect">` names (the browser holds the first paint until each is
 * parsed), or the whole document when it names none (the parser may then paint whatever it has,
 * but nothing promises the first screen before the end). Read from the document as it was sent,
 * not from how the build marks it.
 */
export function firstPaintPrefix(html: string): string {
  const head = html.slice(0, html.search(/<body\b/i) === -1 ? html.length : html.search(/<body\b/i));
  const ids = [...head.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="?expect\b/i.test(tag) && /\bblocking="?[^">]*\brender\b/i.test(tag))
    .map((tag) => /\bhref="#([^"]+)"/i.exec(tag)?.[1]);
  let end = 0;
  for (const id of ids) {
    const elementEnd = id ? endOfElement(html, id) : undefined;
    // A link naming nothing the document holds blocks the paint until the document ends.
    if (elementEnd === undefined) return html;
    end = Math.max(end, elementEnd);
  }
  return ids.length ? html.slice(0, end) : html;
}

const voidElements = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/** The offset just past the end tag of the element with this id, or undefined when there is none. */
function endOfElement(html: string, id: string): number | undefined {
  const start = html.search(new RegExp(`<[a-zA-Z][\\w-]*\\b[^>]*\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  if (start === -1) return undefined;
  const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start))![1]!;
  const openEnd = html.indexOf('>', start) + 1;
  if (voidElements.test(name) || html[openEnd - 2] === '/') return openEnd;
  // Scripts, styles and comments are stepped over whole: what they hold is no markup.
  const tags = /<(script|style)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  tags.lastIndex = openEnd;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const [, , closing, tagName, selfClosing] = tag;
    if (!tagName || tagName.toLowerCase() !== name.toLowerCase() || selfClosing) continue;
    depth += closing ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return undefined;
}

/**
 * gzip bytes (level 9) of what the first paint needs of the document, as a host streams it: the
 * 10-byte gzip header and the prefix's compressed stream, flushed at its end. The whole document
 * when the prefix is the whole (then with gzip's 8-byte trailer).
 */
export function firstPaintGzipBytes(html: Buffer): number {
  const text = html.toString('utf8');
  const prefix = firstPaintPrefix(text);
  if (prefix.length === text.length) return 10 + deflateRawSync(html, { level: 9 }).length + 8;
  return 10 + deflateRawSync(Buffer.from(prefix), { level: 9, finishFlush: constants.Z_SYNC_FLUSH }).length;
}
