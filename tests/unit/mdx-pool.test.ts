import { afterAll, describe, expect, it } from 'vitest';
import { compileFullBody } from '../../src/content/mdx';
import { availableParallelism } from 'node:os';
import { createInProcessPool, createMdxPool, mdxThreads } from '../../src/content/mdx-pool';

const pool = createMdxPool(2);
afterAll(() => pool.close());

describe('the MDX worker pool', () => {
  it('returns every result in the order the bodies were given', async () => {
    const bodies = Array.from({ length: 40 }, (_, index) => `## Part ${index}\n\nText of part ${index} with [a link](/part-${index}).\n`);
    const results = await pool.compile(bodies);
    expect(results).toHaveLength(40);
    results.forEach((result, index) => {
      expect(result).toEqual({
        ok: true,
        html: `<h2 id="part-${index}">Part ${index}</h2>\n<p>Text of part ${index} with <a href="/part-${index}">a link</a>.</p>`,
        links: [{ kind: 'link', href: `/part-${index}`, line: 3 }],
        headings: [`part-${index}`],
      });
    });
  });

  it('reports an invalid body with the line of the problem inside the body, among valid ones', async () => {
    const broken = 'Fine.\n\n<Callout title="x">\nNever closed\n';
    const results = await pool.compile(['Fine.\n', broken, '**Also** fine.\n']);
    expect(results[0].ok).toBe(true);
    expect(results[1]).toEqual({ ok: false, line: 3, message: 'opens <Callout> but never closes it: add </Callout> on a line of its own after the text it holds.' });
    expect(results[1]).toEqual(await compileFullBody(broken));
    expect(results[2].ok).toBe(true);
  });

  it('gives the same result as compiling on this thread, for bodies the fast path declines too', async () => {
    const bodies = ['Visit www.example.com and *read* `code`.\n', '| A |\n| - |\n| 1 |\n', 'Two is {1 + 1}.\n'];
    expect(await pool.compile(bodies)).toEqual(await Promise.all(bodies.map(compileFullBody)));
  });

  it('answers an empty request without starting work', async () => {
    expect(await pool.compile([])).toEqual([]);
  });
});

describe('compiling on the calling thread', () => {
  it('gives what the workers give, in the order the bodies were given', async () => {
    const bodies = ['## One\n\nFirst [link](/one).\n', 'Fine.\n\n<Callout title="x">\nNever closed\n', 'Two is {1 + 1}.\n', '| A |\n| - |\n| 1 |\n'];
    const inProcess = createInProcessPool();
    expect(await inProcess.compile(bodies)).toEqual(await pool.compile(bodies));
    expect(await inProcess.compile([])).toEqual([]);
  });
});

describe('the number of MDX threads', () => {
  it('is one per core unless CONTENT_MDX_THREADS says otherwise', () => {
    expect(mdxThreads({})).toBe(availableParallelism());
    expect(mdxThreads({ CONTENT_MDX_THREADS: '' })).toBe(availableParallelism());
    expect(mdxThreads({ CONTENT_MDX_THREADS: '0' })).toBe(0);
    expect(mdxThreads({ CONTENT_MDX_THREADS: '3' })).toBe(3);
  });

  it('refuses a value that is not a whole number, naming it', () => {
    expect(() => mdxThreads({ CONTENT_MDX_THREADS: 'two' })).toThrow('CONTENT_MDX_THREADS is "two", but it must be a whole number of threads: 0 compiles on the calling thread.');
    expect(() => mdxThreads({ CONTENT_MDX_THREADS: '-1' })).toThrow('CONTENT_MDX_THREADS is "-1"');
    expect(() => mdxThreads({ CONTENT_MDX_THREADS: '1.5' })).toThrow('CONTENT_MDX_THREADS is "1.5"');
  });
});

describe('the kept worker bundle', () => {
  it('stands while its inputs and versions are as recorded, and not after an input changes or the bundle is gone', async () => {
    const { mkdtempSync, writeFileSync, statSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { workerBundleStands } = await import('../../src/content/mdx-pool');
    const dir = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
    const input = join(dir, 'input.ts');
    const outfile = join(dir, 'worker.mjs');
    const record = join(dir, 'worker.mjs.inputs.json');
    writeFileSync(input, 'export const a = 1;\n');
    writeFileSync(outfile, '// bundle\n');
    const stamp = () => `${statSync(input).size}:${statSync(input).mtimeMs}`;
    writeFileSync(record, JSON.stringify({ versions: 'v1', inputs: { [input]: stamp() } }));
    expect(workerBundleStands(outfile, record, 'v1')).toBe(true);
    expect(workerBundleStands(outfile, record, 'v2')).toBe(false);
    writeFileSync(input, 'export const a = 12;\n');
    expect(workerBundleStands(outfile, record, 'v1')).toBe(false);
    writeFileSync(record, JSON.stringify({ versions: 'v1', inputs: { [input]: stamp() } }));
    expect(workerBundleStands(outfile, record, 'v1')).toBe(true);
    rmSync(outfile);
    expect(workerBundleStands(outfile, record, 'v1')).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
