import { describe, expect, it } from 'vitest';
import { localImports, planPages, type CachedPage } from '../../scripts/page-plan';
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
