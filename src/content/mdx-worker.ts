/**
 * A worker thread of the MDX pool: compiles the batches of bodies it is sent and answers
 * each with its id and the results in the same order. Started by mdx-pool.ts, never run on its own.
 */
import { parentPort } from 'node:worker_threads';
import { compileBody, type CompiledBody } from './mdx';

export interface BatchRequest {
  id: number;
  bodies: string[];
}

export interface BatchResponse {
  id: number;
  results: CompiledBody[];
}

const port = parentPort;
if (!port) throw new Error('mdx-worker.ts runs only as a worker thread of the MDX pool.');
port.on('message', async ({ id, bodies }: BatchRequest) => {
  const results: CompiledBody[] = [];
  for (const body of bodies) results.push(await compileBody(body));
  port.postMessage({ id, results } satisfies BatchResponse);
});
