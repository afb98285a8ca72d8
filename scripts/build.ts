/** `npm run build`: content step, client bundle, server bundle, then every page pre-rendered to dist/. */
import './production-env';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { runContentStep } from './content-step';
import { prerenderSite } from './prerender';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
if (!(await runContentStep(root))) process.exit(1);

const dist = join(root, 'dist');
const serverOut = join(root, '.build/server');
await rm(dist, { recursive: true, force: true });
await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false } });
const report = await prerenderSite(root, dist, join(serverOut, 'entry-server.js'));
console.log(
  `Built ${report.pages} pages, ${report.redirects} redirect${report.redirects === 1 ? '' : 's'} and 404.html in ${Math.round(performance.now() - started)} ms (pre-rendering ${report.milliseconds} ms). Home page first-load JS: ${(report.homeFirstLoadJsGzip / 1024).toFixed(1)} KB gzip.`,
);
