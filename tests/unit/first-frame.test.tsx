import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Header } from '../../src/components/layout/Header';
import { IslandIds } from '../../src/islands/ids';
import { preloadIslands } from '../../src/islands/server';

/**
 * An SVG image (an <img> of an .svg file, or a data: URL in CSS) is a document of its own, which the
 * browser builds on the main thread when its bytes arrive: beside the first paint of every page
 * for the header's mark, inside the first style pass for a CSS mask. What every page shows at
 * once is drawn in the page instead.
 */
describe('what every first frame draws', () => {
  beforeAll(preloadIslands);
  const mark = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim();

  it('the header shows the site mark as the drawing in public/favicon.svg, written into the page, with no image', () => {
    const html = renderToStaticMarkup(
      <IslandIds value={{ next: 0 }}>
        <Header />
      </IslandIds>,
    );
    expect(html).not.toMatch(/<img\b/);
    expect(html).toContain(mark);
  });

  it('the stylesheet loads no image: no url() of a file or a data: image', () => {
    const css = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toMatch(/url\(/);
  });
});
