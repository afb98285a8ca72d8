/** Turns a rendered page into the HTML document a browser receives, the same way in the build and in dev. */
import { constants, deflateRawSync, gzipSync } from 'node:zlib';
import { foldAttribute } from '../src/lib/first-screen';
import { leanIcons } from '../src/lib/lean-icons';
import type { PageCss } from './page-css';

const HOISTED_RUN = /^(?:<title>[^<]*<\/title>|<style data-precedence=[^>]*>[^<]*<\/style>|<(?:meta|link)\b[^>]*>)+/;

/**
 * React renders a page's <title>, <meta> and <link> tags, and the <style precedence> of a page
 * that has one of its own, first, ahead of the markup; they belong in <head>. Returns that leading run and the rest.
 */
export function hoistHead(html: string): { head: string; body: string } {
  const head = HOISTED_RUN.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

const structuredData = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g;

/** The language of a page's document: its lang and dir attributes, how tall its script's lines are and the font it is set in (content/site/site.json). */
export interface DocumentLanguage {
  lang: string;
  dir: string;
  lineHeight?: string;
  font?: string;
}

/**
 * The attributes <html> gets beyond lang and dir: how tall the script's lines are, and the font family
 * it is set in, handed to the stylesheet's font list as its first name (--script-font).
 */
function languageAttributes({ lineHeight, font }: DocumentLanguage): string {
  const tall = lineHeight && lineHeight !== 'normal' ? ` data-line-height="${escapeHtml(lineHeight)}"` : '';
  return font ? `${tall} style="${escapeHtml(`--script-font:'${font}'`)}"` : tall;
}

/** The page inside the document template (index.html as Vite built or served it), with the page's language on <html>. */
export function fillTemplate(template: string, html: string, language?: DocumentLanguage): string {
  const { head, body } = hoistHead(html);
  const framed = language ? template.replace(/<html lang="[^"]*"(?: dir="[^"]*")?/, `<html lang="${escapeHtml(language.lang)}" dir="${escapeHtml(language.dir)}"${languageAttributes(language)}`) : template;
  // Structured data is for search engines, not for the first paint: it goes last in <body>.
  const data: string[] = [];
  const markup = withIslandModulesLast(withLeanStaticMarkup(body.replace(structuredData, (block) => (data.push(block), ''))));
  return framed.replace('<!--app-head-->', head).replace('<!--app-html-->', markup.html).replace('</body>', `${data.join('')}${markup.modules}</body>`);
}

/**
 * The markup React never hydrates made smaller: without the empty comments React writes between
 * two pieces of text (`<!-- -->`, which React needs inside an island to find each text again), and
 * with the icons' drawing attributes left to the stylesheet (lean-icons.ts). Inside an island the
 * markup stays as React wrote it; its slots were made smaller when they were rendered (Island.tsx).
 */
export function withLeanStaticMarkup(html: string): string {
  let depth = 0;
  let out = '';
  let last = 0;
  for (const tag of html.matchAll(/<(\/?)island-root\b[^>]*>/g)) {
    if (depth === 0) out += leanIcons(html.slice(last, tag.index).replaceAll('<!-- -->', ''));
    else out += html.slice(last, tag.index);
    out += tag[0];
    last = tag.index + tag[0].length;
    depth += tag[1] ? -1 : 1;
  }
  return out + (depth === 0 ? leanIcons(html.slice(last).replaceAll('<!-- -->', '')) : html.slice(last));
}

/** The id of the element, last in <body>, that names the modules of each island of the page. */
export const islandModulesId = 'island-modules';

/**
 * The page's markup with each island's list of modules (data-modules, as Island.tsx writes it)
 * taken off its <island-root> and written once per island, last in <body>, as JSON: the runtime
 * reads it when an island wakes, after the load event or a touch, so the list has no place in the
 * first round trip. Empty when the page has no island.
 */
