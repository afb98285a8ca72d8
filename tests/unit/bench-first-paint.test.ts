import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { firstPaintGzipBytes, firstPaintPrefix } from '../../scripts/bench/first-paint';
import { withFirstScreenInFirstPaint } from '../../scripts/page-document';
import { foldAttribute } from '../../src/lib/first-screen';

const page = (head: string, body: string) => `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe('what the first paint waits for, as the bench reads it', () => {
  it('is the whole document when no render-blocking expect link names an element', () => {
    const html = page('<link rel="expect" href="#a">', '<div id="a">x</div><p>rest</p>');
    expect(firstPaintPrefix(html)).toBe(html);
  });

  it('ends with the named element, past elements of its own name nested inside it', () => {
    const html = page('<link rel="expect" href="#hero" blocking="render">', '<div id="hero"><div>a</div><!-- </div> --><div><div>b</div></div></div><section>below</section>');
    expect(firstPaintPrefix(html).endsWith('<div><div>b</div></div></div>')).toBe(true);
  });

  it('waits for the whole document when the named element is not in it', () => {
    const html = page('<link rel="expect" href="#gone" blocking="render">', '<p>all</p>');
    expect(firstPaintPrefix(html)).toBe(html);
  });

  it('agrees with the build: the first paint ends where the fold mark starts', () => {
    const fold = `<section ${foldAttribute}>below</section>`;
    const html = withFirstScreenInFirstPaint(page('', `<header>h</header><main><section><h1>t</h1><p>lead</p></section>${fold}</main>`));
    expect(html).toContain('blocking="render"');
    expect(html.slice(firstPaintPrefix(html).length).startsWith(fold)).toBe(true);
  });

  it('agrees with the build when the fold is the first element of its parent (a hidden tab panel)', () => {
    const fold = `<div hidden ${foldAttribute}></div>`;
    const html = withFirstScreenInFirstPaint(page('', `<main><div role="tabpanel"><p>one</p></div><div role="tabpanel"><p>Two</p><div>${fold}<p>more</p></div></div></main>`));
    expect(html).toContain('blocking="render"');
    // Up to the end of the paragraph closed last before the fold: what remains is the fold's parent's start tag, then the fold.
    expect(html.slice(firstPaintPrefix(html).length).startsWith(`<div>${fold}`)).toBe(true);
  });

  it('counts the flushed prefix as gzip a browser can already inflate', () => {
    const html = page('<link rel="expect" href="#a" blocking="render">', `<div id="a">${'first screen '.repeat(50)}</div><p>${'later '.repeat(2000)}</p>`);
    const bytes = firstPaintGzipBytes(Buffer.from(html));
    expect(bytes).toBeLessThan(firstPaintGzipBytes(Buffer.from(html.replace('blocking="render"', ''))));
    expect(bytes).toBeGreaterThan(10);
    // With nothing named, the count is the whole document's gzip stream, header and trailer included.
    const whole = Buffer.from(page('', '<p>x</p>'));
    expect(firstPaintGzipBytes(whole)).toBe(gzipSync(whole, { level: 9 }).length);
  });
});
