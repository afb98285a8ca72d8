// The start of an MDX worker thread. It is JavaScript because the process that starts the pool
// may not run through tsx (the Vite dev server, Vitest): it registers tsx's loader, then loads
// the worker's TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./mdx-worker.ts');
