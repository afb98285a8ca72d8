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
  // Every browser that runs the islands' module scripts preloads modules natively.
  build: { modulePreload: { polyfill: false } },
  server: { watch: { ignored: ['**/.tmp/**', '**/dist/**', '**/.build/**', '**/test-results/**'] } },
}));
