import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCompiledBodies } from '../../src/content/compiled-bodies';
import type { CompiledBody } from '../../src/content/mdx';
import type { MdxPool } from '../../src/content/mdx-pool';

/** A pool that records what it is asked to compile and answers with a recognisable HTML. */
function recordingPool() {
  const requests: string[][] = [];
  const pool: MdxPool = {
    async compile(bodies) {
      requests.push([...bodies]);
      return bodies.map((body): CompiledBody => (body.includes('BROKEN') ? { ok: false, line: 2, message: 'broken' } : { ok: true, html: `<p>${body}</p>`, links: [{ kind: 'link', href: '/x', line: 1 }], headings: [] }));
    },
    warmUp() {},
    async close() {},
  };
  return { pool, requests };
}

/** The lines of a cache's line log (line-log.ts) by key, after its first line: each result's JSON text. */
async function logLines(file: string): Promise<Map<string, string>> {
  const lines = (await readFile(file, 'utf8')).split('\n').slice(1, -1);
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]));
}

/** Bodies as the pipeline hands them over. */
const texts = (...bodies: string[]) => bodies.map((text) => ({ text }));

let folder: string;
let indexFile: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'compiled-bodies-'));
  indexFile = join(folder, 'bodies.json');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the compiled body cache', () => {
  it('starts a worker ahead of a body it will be asked to compile, and none for a body it knows', async () => {
    const { pool } = recordingPool();
    let warmed = 0;
    pool.warmUp = () => void warmed++;
    const bodies = await createCompiledBodies({ pool, version: 'v1', indexFile: null });
    await bodies.compile(texts('known'));
    bodies.expect({ text: 'known' });
    expect(warmed).toBe(0);
    bodies.expect({ text: 'new' });
    expect(warmed).toBe(1);
  });

  it('compiles a body once, and again only when its text changes', async () => {
    const first = recordingPool();
    const run1 = await createCompiledBodies({ pool: first.pool, version: 'v1', indexFile });
    const [a, b] = await run1.compile(texts('alpha', 'beta'));
    expect(first.requests).toEqual([['alpha', 'beta']]);
    expect(await run1.html(b.key)).toBe('<p>beta</p>');
    await run1.persist(new Set([a.key, b.key]));

    // A new process: every summary comes from disk, nothing is compiled.
    const second = recordingPool();
    const run2 = await createCompiledBodies({ pool: second.pool, version: 'v1', indexFile });
    const again = await run2.compile(texts('alpha', 'beta'));
    expect(second.requests).toEqual([[]]);
    expect(again).toEqual([a, b]);

    // One body edited: only it is compiled.
    const edited = await run2.compile(texts('alpha', 'beta, edited'));
    expect(second.requests[1]).toEqual(['beta, edited']);
    expect(edited[0]).toEqual(a);
    expect(edited[1].key).not.toBe(b.key);
  });

  it('takes the HTML of an unchanged body from where it was stored, and compiles it again only when it is nowhere', async () => {
    const { pool, requests } = recordingPool();
    const run1 = await createCompiledBodies({ pool, version: 'v1', indexFile });
    const [alpha] = await run1.compile(texts('alpha'));
    await run1.persist(new Set([alpha.key]));
    const run2 = await createCompiledBodies({ pool, version: 'v1', indexFile });
    await run2.compile(texts('alpha'));
    expect(await run2.html(alpha.key, async () => '<p>alpha, from the entry file</p>')).toBe('<p>alpha, from the entry file</p>');
    expect(await run2.html(alpha.key, async () => null)).toBe('<p>alpha</p>');
    expect(requests).toEqual([['alpha'], [], ['alpha']]);
  });

  it('keeps results of bodies that fail, with their line', async () => {
    const { pool, requests } = recordingPool();
    const bodies = await createCompiledBodies({ pool, version: 'v1', indexFile });
    const [broken] = await bodies.compile(texts('x\nBROKEN'));
    expect(broken.summary).toEqual({ ok: false, line: 2, message: 'broken' });
    await bodies.persist(new Set([broken.key]));
    const later = await createCompiledBodies({ pool, version: 'v1', indexFile });
    expect((await later.compile(texts('x\nBROKEN')))[0].summary).toEqual({ ok: false, line: 2, message: 'broken' });
    expect(requests).toEqual([['x\nBROKEN'], []]);
  });

  it('compiles everything again when the compiler changes', async () => {
    const { pool, requests } = recordingPool();
    const old = await createCompiledBodies({ pool, version: 'v1', indexFile });
    const [alpha] = await old.compile(texts('alpha'));
    await old.persist(new Set([alpha.key]));
    const updated = await createCompiledBodies({ pool, version: 'v2', indexFile });
    await updated.compile(texts('alpha'));
    expect(requests).toEqual([['alpha'], ['alpha']]);
  });

  it('drops results no body uses any more', async () => {
    const { pool } = recordingPool();
    const bodies = await createCompiledBodies({ pool, version: 'v1', indexFile });
    const [alpha, beta] = await bodies.compile(texts('alpha', 'beta'));
    await bodies.persist(new Set([alpha.key]));
    const saved = await logLines(indexFile);
    expect([...saved.keys()]).toEqual([alpha.key]);
    expect(saved.has(beta.key)).toBe(false);
  });

  it('writes the index only when something in it changed', async () => {
    const { pool } = recordingPool();
    const bodies = await createCompiledBodies({ pool, version: 'v1', indexFile });
    const [alpha] = await bodies.compile(texts('alpha'));
    await bodies.persist(new Set([alpha.key]));
    await rm(indexFile);
    await bodies.compile(texts('alpha'));
    await bodies.persist(new Set([alpha.key]));
    expect(existsSync(indexFile)).toBe(false);
  });

  it('writes the index at the next chance when writing it failed', async () => {
    const { pool } = recordingPool();
    // A file where the index's folder should be: the write fails.
    const blocked = join(folder, 'cache');
    await writeFile(blocked, '');
    const bodies = await createCompiledBodies({ pool, version: 'v1', indexFile: join(blocked, 'bodies.json') });
    const [alpha] = await bodies.compile(texts('alpha'));
    await expect(bodies.persist(new Set([alpha.key]))).rejects.toThrow();
    await rm(blocked);
    await bodies.persist(new Set([alpha.key]));
    expect([...(await logLines(join(blocked, 'bodies.json'))).keys()]).toEqual([alpha.key]);
  });
});
