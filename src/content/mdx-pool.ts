import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CompiledBody } from './mdx';
import type { BatchRequest, BatchResponse } from './mdx-worker';

/** Compiles MDX bodies on worker threads; results come back in the order the bodies were given. */
export interface MdxPool {
  compile(bodies: readonly string[]): Promise<CompiledBody[]>;
  /** Starts one worker ahead of need, so that the first compile of a long-running server waits for no start-up. */
  warmUp(): void;
  /** Stops the workers; a later compile starts new ones. */
  close(): Promise<void>;
}

interface Batch {
  done: (results: CompiledBody[]) => void;
  fail: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Batches sent and not yet answered, by id. */
  batches: Map<number, Batch>;
  /** Bodies sent and not yet answered: new work goes to the worker with the fewest. */
  load: number;
}

let bundled: string | null | undefined;

/** What a worker bundle was made from: each input file with its size and time of last change, and esbuild's and Node's versions. */
interface WorkerRecord {
  versions: string;
  inputs: Record<string, string>;
}

function stampOf(file: string): string {
  try {
    const info = statSync(file);
    return `${info.size}:${info.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** Whether the bundle at `outfile` was made by these versions from its input files as they are now (read from its record, `recordFile`). */
export function workerBundleStands(outfile: string, recordFile: string, versions: string): boolean {
  try {
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as WorkerRecord;
    return record.versions === versions && existsSync(outfile) && Object.entries(record.inputs).every(([file, stamp]) => stampOf(file) === stamp);
  } catch {
    return false;
  }
}

/**
 * The worker's code as one JavaScript module (mdx-worker.ts, the project's files it imports and the
 * packages they use: the MDX compiler is about a hundred and fifty small modules, which took a worker
 * about 0.3 s to find and load, and 0.05 s as one file), made by esbuild into .build/ and kept there while every file it was made
 * from has the size and time of last change it had then: making it costs the process that starts
 * the pool about half a second of CPU (loading esbuild and bundling), on every run after one edit
 * as on a cold one. A worker that runs it needs no TypeScript loader, whose registration in each
 * worker costs seconds of CPU (every module the worker loads goes through the loader's own thread).
 * Null when it cannot be made: the boot script then loads the TypeScript through tsx.
 */
function bundledWorker(): string | null {
  if (bundled !== undefined) return bundled;
  try {
    const require = createRequire(import.meta.url);
    const { version } = require('esbuild/package.json') as { version: string };
    const options = {
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      // The worker always runs React's production build (startWorker); the development one is left out.
      define: { 'process.env.NODE_ENV': '"production"' },
      // The CommonJS packages inside (React) require Node's own modules, which an ES module has no require for. The
      // module's address is spelt in parts: the build bundles this file with a plugin that replaces the words.
      banner: { js: `import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(${['import', 'meta', 'url'].join('.')});` },
    } as const;
    // With the options: a bundle made otherwise is made again.
    const versions = `esbuild ${version}, node ${process.version}, ${JSON.stringify(options)}`;
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const outfile = join(root, '.build/mdx-worker.mjs');
    const recordFile = `${outfile}.inputs.json`;
    if (!workerBundleStands(outfile, recordFile, versions)) {
      const { buildSync } = require('esbuild') as typeof import('esbuild');
      // Written under a name of this process's and renamed: two processes making it at once leave one whole file.
      const temporary = `${outfile}.${process.pid}.tmp`;
      const { metafile } = buildSync({
        entryPoints: [fileURLToPath(new URL('./mdx-worker.ts', import.meta.url))],
        outfile: temporary,
        ...options,
        logLevel: 'silent',
        metafile: true,
        absWorkingDir: root,
      });
      const inputs = Object.keys(metafile.inputs)
        .filter((file) => !file.includes(':'))
        .map((file) => resolve(root, file));
      renameSync(temporary, outfile);
      const record: WorkerRecord = { versions, inputs: Object.fromEntries(inputs.map((file) => [file, stampOf(file)])) };
      writeFileSync(`${recordFile}.${process.pid}.tmp`, JSON.stringify(record));
      renameSync(`${recordFile}.${process.pid}.tmp`, recordFile);
    }
    bundled = pathToFileURL(outfile).href;
  } catch {
    bundled = null;
  }
  return bundled;
}

function startWorker(): Worker {
  // React's production build renders the same HTML several times faster than its development build.
  return new Worker(new URL('./mdx-worker-boot.mjs', import.meta.url), { workerData: { module: bundledWorker() }, env: { ...process.env, NODE_ENV: 'production' } });
}

/**
 * Every batch is sent the moment it is asked for, to the least loaded worker, and each worker
 * works through its own queue: the pipeline asks while it parses front matter without pausing,
 * so a pool that waited for answers to hand out more work would sit idle until parsing ended.
 */
export function createMdxPool(size: number = availableParallelism()): MdxPool {
  const slots: Slot[] = [];
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const slot of slots.splice(0)) {
      for (const batch of slot.batches.values()) batch.fail(error);
      void slot.worker.terminate();
    }
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: startWorker(), batches: new Map(), load: 0 };
    slot.worker.on('message', ({ id, results }: BatchResponse) => {
      const batch = slot.batches.get(id)!;
      slot.batches.delete(id);
      slot.load -= results.length;
      // A busy worker keeps the process alive; an idle one must not, or a CLI run would never end.
      if (slot.batches.size === 0) slot.worker.unref();
      batch.done(results);
    });
    slot.worker.on('error', (error) => failAll(new Error(`The MDX worker failed: ${error.message}`, { cause: error })));
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) failAll(new Error(`The MDX worker stopped with exit code ${code}.`));
    });
    slots.push(slot);
    return slot;
  };

  const send = (bodies: string[], batch: Batch) => {
    const least = slots.reduce<Slot | undefined>((best, slot) => (!best || slot.load < best.load ? slot : best), undefined);
    const slot = least && (least.load === 0 || slots.length >= size) ? least : spawn();
    const id = nextId++;
    slot.batches.set(id, batch);
    slot.load += bodies.length;
    slot.worker.ref();
    slot.worker.postMessage({ id, bodies } satisfies BatchRequest);
  };

  return {
    compile(bodies) {
      if (bodies.length === 0) return Promise.resolve([]);
      // Batches small enough to share the work evenly, large enough that messages cost little.
      const batchSize = Math.max(1, Math.min(32, Math.ceil(bodies.length / (size * 4))));
      const results: CompiledBody[] = new Array(bodies.length);
      return new Promise((resolve, reject) => {
        let pending = Math.ceil(bodies.length / batchSize);
        let failed = false;
        for (let start = 0; start < bodies.length; start += batchSize) {
          send(bodies.slice(start, start + batchSize), {
            done: (batch) => {
              batch.forEach((result, offset) => (results[start + offset] = result));
              if (--pending === 0) resolve(results);
            },
            fail: (error) => {
              if (!failed) reject(error);
              failed = true;
            },
          });
        }
      });
    },
    warmUp() {
      if (slots.length === 0) spawn().worker.unref();
    },
    async close() {
      const closing = slots.splice(0);
      await Promise.all(closing.map((slot) => slot.worker.terminate()));
    },
  };
}

/**
 * A pool that compiles on the calling thread, one body after another. Slower on a large site,
 * but a debugger, a profiler, a coverage or a mutation tool sees the compiler run, which it
 * cannot inside a worker thread. `CONTENT_MDX_THREADS=0` asks for it (the unit tests do).
 */
export function createInProcessPool(): MdxPool {
  return {
    async compile(bodies) {
      const { compileBody } = await import('./mdx');
      const results: CompiledBody[] = [];
      for (const body of bodies) results.push(await compileBody(body));
      return results;
    },
    warmUp() {},
    async close() {},
  };
}

/**
 * How many worker threads compile MDX: `CONTENT_MDX_THREADS` when set (0 compiles on the calling
 * thread), else one per core.
 */
export function mdxThreads(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const value = env.CONTENT_MDX_THREADS;
  if (value === undefined || value === '') return availableParallelism();
  if (!/^\d+$/.test(value)) throw new Error(`CONTENT_MDX_THREADS is "${value}", but it must be a whole number of threads: 0 compiles on the calling thread.`);
  return Number(value);
}

const sharedKey = Symbol.for('content.mdxPool');
type SharedSlot = { version: string; pool: MdxPool };

/**
 * One pool per process. It lives on globalThis because the dev server loads the content step
 * afresh after a schema edit, and a new module must not start a second set of workers; a new
 * compiler version (an edit to mdx.ts) replaces the workers, which still run the old code.
 */
export function sharedMdxPool(version: string): MdxPool {
  const holder = globalThis as { [sharedKey]?: SharedSlot };
  const current = holder[sharedKey];
  if (current?.version === version) return current.pool;
  void current?.pool.close();
  const threads = mdxThreads();
  const pool = threads === 0 ? createInProcessPool() : createMdxPool(threads);
  holder[sharedKey] = { version, pool };
  return pool;
}
