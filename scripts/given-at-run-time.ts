import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { givenAtRunTime } from './bundle-key';

/**
 * Bundles the blog's summaries module and the page statuses module as the modules that take them at
 * run time (summaries-at-render.ts, statuses-at-render.ts), as the server bundle does: a step that
 * loads them from their data needs not load the module of every article, nor be bundled again when a
 * translation goes stale.
 */
export function generatedGivenAtRunTime(root: string): Plugin {
  return {
    name: 'generated-given-at-run-time',
    setup(build) {
      for (const { find, replacement } of givenAtRunTime) build.onResolve({ filter: find }, () => ({ path: join(root, replacement) }));
    },
  };
}
