// The start of a worker thread that runs a TypeScript module: worker threads do not inherit the
// TypeScript loader of the process that starts them, so this registers it, then loads the module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
