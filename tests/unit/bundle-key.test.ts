import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleInputFiles, bundleKey } from '../../scripts/bundle-key';

const root = fileURLToPath(new URL('../..', import.meta.url));
const files = [
  { path: 'src/App.tsx', content: Buffer.from('export const a = 1;') },
  { path: 'index.html', content: Buffer.from('<!doctype html>') },
];
const env = { NODE_ENV: 'production', HOME: '/home/someone' };

describe('the key of the bundles’ inputs', () => {
  it('is the same for the same files and environment, in any order', () => {
    expect(bundleKey([...files].reverse(), env)).toBe(bundleKey(files, env));
  });

  it('changes when a file changes, is renamed, added or missing', () => {
    const key = bundleKey(files, env);
    expect(bundleKey([{ ...files[0], content: Buffer.from('export const a = 2;') }, files[1]], env)).not.toBe(key);
    expect(bundleKey([{ ...files[0], path: 'src/Other.tsx' }, files[1]], env)).not.toBe(key);
    expect(bundleKey([...files, { path: 'public/favicon.svg', content: Buffer.from('<svg/>') }], env)).not.toBe(key);
    expect(bundleKey([{ ...files[0], content: null }, files[1]], env)).not.toBe(key);
    expect(bundleKey([{ ...files[0], content: Buffer.from('') }, files[1]], env)).not.toBe(bundleKey([{ ...files[0], content: null }, files[1]], env));
  });

  it('does not run one file into the next', () => {
    const joined = [{ path: 'a', content: Buffer.from('xy') }, { path: 'b', content: Buffer.from('') }];
    const split = [{ path: 'a', content: Buffer.from('x') }, { path: 'b', content: Buffer.from('y') }];
    expect(bundleKey(joined, env)).not.toBe(bundleKey(split, env));
  });

  it('changes with the variables that reach the bundles, not with others', () => {
    const key = bundleKey(files, env);
    expect(bundleKey(files, { ...env, NODE_ENV: 'development' })).not.toBe(key);
    expect(bundleKey(files, { ...env, VITE_ENDPOINT: 'https://example.org' })).not.toBe(key);
    expect(bundleKey(files, { ...env, HOME: '/elsewhere' })).toBe(key);
  });

  it('covers the code, the generated modules, the template, the configuration and the options given to it, its plugins and what they import, and the locked dependencies', async () => {
    const inputs = await bundleInputFiles(root);
    for (const file of ['src/entry-server.tsx', 'src/generated/site.ts', 'src/styles.css', 'public/favicon.svg', 'index.html', 'vite.config.ts', 'scripts/bundle.ts', 'package-lock.json', 'scripts/vite-pages-plugin.ts', 'scripts/page-document.ts', 'content/site/site.json'])
      expect(inputs).toContain(file);
    expect(inputs.some((file) => file.startsWith('content/blog/'))).toBe(false);
  });
});
