import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type UserConfig } from 'vite';
import { contentDevPlugin } from './scripts/vite-content-plugin.ts';
import { pagesDevPlugin } from './scripts/vite-pages-plugin.ts';
import { receiverDevPlugin } from './scripts/vite-receiver-plugin.ts';

const routerBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The browser's entry points: the page template (the islands runtime and the CSS), the hydrate
 * step, and every island of src/islands/registry.ts, whose name is its file's (as the pre-render
 * step finds it in the manifest). The runtime imports none of them by name; each page lists the
 * built files its islands need.
 */
export function clientEntries(islands: readonly string[]): Record<string, string> {
  const files = islands.map((island) => [island, `src/islands/${island}.tsx`]);
  const missing = files.filter(([, file]) => !existsSync(fileURLToPath(new URL(`./${file}`, import.meta.url))));
  if (missing.length > 0) throw new Error(`src/islands/registry.ts names islands without a file of the same name: ${missing.map(([, file]) => file).join(', ')}`);
  return Object.fromEntries([['index', 'index.html'], ['hydrate', 'src/islands/hydrate.tsx'], ...files]);
}

/**
 * The islands' names, from the registry itself. Loaded on its own rather than bundled into this
 * config, which would make every island a dependency of the config (and restart the dev server
 * on each edit of one); the loaders' imports only run when called, so no island is loaded here.
 */
async function islandNames(): Promise<string[]> {
  const registry = fileURLToPath(new URL('./src/islands/registry.ts', import.meta.url));
  const { module } = await runnerImport<typeof import('./src/islands/registry.ts')>(registry, { configFile: false, logLevel: 'silent' });
  return Object.keys(module.islandLoaders);
}

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  plugins: [contentDevPlugin(), receiverDevPlugin(), pagesDevPlugin(), tailwindcss(), react()],
  // react-router publishes its production build without an export condition for it; builds use it by name.
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: routerBuild('index.mjs') }, { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') }] }
      : {},
  // The runtime preloads what an island needs itself, from the list the pre-render step writes
  // beside each island (read from this manifest), so no preload helper ships with every page.
  build: { manifest: true, modulePreload: false, rollupOptions: { input: clientEntries(await islandNames()), preserveEntrySignatures: 'exports-only' } },
  // The dev server’s page modules: the imports of each module it transforms are transformed meanwhile, rather than one
  // after the other as the modules run (about 0.5 s less before the first page, of 2.0-2.7 s loading them).
  environments: { ssr: { dev: { preTransformRequests: true } } },
  server: { watch: { ignored: ['**/.tmp/**', '**/dist/**', '**/.build/**', '**/test-results/**', '**/data/**'] } },
}));
