import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { summariesAtRender, summariesImport } from './bundle-key';

/**
 * Bundles the blog's summaries module as the module that takes them at run time (summaries-at-render.ts),
 * as the server bundle does: a step that loads them from their data needs not load the module of every article.
 */
export function summariesGivenAtRunTime(root: string): Plugin {
  return {
    name: 'summaries-given-at-run-time',
    setup(build) {
      build.onResolve({ filter: summariesImport }, () => ({ path: join(root, summariesAtRender) }));
    },
  };
}
