// The start of an MDX worker thread. It is JavaScript because the process that starts the pool
// may not run through tsx (the Vite dev server, Vitest). It runs the worker's code as the pool
// bundled it (workerData.module); else it registers tsx's loader, then loads the worker's TypeScript module.
import { workerData } from 'node:worker_threads';

if (workerData?.module) await import(workerData.module);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./mdx-worker.ts');
}
