import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
      return bodies.map((body): CompiledBody => (body.includes('BROKEN') ? { ok: false, line: 2, message: 'broken' } : { ok: true, html: `<p>${body}</p>`, links: [{ href: '/x', line: 1 }] }));
    },
    warmUp() {},
    async close() {},
  };
  return { pool, requests };
}

let cacheDir: string;
beforeEach(async () => {
  cacheDir = join(await mkdtemp(join(tmpdir(), 'compiled-bodies-')), 'mdx');
});
afterEach(() => rm(join(cacheDir, '..'), { recursive: true, force: true }));

describe('the compiled body cache', () => {
  it('compiles a body once, and again only when its text changes', async () => {
    const first = recordingPool();
    const run1 = createCompiledBodies({ pool: first.pool, version: 'v1', cacheDir });
    const [a, b] = await run1.compile(['alpha', 'beta']);
    expect(first.requests).toEqual([['alpha', 'beta']]);
    await run1.persist(new Set([a.key, b.key]));

    // A new process: everything comes from disk, nothing is compiled.
    const second = recordingPool();
    const run2 = createCompiledBodies({ pool: second.pool, version: 'v1', cacheDir });
    const again = await run2.compile(['alpha', 'beta']);
    expect(second.requests).toEqual([[]]);
    expect(again).toEqual([a, b]);
    expect(await run2.html(b.key)).toBe('<p>beta</p>');

    // One body edited: only it is compiled.
    const edited = await run2.compile(['alpha', 'beta, edited']);
    expect(second.requests[1]).toEqual(['beta, edited']);
    expect(edited[0]).toEqual(a);
    expect(edited[1].key).not.toBe(b.key);
  });

  it('keeps results of bodies that fail, with their line, and summaries without the HTML', async () => {
    const { pool, requests } = recordingPool();
    const bodies = createCompiledBodies({ pool, version: 'v1', cacheDir });
    const [broken] = await bodies.compile(['x\nBROKEN']);
    expect(broken.summary).toEqual({ ok: false, line: 2, message: 'broken' });
    await bodies.persist(new Set([broken.key]));
    const later = createCompiledBodies({ pool, version: 'v1', cacheDir });
    expect((await later.compile(['x\nBROKEN']))[0].summary).toEqual({ ok: false, line: 2, message: 'broken' });
    expect(requests).toEqual([['x\nBROKEN'], []]);
  });

  it('compiles everything again when the compiler changes', async () => {
    const { pool, requests } = recordingPool();
    const old = createCompiledBodies({ pool, version: 'v1', cacheDir });
    const [alpha] = await old.compile(['alpha']);
    await old.persist(new Set([alpha.key]));
    const updated = createCompiledBodies({ pool, version: 'v2', cacheDir });
    await updated.compile(['alpha']);
    expect(requests).toEqual([['alpha'], ['alpha']]);
  });

  it('removes results no body uses any more, and recompiles a body whose HTML file is gone', async () => {
    const { pool, requests } = recordingPool();
    const bodies = createCompiledBodies({ pool, version: 'v1', cacheDir });
    const [alpha, beta] = await bodies.compile(['alpha', 'beta']);
    await bodies.persist(new Set([alpha.key]));
    expect(await readdir(cacheDir)).toEqual(expect.arrayContaining([`${alpha.key}.html`, 'index.json']));
    expect(await readdir(cacheDir)).not.toContain(`${beta.key}.html`);

    await rm(join(cacheDir, `${alpha.key}.html`));
    const later = createCompiledBodies({ pool, version: 'v1', cacheDir });
    await later.compile(['alpha']);
    expect(await later.html(alpha.key)).toBe('<p>alpha</p>');
    expect(requests).toEqual([['alpha', 'beta'], [], ['alpha']]);
  });
});
