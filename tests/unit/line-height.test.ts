import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../scripts/page-document';
import { siteSchema } from '../../src/content/schemas/site';

const site = siteSchema.parse(JSON.parse(readFileSync(new URL('../../content/site/site.json', import.meta.url), 'utf8')));
const styles = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8');
const template = '<!doctype html><html lang="en-GB" dir="ltr"><head><!--app-head--></head><body><!--app-html--></body></html>';

describe("a script's line height and font", () => {
  it('comes from the language in content: the document says it, and the stylesheet names no language', () => {
    for (const language of site.languages) {
      const html = fillTemplate(template, '<main></main>', { lang: language.locale, dir: language.direction, lineHeight: language.lineHeight });
      expect(html.includes('data-line-height="tall"'), language.tag).toBe(language.lineHeight === 'tall');
    }
    expect(styles).toMatch(/\[data-line-height='tall'\]\s*\{/);
    for (const language of site.languages) expect(styles, language.tag).not.toMatch(new RegExp(`:lang\\(\\s*${language.tag}\\b`));
  });

  it("comes from the language in content: the document hands the font's name to the stylesheet, whose font list starts with it", () => {
    for (const language of site.languages) {
      const html = fillTemplate(template, '<main></main>', { lang: language.locale, dir: language.direction, font: language.font });
      const handed = /<html[^>]*\sstyle="--script-font:'([^']+)'"/.exec(html)?.[1];
      expect(handed, language.tag).toBe(language.font);
    }
    expect(styles).toMatch(/--font-sans:\s*var\(--script-font,\s*system-ui\),\s*system-ui/);
  });
});
