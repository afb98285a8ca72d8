/** Turns a rendered page into the HTML document a browser receives, the same way in the build and in dev. */
import { gzipSync } from 'node:zlib';
import { pageBudgets } from './page-budgets.ts';

const HOISTED_RUN = /^(?:<title>[^<]*<\/title>|<style data-precedence=[^>]*>[^<]*<\/style>|<(?:meta|link)\b[^>]*>)+/;

/**
 * React renders a page's <title>, <meta> and <link> tags, and the <style precedence> of a page
 * that has one of its own, first, ahead of the markup; they belong in <head>. Returns that leading run and the rest.
 */
export function hoistHead(html: string): { head: string; body: string } {
  const head = HOISTED_RUN.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** The page inside the document template (index.html as Vite built or served it). */
export function fillTemplate(template: string, html: string): string {
  const { head, body } = hoistHead(html);
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
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

/**
 * The document template with the site's CSS two ways: inlined in a <style> (a small page paints
 * from its first round trip) or linked as the first request of <head> (a larger page; the
 * stylesheet is then cached for every other page).
 */
export interface DocumentVariants {
  inlined: string;
  linked: string;
  cssGzip: number;
}

/** The document of one page: CSS inlined when the whole fits the first round trip, else linked. */
export function chooseDocument(page: string, variants: DocumentVariants) {
  const linked = fillTemplate(variants.linked, page);
  const linkedGzip = gzipSize(linked);
  // A document over the budget without its CSS is over it with the CSS too: no need to try.
  if (linkedGzip <= pageBudgets.firstRoundTrip) {
    const inlined = fillTemplate(variants.inlined, page);
    const inlinedGzip = gzipSize(inlined);
    if (inlinedGzip <= pageBudgets.firstRoundTrip) return { html: inlined, cssInlined: true, htmlGzip: inlinedGzip, firstPaint: inlinedGzip };
  }
  return { html: linked, cssInlined: false, htmlGzip: linkedGzip, firstPaint: linkedGzip + variants.cssGzip };
}
