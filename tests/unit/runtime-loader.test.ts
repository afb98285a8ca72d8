import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../scripts/security-headers';
import { loadedAfterPaint, withRuntimeAfterPaint } from '../../scripts/runtime-loader';

// The template as the bundler writes it: the first inline script, the whole stylesheet and the runtime in <head>.
const built = `<!doctype html><html><head><script>!function(){document.documentElement.classList.add('js')}()</script><link rel="stylesheet" crossorigin href="/assets/index-Ab1.css"><script type="module" crossorigin src="/assets/index-Cd2.js"></script></head><body><!--app-html--></body></html>`;

describe('the islands runtime, loaded once the page has painted', () => {
  const template = withRuntimeAfterPaint(built);

  it('is no longer a script the page names in <head>, which would run before the first paint', () => {
    const head = template.slice(0, template.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('/assets/index-Cd2.js');
    // The first inline script is as it was.
    expect(head).toContain(`<script>!function(){document.documentElement.classList.add('js')}()</script>`);
  });

  it('is added, named with the whole stylesheet, by a script after the page content once the first contentful paint is on screen', () => {
    const loader = template.slice(template.indexOf('<!--app-html-->'));
    expect(loader).toMatch(/^<!--app-html--><script>[^<]*<\/script>\s*<\/body>/);
    expect(loader).toContain("observe({type:'paint',buffered:!0})");
    expect(loader).toContain('s.src="/assets/index-Cd2.js"');
    expect(loader).toContain('s.dataset.css="/assets/index-Ab1.css"');
    // Nothing in the loader fetches the whole stylesheet: the first island to wake does.
    expect(loader).not.toContain('prefetch');
  });

  it('is still counted by the build as JavaScript the page loads, and its loader is allowed by the content security policy', () => {
    expect([...template.matchAll(loadedAfterPaint)].map((match) => match[1])).toEqual(['assets/index-Cd2.js']);
    expect(inlineScriptHashes(template)).toHaveLength(2);
  });

  it('refuses a template without the runtime or the stylesheet', () => {
    expect(() => withRuntimeAfterPaint(built.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/runtime/);
    expect(() => withRuntimeAfterPaint(built.replace(/<link rel="stylesheet"[^>]*>/, ''))).toThrow(/stylesheet/);
  });
});
