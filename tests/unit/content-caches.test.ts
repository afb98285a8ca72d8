import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyKeyOf, createCompiledBodies } from '../../src/content/compiled-bodies';
import type { CompiledBody } from '../../src/content/mdx';
import type { MdxPool } from '../../src/content/mdx-pool';
import { createParseCache, hashOf } from '../../src/content/parse-cache';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'content-caches-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A pool that counts what it compiles; a body holding "BROKEN" fails from the `failFrom`th request on. */
function countingPool(failFrom = 0) {
  const compiled: string[] = [];
  let requests = 0;
  const pool: MdxPool = {
    async compile(bodies) {
      requests++;
      compiled.push(...bodies);
      return bodies.map((body): CompiledBody =>
        body.includes('BROKEN') && requests > failFrom ? { ok: false, line: 1, message: 'it broke' } : { ok: true, html: `<p>${body}</p>`, links: [], headings: [] },
      );
    },
    warmUp() {},
    async close() {},
  };
  return { pool, compiled };
}

/** Marks a cache file by a time of last change of long ago, which it keeps only as long as it is not written again. */
const longAgo = new Date('2001-01-01T00:00:00Z');
const mark = async (file: string) => utimes(file, longAgo, longAgo);
const marked = async (file: string) => (await stat(file)).mtimeMs === longAgo.getTime();

/** The lines of a cache's line log (line-log.ts) by key, after its first line: each result's JSON text. */
async function logLines(file: string): Promise<Map<string, string>> {
  const lines = (await readFile(file, 'utf8')).split('\n').slice(1, -1);
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]));
}


describe('the key of a compiled body', () => {
  it('is the sha256 of the compiler\'s version and the body, kept apart', () => {
    expect(bodyKeyOf('v1', 'Body.')).toBe(createHash('sha256').update('v1\0Body.').digest('hex'));
    expect(bodyKeyOf('ab', 'c')).not.toBe(bodyKeyOf('a', 'bc'));
  });
});

describe('the compiled bodies', () => {
  it('use the key a body comes with, without hashing it again', async () => {
    const bodies = await createCompiledBodies({ pool: countingPool().pool, version: 'v1', indexFile: null });
    const [given, hashed] = await bodies.compile([{ text: 'One.', key: 'from-the-parse-cache' }, { text: 'Two.' }]);
    expect(given.key).toBe('from-the-parse-cache');
    expect(hashed.key).toBe(bodyKeyOf('v1', 'Two.'));
  });

  it('say which body they do not know, and which body no longer compiles', async () => {
    const { pool } = countingPool(1);
    const indexFile = join(folder, 'bodies.json');
    const bodies = await createCompiledBodies({ pool, version: 'v1', indexFile });
    const [broken] = await bodies.compile([{ text: 'Was fine, now BROKEN.' }]);
    await bodies.persist(new Set([broken.key]));
    await expect(bodies.html('no-such-key')).rejects.toThrow('No MDX body is known for the key no-such-key.');
    await expect(bodies.html(broken.key)).rejects.toThrow('An MDX body that compiled before now fails: it broke');
  });

  it('compile a body again when its HTML is neither in memory nor stored', async () => {
    const { pool, compiled } = countingPool();
    const bodies = await createCompiledBodies({ pool, version: 'v1', indexFile: join(folder, 'bodies.json') });
    const [one] = await bodies.compile([{ text: 'One.' }]);
    await bodies.persist(new Set([one.key]));
    expect(await bodies.html(one.key, async () => null)).toBe('<p>One.</p>');
    expect(await bodies.html(one.key)).toBe('<p>One.</p>');
    expect(compiled).toEqual(['One.', 'One.']);
    await bodies.persist(new Set([one.key]));
    expect(await bodies.html(one.key)).toBe('<p>One.</p>');
    expect(compiled).toEqual(['One.', 'One.', 'One.']);
  });

  it('keep in memory only the bodies still in use, when there is no disk', async () => {
    const { pool, compiled } = countingPool();
    const bodies = await createCompiledBodies({ pool, version: 'v1', indexFile: null });
    const [kept, dropped] = await bodies.compile([{ text: 'Kept.' }, { text: 'Dropped.' }]);
    await bodies.persist(new Set([kept.key]));
    expect(await bodies.html(kept.key)).toBe('<p>Kept.</p>');
    expect(compiled).toEqual(['Kept.', 'Dropped.']);
    await expect(bodies.html(dropped.key)).rejects.toThrow(`No MDX body is known for the key ${dropped.key}.`);
  });

  it('write their index only when it gains or loses a body', async () => {
    const indexFile = join(folder, 'bodies.json');
    const first = await createCompiledBodies({ pool: countingPool().pool, version: 'v1', indexFile });
    const [one] = await first.compile([{ text: 'One.' }]);
    await first.persist(new Set([one.key]));
    await mark(indexFile);

    const second = await createCompiledBodies({ pool: countingPool().pool, version: 'v1', indexFile });
    await second.compile([{ text: 'One.' }]);
    await second.persist(new Set([one.key]));
    expect(await marked(indexFile)).toBe(true);
    await second.persist(new Set([one.key]));
    expect(await marked(indexFile)).toBe(true);

    const [two] = await second.compile([{ text: 'Two.' }]);
    await second.persist(new Set([one.key, two.key]));
    expect(await marked(indexFile)).toBe(false);
    await mark(indexFile);
    await second.persist(new Set([two.key]));
    expect(await marked(indexFile)).toBe(false);
  });
});

