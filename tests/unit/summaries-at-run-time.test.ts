import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { unbundled, summariesAtRender } from '../../scripts/bundle-key';
import { summariesGivenAtRunTime } from '../../scripts/summaries-at-run-time';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('a step bundled with the summaries given at run time', () => {
  it('holds the module that takes them, and no generated module the bundles leave out', async () => {
    // The blog files' step, as the build bundles it (nothing is written).
    const { metafile } = await build({
      entryPoints: ['scripts/blog-files-step.ts'],
      absWorkingDir: root,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      write: false,
      outdir: 'out',
      metafile: true,
      logLevel: 'silent',
      plugins: [summariesGivenAtRunTime(root)],
    });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain(summariesAtRender);
    for (const file of unbundled) expect(inputs).not.toContain(file);
  });
});
