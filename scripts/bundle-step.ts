/**
 * The bundle step's process: `npm run build` runs this file bundled as plain JavaScript
 * (bundled-step.ts), with the key of the bundles' inputs as its argument. Under the TypeScript
 * loader, the bundler's configuration and the plugins it imports (with the content pipeline they
 * use) went through the loader's thread before bundling could start: about a second of the step.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle';

const root = fileURLToPath(new URL('..', import.meta.url));
const key = process.argv[2];
if (!key) {
  console.error('usage: node <bundled bundle-step> <key of the inputs> (npm run build runs it)');
  process.exit(2);
}
await bundle({ root, dist: join(root, 'dist'), serverOut: join(root, '.build/server'), template: join(root, '.build/document.html') }, key);
