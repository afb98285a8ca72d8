import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { contentDevPlugin } from './scripts/vite-content-plugin.ts';
import { pagesDevPlugin } from './scripts/vite-pages-plugin.ts';

const routerBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [contentDevPlugin(), pagesDevPlugin(), tailwindcss(), react()],
  // react-router publishes its production build without an export condition for it; builds use it by name.
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: routerBuild('index.mjs') }, { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') }] }
      : {},
  // The runtime preloads what an island needs itself, from the list the pre-render step writes
  // beside each island (read from this manifest), so no preload helper ships with every page.
  build: { manifest: true, modulePreload: false },
  server: { watch: { ignored: ['**/.tmp/**', '**/dist/**', '**/.build/**', '**/test-results/**'] } },
}));
