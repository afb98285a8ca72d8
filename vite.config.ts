import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { contentDevPlugin } from './scripts/vite-content-plugin.ts';
import { pagesDevPlugin } from './scripts/vite-pages-plugin.ts';

const routerBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The browser's entry points: the page template (the islands runtime and the CSS), the hydrate
 * step, and every island of src/islands/registry.ts. The runtime imports none of them by name;
 * each page lists the built files its islands need.
 */
function clientEntries(): Record<string, string> {
  const registry = readFileSync(new URL('./src/islands/registry.ts', import.meta.url), 'utf8');
  const islands = [...registry.matchAll(/^\s+(\w+): \(\) => import\('\.\/(\w+)'\)/gm)].map((match) => match[2]);
  return Object.fromEntries([['index', 'index.html'], ['hydrate', 'src/islands/hydrate.tsx'], ...islands.map((island) => [island, `src/islands/${island}.tsx`])]);
}

export default defineConfig(({ command }) => ({
  plugins: [contentDevPlugin(), pagesDevPlugin(), tailwindcss(), react()],
  // react-router publishes its production build without an export condition for it; builds use it by name.
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: routerBuild('index.mjs') }, { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') }] }
      : {},
  // The runtime preloads what an island needs itself, from the list the pre-render step writes
  // beside each island (read from this manifest), so no preload helper ships with every page.
  build: { manifest: true, modulePreload: false, rollupOptions: { input: clientEntries(), preserveEntrySignatures: 'exports-only' } },
  server: { watch: { ignored: ['**/.tmp/**', '**/dist/**', '**/.build/**', '**/test-results/**'] } },
}));
