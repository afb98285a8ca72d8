import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompiledBody } from '../../src/content/mdx';
import { createMdxPool, sharedMdxPool } from '../../src/content/mdx-pool';
import type { BatchRequest } from '../../src/content/mdx-worker';

// Worker threads stand-ins: each records what it is sent and answers only when a test says so,
// so the order of answers and every failure are in the test's hands.
const { workers, FakeWorker } = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events');
  const workers: Array<InstanceType<typeof FakeWorker>> = [];
  class FakeWorker extends EventEmitter {
    sent: BatchRequest[] = [];
    refs = 0;
    unrefs = 0;
    terminated = false;
    constructor(
      readonly url: URL,
      readonly options: { env?: Record<string, string | undefined> },
    ) {
      super();
      workers.push(this);
    }
    postMessage(message: BatchRequest) {
      this.sent.push(message);
    }
    ref() {
      this.refs++;
    }
    unref() {
      this.unrefs++;
    }
    async terminate() {
      this.terminated = true;
      return 0;
    }
    /** Answers the nth batch it was sent, each body compiled to itself. */
    answer(index: number) {
      const { id, bodies } = this.sent[index];
      this.emit('message', { id, results: bodies.map((body): CompiledBody => ({ ok: true, html: body, links: [], headings: [] })) });
    }
  }
  return { workers, FakeWorker };
});
vi.mock('node:worker_threads', () => ({ Worker: FakeWorker }));

beforeEach(() => {
  workers.length = 0;
});

const bodies = (count: number) => Array.from({ length: count }, (_, index) => `body ${index}`);
const sizes = (worker: InstanceType<typeof FakeWorker>) => worker.sent.map((batch) => batch.bodies.length);

describe('the MDX worker pool', () => {
  it('starts each worker from the boot script, rendering with React\'s production build', () => {
    void createMdxPool(2).compile(bodies(1));
    expect(workers).toHaveLength(1);
    expect(workers[0].url.href).toMatch(/\/src\/content\/mdx-worker-boot\.mjs$/);
    expect(workers[0].options.env).toEqual({ ...process.env, NODE_ENV: 'production' });
  });

  it('shares the bodies in batches among as many workers as it may start, least loaded first', async () => {
    const compiling = createMdxPool(2).compile(bodies(40));
    expect(workers).toHaveLength(2);
    // 40 bodies for 2 workers: batches of 5, handed out in turn.
    expect(sizes(workers[0])).toEqual([5, 5, 5, 5]);
    expect(sizes(workers[1])).toEqual([5, 5, 5, 5]);
    expect(workers[0].sent[0].bodies).toEqual(bodies(5));
    expect(workers[1].sent[0].bodies).toEqual(bodies(10).slice(5));
    expect(new Set([...workers[0].sent, ...workers[1].sent].map((batch) => batch.id)).size).toBe(8);
    for (const worker of [...workers].reverse()) for (let index = 3; index >= 0; index--) worker.answer(index);
    expect((await compiling).map((result) => (result.ok ? result.html : ''))).toEqual(bodies(40));
  });

  it('keeps batches between 1 and 32 bodies', () => {
    const pool = createMdxPool(2);
    void pool.compile(bodies(3));
    expect(workers.flatMap(sizes)).toEqual([1, 1, 1]);
    workers.length = 0;
    void createMdxPool(2).compile(bodies(1000));
    expect(new Set(workers.flatMap(sizes))).toEqual(new Set([32, 8]));
  });

  it('gives new work to a worker that has finished before starting another', () => {
    const pool = createMdxPool(2);
    void pool.compile(bodies(1));
    workers[0].answer(0);
    void pool.compile(bodies(1));
    expect(workers).toHaveLength(1);
    expect(sizes(workers[0])).toEqual([1, 1]);
  });

  it('sends to the worker with the fewest bodies waiting, the first of equals', () => {
    const pool = createMdxPool(2);
    void pool.compile(bodies(8));
    void pool.compile(bodies(1));
    void pool.compile(bodies(1));
    workers[0].answer(0);
    void pool.compile(bodies(1));
    expect([sizes(workers[0]), sizes(workers[1])]).toEqual([
      [1, 1, 1, 1, 1, 1],
      [1, 1, 1, 1, 1],
    ]);
    void pool.compile(bodies(1));
    expect([sizes(workers[0]).length, sizes(workers[1]).length]).toEqual([7, 5]);
  });

  it('lets the process end while its workers are idle, and not while they work', () => {
    const pool = createMdxPool(1);
    void pool.compile(bodies(2));
    const [worker] = workers;
    expect([worker.refs, worker.unrefs]).toEqual([2, 0]);
    worker.answer(0);
    expect(worker.unrefs).toBe(0);
    worker.answer(1);
    expect(worker.unrefs).toBe(1);
  });

  it('answers an empty request without starting a worker', async () => {
    expect(await createMdxPool(2).compile([])).toEqual([]);
    expect(workers).toHaveLength(0);
  });

  it('fails every waiting request once, with the reason, when a worker fails, and stops the workers', async () => {
    const pool = createMdxPool(2);
    const first = pool.compile(bodies(2));
    const second = pool.compile(bodies(1));
    workers[1].emit('error', new Error('out of memory'));
    await expect(first).rejects.toThrow('The MDX worker failed: out of memory');
    await expect(second).rejects.toThrow('The MDX worker failed: out of memory');
    expect(workers.map((worker) => worker.terminated)).toEqual([true, true]);
    workers[0].emit('exit', 1);
    void pool.compile(bodies(1));
    expect(workers).toHaveLength(3);
  });

  it('fails the waiting requests when a worker stops by itself', async () => {
    const pool = createMdxPool(1);
    const compiling = pool.compile(bodies(1));
    workers[0].emit('exit', 1);
    await expect(compiling).rejects.toThrow('The MDX worker stopped with exit code 1.');
  });

  it('stops its workers when closed, without failing, and starts new ones for later work', async () => {
    const pool = createMdxPool(2);
    void pool.compile(bodies(2));
    await pool.close();
    expect(workers.map((worker) => worker.terminated)).toEqual([true, true]);
    for (const worker of workers) worker.emit('exit', 0);
    void pool.compile(bodies(1));
    expect(workers).toHaveLength(3);
  });

  it('starts one idle worker ahead of need, only when it has none', () => {
    const pool = createMdxPool(2);
    pool.warmUp();
    expect(workers).toHaveLength(1);
    expect(workers[0].unrefs).toBe(1);
    pool.warmUp();
    expect(workers).toHaveLength(1);
  });
});

describe('the pool of the process', () => {
  it('is the same for the same compiler, and replaced, its workers stopped, for a new one', () => {
    // The unit tests compile on their own thread (vitest.config.ts); this test is about the workers.
    vi.stubEnv('CONTENT_MDX_THREADS', '2');
    const pool = sharedMdxPool('compiler 1');
    expect(sharedMdxPool('compiler 1')).toBe(pool);
    pool.warmUp();
    const next = sharedMdxPool('compiler 2');
    expect(next).not.toBe(pool);
    expect(workers[0].terminated).toBe(true);
    expect(sharedMdxPool('compiler 2')).toBe(next);
  });
});