function withIslandModulesLast(body: string): { html: string; modules: string } {
  const modules: Record<string, string> = {};
  const html = body.replace(/(<island-root\b[^>]*?\sdata-island="([^"]+)"[^>]*?)\sdata-modules="([^"]*)"/g, (_, start: string, name: string, list: string) => {
    modules[name] = list;
    return start;
  });
  // Module addresses hold no "<", so the JSON cannot end the script early.
  const json = JSON.stringify(modules);
  return { html, modules: json === '{}' ? '' : `<script type="application/json" id="${islandModulesId}">${json}</script>` };
}

/** The modules of each island a built page names (withIslandModulesLast), by island name. */
export function islandModulesIn(html: string): Record<string, string[]> {
  const json = new RegExp(`<script type="application/json" id="${islandModulesId}">([^<]*)</script>`).exec(html)?.[1];
  return Object.fromEntries(Object.entries(JSON.parse(json ?? '{}') as Record<string, string>).map(([name, list]) => [name, list.split(' ')]));
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A page that forwards without JavaScript (meta refresh) and tells search engines the new address. */
export function redirectPage(to: string, origin: string): string {
  const target = escapeHtml(to);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>This page has moved</title><link rel="canonical" href="${escapeHtml(origin + to)}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${target}"></head><body><p>This page has moved to <a href="${target}">${target}</a>.</p></body></html>\n`;
}

/** Gzip bytes at the level a host typically sends (and fast enough to measure every page). */
export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 6 }).length;

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const space = /\s/;
const tagStart = /<[a-z]/g;

/**
 * Where the first element marked with the fold attribute starts in a document, -1 when none is:
 * where `<[a-z][\w-]*\b[^>]*\s(attribute)(?:=""|\s|>|\/>)` first matches, found from each place the
 * attribute's name occurs rather than by trying that pattern at every "<" (about a millisecond a page).
 */
export function foldStart(html: string): number {
  for (let at = html.indexOf(foldAttribute); at !== -1; at = html.indexOf(foldAttribute, at + 1)) {
    if (at === 0 || !space.test(html[at - 1])) continue;
    const after = at + foldAttribute.length;
    const next = html[after];
    if (!(html.startsWith('=""', after) || (next !== undefined && space.test(next)) || next === '>' || html.startsWith('/>', after))) continue;
    // The pattern's start: the first "<" and lowercase letter after the last ">" before the attribute.
    tagStart.lastIndex = html.lastIndexOf('>', at) + 1;
    const start = tagStart.exec(html);
    if (start && start.index < at) return start.index;
  }
  return -1;
}
/** What after the first screen could still change how it is laid out or delay its paint: a stylesheet, a style, a script that blocks the parser. */
const blocksOrRestyles = /<style\b|<link\b[^>]*\brel="?stylesheet\b|<script\b(?![^>]*(?:\btype="(?:module|application\/ld\+json|speculationrules)"|\basync\b|\bdefer\b))[^>]*\bsrc=/i;

/** Where a document's first screen ends: the start of the element marked with the fold attribute, else the document's end. */
export function firstScreenEnd(html: string): number {
  const mark = foldStart(html);
  if (mark === -1) return html.length;
  const rest = html.slice(mark);
  const late = blocksOrRestyles.exec(rest);
  if (late) throw new Error(`"${late[0]}" after the end of the first screen could change it or hold back its paint`);
  return mark;
}

/**
 * The gzip bytes a browser needs to paint the first screen: the document from its start to the end
 * of the first screen (its <head>, the CSS inlined there, and the markup above the fold), compressed
 * as a host sends it and flushed there (the whole document when nothing marks a fold).
 */
export function firstScreenGzip(html: string): number {
  const end = firstScreenEnd(html);
  if (end === html.length) return gzipSize(html);
  // A gzip header is 10 bytes; a sync flush ends the compressed stream of what came so far.
  return 10 + deflateRawSync(html.slice(0, end), { level: 6, finishFlush: constants.Z_SYNC_FLUSH }).length;
}

/**
 * The document template and the site's whole stylesheet. The template links no stylesheet that
 * blocks the first paint: each page inlines the CSS it uses (page-css.ts), and the whole
 * stylesheet follows without blocking for what islands add later.
 */
export interface DocumentVariants {
  template: string;
  css: string;
}

/**
 * One page's document, with the CSS it uses inlined in <head>; its bytes, and the gzip bytes of
 * its first screen (firstScreenGzip), which a budget reads. The whole document is not compressed:
 * no budget reads its gzip bytes, and compressing what follows the first screen too cost each page
 * about as much again.
 */
export function pageDocument(page: string, template: string, pageCss: PageCss, language?: DocumentLanguage) {
  const html = withFirstScreenInFirstPaint(fillTemplate(template.replace('<!--app-head-->', `<style>${pageCss.css}</style><!--app-head-->`), page, language));
  return { html, cssInlined: true, htmlBytes: Buffer.byteLength(html), cssGzip: pageCss.gzip, firstPaint: firstScreenGzip(html) };
}

/** The id given to the last element of the first screen, when it has none, for the link that holds the first paint until it is parsed. */
export const firstScreenId = 'first-screen';

/**
 * The document with its first paint held until the whole first screen is parsed: a link in <head>
 * (rel="expect", blocking="render") names the last element before the fold mark, given an id if it
 * has none. A browser otherwise paints whatever the parser has read when it first yields, on a slow
 * phone the header alone, and paints the hero in a later frame: the largest paint comes after the
 * first. Nothing after the fold is waited for (the first round trip still paints the first screen).
 * The element named is the last one closed before the fold (its previous sibling, or, when the fold
 * is the first in its parent, whatever closed last before that parent opened: a tab panel's heading,
 * the header): once it is parsed, all that precedes the fold is. Unchanged when no fold is marked or
 * nothing closes before it.
 */
export function withFirstScreenInFirstPaint(html: string): string {
  const foldAt = foldStart(html);
  const body = html.indexOf('<body');
  if (foldAt === -1 || body === -1) return html;
  const open: Array<{ name: string; start: number }> = [];
  // The element whose end tag came last: after it, only start tags of the fold's ancestors come before the fold.
  let last: { name: string; start: number } | undefined;
  // Scripts, styles and comments are read past whole: what they hold is no markup.
  const tags = /<(script|style)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  tags.lastIndex = body;
  for (let tag = tags.exec(html); tag && tag.index < foldAt; tag = tags.exec(html)) {
    const [, , closing, name, selfClosing] = tag;
    if (!name || selfClosing || voidElements.has(name.toLowerCase())) continue;
    if (!closing) {
      open.push({ name, start: tag.index });
      continue;
    }
    const at = open.findLastIndex((element) => element.name === name);
    if (at === -1) continue;
    last = open[at];
    open.length = at;
  }
  if (!last) return html;
  const startTag = html.slice(last.start, html.indexOf('>', last.start));
  const ownId = /\sid="([^"]*)"/.exec(startTag)?.[1];
  if (!ownId && html.includes(` id="${firstScreenId}"`)) return html;
  const id = ownId ?? firstScreenId;
  const named = ownId ? html : `${html.slice(0, last.start + 1 + last.name.length)} id="${id}"${html.slice(last.start + 1 + last.name.length)}`;
  return named.replace('</head>', `<link rel="expect" href="#${id}" blocking="render"></head>`);
}
