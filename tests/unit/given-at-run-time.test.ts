import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { statusesAtRender, summariesAtRender, unbundled } from '../../scripts/bundle-key';
import { generatedGivenAtRunTime } from '../../scripts/given-at-run-time';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('a step bundled with the summaries and page statuses given at run time', () => {
  it('holds the modules that take them, and no generated module the bundles leave out', async () => {
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
      plugins: [generatedGivenAtRunTime(root)],
    });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain(summariesAtRender);
    expect(inputs).toContain(statusesAtRender);
    for (const file of unbundled) expect(inputs).not.toContain(file);
  });
});
