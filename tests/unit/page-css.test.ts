import { describe, expect, it } from 'vitest';
import { pageStylesheet, scriptClasses, withTokenValues } from '../../scripts/page-css';

/** A stylesheet shaped like the site's: tokens, a base layer, components and utilities, state variants. */
const siteCss = `
@layer theme{:root{--color-brand:#0f5e5a;--color-unused:#f00;--spacing-4:1rem;--brand-text:var(--color-brand)}}
@layer base{body{margin:0;-webkit-font-smoothing:antialiased}table{border-collapse:collapse}h1{font-weight:700;text-wrap:balance}}
@layer components{.card{padding:var(--spacing-4)}.toast{color:var(--color-unused)}}
@layer utilities{.text-brand{color:var(--brand-text)}.hidden{display:none}.tab[aria-selected=true]{font-weight:700}.menu:popover-open{display:block}.section:not(.tint){padding-top:0}.open\\:rotate:is([open],:popover-open){rotate:180deg}.nojs\\:block:where(html:not(.js) *){display:block}@media (width>=40rem){.sm\\:grid{display:grid}}.content-\\[\\'x\\'\\]{content:'x'}}
@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}
`;
const template = `<html><head><script>document.documentElement.classList.add('js');x.classList.toggle('hidden',!s)</script></head><body><!--app-html--></body></html>`;
const page = `<div class="card section sm:grid"><h1 class="text-brand content-[&#x27;x&#x27;]">Title</h1><button class="tab" aria-selected="true">A</button><details class="open:rotate"></details><div class="menu nojs:block" popover></div></div>`;

describe('the CSS a page inlines', () => {
  const cssFor = pageStylesheet(siteCss, template);
  const { css } = cssFor(page);

  it('keeps the rule of every class, element and breakpoint the page uses, each declaration as written', () => {
    expect(css).toContain('.card{');
    expect(css).toContain('.text-brand{');
    expect(css).toMatch(/h1\{[^}]*text-wrap:balance/);
    expect(css).toContain('.sm\\:grid{display:grid}');
    // A class as React writes it in HTML, with entities.
    expect(css).toContain(".content-\\[\\'x\\'\\]");
    // The template's own elements, around every page.
    expect(css).toMatch(/body\{[^}]*-webkit-font-smoothing:antialiased/);
  });

  it('keeps the tokens the kept rules read, through other tokens too', () => {
    expect(css).toContain('--spacing-4:1rem');
    expect(css).toContain('--brand-text:var(--color-brand)');
    expect(css).toContain('--color-brand:#0f5e5a');
  });

  it('drops the rules of classes and elements the page lacks, and the tokens only they read', () => {
    expect(css).not.toContain('.toast');
    expect(css).not.toContain('table{');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('@property --tw-shadow');
  });

  it('keeps the states the page can reach before its islands wake: chosen tabs, open disclosures and popovers, JavaScript off', () => {
    expect(css).toContain('.tab[aria-selected=true]');
    expect(css).toContain('.menu:popover-open');
    expect(css).toContain('.open\\:rotate:is([open],:popover-open)');
    expect(css).toContain('html:not(.js)');
    expect(css).toContain('.section:not(.tint)');
    // `hidden` is toggled by the template's inline script on tab panels, even on a page without one hidden yet.
    expect(css).toContain('.hidden{display:none}');
  });

  it('reads the classes the inline scripts add from the template itself', () => {
    expect(scriptClasses(template)).toEqual(['js', 'hidden']);
  });

  it('keeps every declaration of a rule it keeps, even of a property named like a class the page lacks', () => {
    // lightningcss keeps properties it does not know as custom ones, and would drop those named like an unused class.
    const withUtility = pageStylesheet(`${siteCss}@layer utilities{.border-collapse{border-collapse:collapse}.text-wrap{text-wrap:wrap}}`, template);
    const picked = withUtility(`<table class="card"><tr><td><h1>T</h1></td></tr></table>`).css;
    expect(picked).toMatch(/table\{[^}]*border-collapse:collapse/);
    expect(picked).toMatch(/h1\{[^}]*text-wrap:balance/);
  });

  it("leaves the stylesheet's licence banner to the whole stylesheet, which every page links", () => {
    const licensed = pageStylesheet(`/*! a library v1 | MIT License */\n${siteCss}`, template)(page).css;
    expect(licensed).not.toContain('MIT License');
    expect(licensed).toBe(css);
  });

  it('gives a page the same CSS as another that uses the same names', () => {
    expect(cssFor(`<p>Other words</p>${page}`).css).toBe(css);
  });
});

describe('the reset of form fields a page inlines', () => {
  const fieldsCss = `@layer base{::placeholder{opacity:1}::file-selector-button{margin:0}::-webkit-datetime-edit{padding:0}::-webkit-inner-spin-button{height:auto}::-webkit-search-decoration{appearance:none}.box{color:red}}`;
  const cssFor = pageStylesheet(fieldsCss, template);

  it('drops the parts of fields a page has none of: no placeholder without a field, no date parts without a date', () => {
    const { css } = cssFor('<p class="box">No form</p>');
    expect(css).toContain('.box{');
    for (const part of ['::placeholder', '::file-selector-button', '::-webkit-datetime-edit', '::-webkit-inner-spin-button', '::-webkit-search-decoration']) expect(css).not.toContain(part);
  });

  it('keeps the parts of the kinds of field the page has', () => {
    const email = cssFor('<input type="email" class="box">').css;
    expect(email).toContain('::placeholder');
    expect(email).not.toContain('::-webkit-datetime-edit');
    const date = cssFor('<input type="date"><input type="file"><input type="search">').css;
    for (const part of ['::file-selector-button', '::-webkit-datetime-edit', '::-webkit-inner-spin-button', '::-webkit-search-decoration']) expect(date).toContain(part);
  });
});

describe("the design tokens in a page's CSS", () => {
  const css = '@layer theme{:root,:host{--spacing-4:1rem;--font-sans:system-ui, sans-serif;--default-font:var(--font-sans);--line:1.4;--brand:#0f5e5a;--kept:red}}@layer base{html{font-family:var(--default-font,Arial)}}.p-4{padding:var(--spacing-4)}.t{line-height:var(--tw-leading,var(--line))}:lang(ar){--line:1.6}.c{color:var(--brand)}';

  it('are written where a rule reads them, and leave :root when nothing reads them any more', () => {
    const folded = withTokenValues(css, new Set(['--kept']));
    expect(folded).toContain('.p-4{padding:1rem}');
    expect(folded).toContain('.c{color:#0f5e5a}');
    expect(folded).not.toContain('--spacing-4:');
    expect(folded).not.toContain('--brand:');
  });

  it("stay tokens where another rule sets them, where a fallback follows them, or where the page's own style reads them", () => {
    const folded = withTokenValues(css, new Set(['--kept']));
    expect(folded).toContain('var(--tw-leading,var(--line))');
    expect(folded).toContain('--line:1.4');
    expect(folded).toContain('font-family:var(--default-font,Arial)');
    expect(folded).toContain('--default-font:system-ui, sans-serif');
    expect(folded).toContain('--kept:red');
  });
});
