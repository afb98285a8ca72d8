import { expect, test } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeForPath } from '../../src/routes';
import { once, pageOfEachKind, pagePaths } from './helpers';

/** The built CSS, read once a test asks for it (so the specs list before a build). */
let builtCss: string | undefined;
const cssOf = () =>
  (builtCss ??= readdirSync('dist/assets')
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join('dist/assets', file), 'utf8'))
    .join('\n'));

/** The body of each `@layer <name>{…}` block of the built CSS. */
function layer(name: string): string {
  const css = cssOf();
  const bodies: string[] = [];
  for (let start = css.indexOf(`@layer ${name}{`); start !== -1; start = css.indexOf(`@layer ${name}{`, start + 1)) {
    let depth = 0;
    let index = css.indexOf('{', start);
    const open = index;
    for (; index < css.length; index++) {
      if (css[index] === '{') depth++;
      else if (css[index] === '}' && --depth === 0) break;
    }
    bodies.push(css.slice(open + 1, index));
  }
  return bodies.join('\n');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (entry.name === 'assets' ? [] : htmlFiles(join(dir, entry.name))) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );
}

const widthOrSpacing = /^(?:margin|padding|gap|row-gap|column-gap|inset|top|right|bottom|left|width|min-width|max-width|translate|--tw-translate-[xy])(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?$/;

test.describe('the design system', once, () => {
  // Checks the build once; the screenshots set their own sizes.

  test('no width, margin, padding or gap in the built CSS lies outside the tokens', () => {
    const offenders: string[] = [];
    for (const block of [layer('components'), layer('utilities')])
      for (const [, selector, body] of block.matchAll(/([^{}]+)\{([^{}]*)\}/g))
        for (const [, property, value] of body.matchAll(/([-\w]+):([^;]+)/g)) {
          if (!widthOrSpacing.test(property)) continue;
          const rest = value
            .replace(/var\(--(?:spacing|container|tw)-[\w\\.-]+\)/g, '')
            .replace(/(^|[\s(*/-])-?1px\b/g, '$1')
            .replace(/\b(?:auto|fit-content|max-content|min-content|none|infinity)\b/g, '');
          if (/\d(?:px|r?em|vw|vh|dvh|svh|ch|ex|cm|mm|in|pt)\b/.test(rest)) offenders.push(`${selector.trim()} { ${property}: ${value} }`);
        }
    expect(offenders).toEqual([]);
  });

  test('every class a page uses exists in the CSS, so none silently names a token that is not there', () => {
    const known = new Set(['js']);
    // lucide-react marks its icons with classes of its own that no stylesheet needs.
    const isIconMark = (name: string) => name.startsWith('lucide');
    const missing = new Map<string, string>();
    for (const file of htmlFiles('dist')) {
      const html = readFileSync(file, 'utf8');
      for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g))
        for (const name of list.split(/\s+/).filter(Boolean)) {
          if (known.has(name) || isIconMark(name)) continue;
          // The class as CSS writes it (every character but letters, digits, _ and - escaped), then as a literal in a pattern.
          const inCss = name.replace(/[^\w-]/g, (character) => `\\${character}`);
          const literal = inCss.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          if (new RegExp(`\\.${literal}(?![\\w-])`).test(cssOf())) known.add(name);
          else missing.set(name, file);
        }
    }
    expect([...missing].map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  test('no page scrolls sideways at 320 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of [...pagePaths, '/no-such-page']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path} is ${width} px wide`);
    }
    await context.close();
    expect(wide).toEqual([]);
  });

  test('every picture of a home, package and article page decodes at phone and desktop widths (screenshots attached)', async ({ browser }, testInfo) => {
    const out = 'test-results/screenshots';
    mkdirSync(out, { recursive: true });
    const samples = ['HomePage', 'PackagePage', 'ArticlePage'].map((template) => pageOfEachKind.find((path) => routeForPath(path)?.template === template)!);
    expect(samples).not.toContain(undefined);
    const broken: string[] = [];
    for (const [width, height, isMobile] of [[390, 844, true], [1280, 800, false]] as const) {
      const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile });
      const page = await context.newPage();
      for (const path of samples) {
        await page.goto(path, { waitUntil: 'networkidle' });
        // A full-page screenshot does not scroll, so drawings that load lazily are fetched first.
        const failed = await page.evaluate(async () => {
          const images = [...document.images];
          await Promise.all(images.map((image) => ((image.loading = 'eager'), image.decode().catch(() => undefined))));
          return images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src);
        });
        broken.push(...failed.map((src) => `${path} at ${width} px: ${src}`));
        const file = `${out}/${path.replace(/\W+/g, '-')}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${path} ${width}`, { path: file, contentType: 'image/png' });
      }
      await context.close();
    }
    expect(broken).toEqual([]);
  });
});
