import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentCacheDir } from '../../scripts/content-step';
import { gnuTimeCpuSeconds } from '../../scripts/bench/scale-commands';
import { coldPlaces } from '../../scripts/bench/scale';
import { targets } from '../../scripts/bench/targets';

describe('the scale benchmark', () => {
  it('reads the CPU time of a command, user and system, from GNU time', () => {
    expect(gnuTimeCpuSeconds('\tUser time (seconds): 12.34\n\tSystem time (seconds): 1.06\n')).toBe(13.4);
    expect(gnuTimeCpuSeconds('no report')).toBeNull();
  });

  it('starts a cold build with nothing an earlier build kept: content cache, bundles, pages, share images', () => {
    const places = coldPlaces('/project', '/project/.tmp/content');
    expect(places).toContain(contentCacheDir('/project', '/project/.tmp/content'));
    for (const kept of ['.build/bundles.json', '.build/prerender-cache.json', '.build/blog-files.json', '.build/share-cache', 'dist']) expect(places).toContain(join('/project', kept));
    // The site's own content cache is not this build's to remove.
    expect(places).not.toContain(contentCacheDir('/project'));
  });

  it('judges the cold build against its targets at both sizes', () => {
    expect(targets.scale[1000]?.coldBuildMs).toBeDefined();
    expect(targets.scale[10000]?.coldBuildMs).toBeDefined();
    expect(targets.scale[10000]?.buildPeakMemoryMb).toBeDefined();
  });
});