describe('the parse cache', () => {
  const article = '---\ntitle: A title\nreview:\n  reviewedBy: meera-iyer\n---\n\nThe body.\n';

  it('is not shared with another parser or compiler', async () => {
    const indexFile = join(folder, 'parsed.json');
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    await first.persist(new Set([first.parse('content/blog/a.mdx', article).hash]));
    for (const [version, compilerVersion] of [['v2', 'c1'], ['v1', 'c2']]) {
      const other = await createParseCache({ version, compilerVersion, file: indexFile });
      expect(other.parse('content/blog/a.mdx', article).parsed?.body?.key, `${version} ${compilerVersion}`).toBeUndefined();
    }
    const same = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    expect(same.parse('content/blog/a.mdx', article).parsed?.body?.key).toBe(bodyKeyOf('c1', '\nThe body.\n'));
  });

  it('gives a stored parse without problems, and finds lines before the body is read', async () => {
    const indexFile = join(folder, 'parsed.json');
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    await first.persist(new Set([first.parse('content/blog/a.mdx', Buffer.from(article)).hash]));
    const second = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const cached = second.parse('content/blog/a.mdx', Buffer.from(article));
    expect(cached.problems).toEqual([]);
    expect(cached.parsed?.locate(['review', 'reviewedBy'])).toBe(4);
  });

  it('stores a parse with empty values, but none with a number JSON cannot hold, however deep', async () => {
    const indexFile = join(folder, 'parsed.json');
    const nulls = '---\nsubtitle: ~\ntags: [a, null]\n---\n\nBody.\n';
    const infinite = '---\nprice: 1\nsizes:\n  large: .inf\n---\n\nBody.\n';
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    await first.persist(new Set([first.parse('content/x/a.mdx', nulls).hash, first.parse('content/x/b.mdx', infinite).hash]));
    const second = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    expect(second.parse('content/x/a.mdx', nulls).parsed).toMatchObject({ data: { subtitle: null, tags: ['a', null] }, body: { key: expect.any(String) } });
    const again = second.parse('content/x/b.mdx', infinite).parsed;
    expect(again?.data).toEqual({ price: 1, sizes: { large: Number.POSITIVE_INFINITY } });
    expect(again?.body?.key).toBeUndefined();
  });

  it('parses again over an index in the layout of an earlier version (one JSON object), and replaces it', async () => {
    const indexFile = join(folder, 'parsed.json');
    const hash = hashOf(article);
    await writeFile(indexFile, JSON.stringify({ version: 'v1/c1', parses: { [hash]: { data: { title: 'Old' }, bodyStart: 0, firstLine: 1, bodyKey: 'old' } } }));
    const cache = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    expect(cache.parse('content/blog/a.mdx', article).parsed?.data).toMatchObject({ title: 'A title' });
    await cache.persist(new Set([hash]));
    expect([...(await logLines(indexFile)).keys()]).toEqual([`p:${hash}`]);
  });

  it('forgets the files of a run that are gone, spelling checks included', async () => {
    const indexFile = join(folder, 'parsed.json');
    const gone = '---\ntitle: Gone\n---\n\nA tumor.\n';
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const kept = first.parse('content/blog/a.mdx', article).hash;
    first.parse('content/blog/b.mdx', gone);
    first.spelling('content/blog/b.mdx', gone, hashOf(gone), 'British');
    await first.persist(new Set([kept]));
    expect([...(await logLines(indexFile)).keys()]).toEqual([`p:${kept}`]);
  });

  it('writes its index only when it gains or loses something', async () => {
    const indexFile = join(folder, 'parsed.json');
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const hash = first.parse('content/blog/a.mdx', article).hash;
    first.spelling('content/blog/a.mdx', article, hash, 'British');
    await first.persist(new Set([hash]));
    await mark(indexFile);

    const second = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    second.parse('content/blog/a.mdx', article);
    second.spelling('content/blog/a.mdx', article, hash, 'British');
    await second.persist(new Set([hash]));
    expect(await marked(indexFile)).toBe(true);
    second.spelling('content/blog/a.mdx', article, hash, 'American');
    await second.persist(new Set([hash]));
    expect(await marked(indexFile)).toBe(false);
    await mark(indexFile);
    await second.persist(new Set());
    expect(await marked(indexFile)).toBe(false);
  });
});
