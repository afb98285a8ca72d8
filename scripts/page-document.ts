/** Turns a rendered page into the HTML document a browser receives, the same way in the build and in dev. */
import { gzipSync } from 'node:zlib';
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

/** The language of a page's document: its lang and dir attributes, and how tall its script's lines are (content/site/site.json). */
export interface DocumentLanguage {
  lang: string;
  dir: string;
  lineHeight?: string;
}

/** The page inside the document template (index.html as Vite built or served it), with the page's language on <html>. */
export function fillTemplate(template: string, html: string, language?: DocumentLanguage): string {
  const { head, body } = hoistHead(html);
  const framed = language ? template.replace(/<html lang="[^"]*"(?: dir="[^"]*")?/, `<html lang="${escapeHtml(language.lang)}" dir="${escapeHtml(language.dir)}"${language.lineHeight && language.lineHeight !== 'normal' ? ` data-line-height="${escapeHtml(language.lineHeight)}"` : ''}`) : template;
  return framed.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
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
 * The document template and the site's whole stylesheet. The template links no stylesheet that
 * blocks the first paint: each page inlines the CSS it uses (page-css.ts), and the whole
 * stylesheet follows without blocking for what islands add later.
 */
export interface DocumentVariants {
  template: string;
  css: string;
}

/** One page's document, with the CSS it uses inlined in <head>, and its gzip sizes. */
export function pageDocument(page: string, template: string, pageCss: PageCss, language?: DocumentLanguage) {
  const html = fillTemplate(template.replace('<!--app-head-->', `<style>${pageCss.css}</style><!--app-head-->`), page, language);
  const htmlGzip = gzipSize(html);
  return { html, cssInlined: true, htmlGzip, cssGzip: pageCss.gzip, firstPaint: htmlGzip };
}
