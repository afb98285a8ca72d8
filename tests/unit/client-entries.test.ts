import { describe, expect, it } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import config, { clientEntries } from '../../vite.config';
import { islandLoaders } from '../../src/islands/registry';

describe('the client bundle\'s entry points', () => {
  it('are the template, the hydrate step and every island the registry lists, by the registry itself', async () => {
    const made = await (config as (env: ConfigEnv) => Promise<UserConfig>)({ command: 'build', mode: 'production' });
    const input = made.build!.rollupOptions!.input as Record<string, string>;
    expect(Object.keys(input)).toEqual(['index', 'hydrate', ...Object.keys(islandLoaders)]);
    for (const island of Object.keys(islandLoaders)) expect(input[island]).toBe(`src/islands/${island}.tsx`);
  }, 30_000);

  it('say which island of the registry has no file of its name', () => {
    expect(() => clientEntries(['Tabs', 'NoSuchIsland'])).toThrow('src/islands/registry.ts names islands without a file of the same name: src/islands/NoSuchIsland.tsx');
  });
});
