import { describe, expect, it } from 'vitest';
import { localImports, planPages, threadShares, type CachedPage } from '../../scripts/page-plan';
import type { RenderedPath } from '../../scripts/render-pages';

const result = (path: string) => ({ kind: 'redirect', path }) as unknown as RenderedPath;
const cached = (path: string, key: string): CachedPage => ({ key, result: result(path) });

describe('which pages a build keeps, renders or removes', () => {
  const previous = { '/a': cached('/a', 'k1'), '/b': cached('/b', 'k2'), '/gone': cached('/gone', 'k3') };

  it('keeps a page whose key is unchanged and whose file is still there', () => {
    const plan = planPages(['/a'], new Map([['/a', 'k1']]), previous, () => true);
    expect(plan).toEqual({ kept: [result('/a')], toRender: [], toRemove: ['/b', '/gone'] });
  });

  it('renders a page whose inputs changed, whose file was deleted, or that is new', () => {
    const keys = new Map([['/a', 'k1'], ['/b', 'changed'], ['/new', 'k9']]);
    const plan = planPages(['/a', '/b', '/new'], keys, previous, (path) => path !== '/a');
    expect(plan.kept).toEqual([]);
    expect(plan.toRender).toEqual(['/a', '/b', '/new']);
  });

  it('removes the pages of addresses that are gone, and only those', () => {
    expect(planPages(['/a', '/b'], new Map([['/a', 'k1'], ['/b', 'k2']]), previous, () => true).toRemove).toEqual(['/gone']);
    expect(planPages(['/a', '/b', '/gone'], new Map(), previous, () => true).toRemove).toEqual([]);
  });

  it('renders everything when there is no record of a last build', () => {
    expect(planPages(['/a', '/b'], new Map([['/a', 'k1']]), {}, () => true)).toEqual({ kept: [], toRender: ['/a', '/b'], toRemove: [] });
  });
});

describe('the scripts the pre-render step runs', () => {
  it('are found by their relative imports, with or without the .ts ending', () => {
    const source = "import { a } from './page-document';\nimport { b } from './page-budgets.ts';\nimport type { C } from './render-pages';\nimport { d } from '../src/routes';\nimport x from 'node:fs';\n";
    expect(localImports(source)).toEqual(['page-document.ts', 'page-budgets.ts', 'render-pages.ts']);
  });
});

describe('the pages each pre-render thread is given at the end', () => {
  const paths = (count: number) => Array.from({ length: count }, (_, index) => `/p${index}`);

  it('are all of them, each once, to one thread when there is one', () => {
    expect(threadShares(paths(5), 1, 3)).toEqual([paths(5)]);
  });

  it('take turns, so that each thread gets pages from all along the list', () => {
    expect(threadShares(paths(6), 2, 0)).toEqual([['/p0', '/p2', '/p4'], ['/p1', '/p3', '/p5']]);
  });

  it('count what the first thread was given while the keys were worked out, and share its surplus among the others', () => {
    for (const [count, threads, firstHas] of [[1000, 2, 400], [1000, 3, 400], [100, 4, 400], [7, 3, 1]]) {
      const shares = threadShares(paths(count), threads, firstHas);
      expect(shares.flat().sort()).toEqual(paths(count).sort());
      const sizes = shares.map((share, index) => share.length + (index === 0 ? firstHas : 0));
      // As even as whole pages allow, unless the first thread had more than its share already.
      if (firstHas <= (count + firstHas) / threads) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(2);
      else expect(shares[0]).toEqual([]);
    }
  });
});
