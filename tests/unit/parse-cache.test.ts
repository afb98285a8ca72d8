import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyKeyOf } from '../../src/content/compiled-bodies';
import { createParseCache, hashOf } from '../../src/content/parse-cache';

let folder: string;
let indexFile: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'parse-cache-'));
  indexFile = join(folder, 'parsed.json');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** The lines of a cache's line log (line-log.ts) by key, after its first line: each result's JSON text. */
async function logLines(file: string): Promise<Map<string, string>> {
  const lines = (await readFile(file, 'utf8')).split('\n').slice(1, -1);
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]));
}

/** Doctors the stored parse of `text`: a result that shows it came from the cache, not from parsing. */
async function doctor(file: string, text: string): Promise<void> {
  const lines = await logLines(file);
  const key = `p:${hashOf(text)}`;
  const stored = JSON.parse(lines.get(key)!);
  stored.data.title = 'From the cache';
  lines.set(key, JSON.stringify(stored));
  const [first] = (await readFile(file, 'utf8')).split('\n');
  await writeFile(file, `${first}\n${[...lines].map(([name, json]) => `${name} ${json}\n`).join('')}`);
}

const article = '---\ntitle: A title\nreview:\n  reviewedBy: meera-iyer\n---\n\nThe body.\n';

describe('the parsed front matter cache', () => {
  it('answers an unchanged file from disk, and finds lines by parsing it again only when asked', async () => {
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const fresh = first.parse('content/blog/a.mdx', article);
    await first.persist(new Set([fresh.hash]));

    await doctor(indexFile, article);

    const second = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const cached = second.parse('content/blog/a.mdx', article);
    expect(cached.parsed?.data).toEqual({ title: 'From the cache', review: { reviewedBy: 'meera-iyer' } });
    expect(cached.parsed?.body?.text).toBe(fresh.parsed?.body?.text);
    expect(cached.parsed?.body?.firstLine).toBe(fresh.parsed?.body?.firstLine);
    // The body's compile key comes with it, so a run of cached files never hashes a body.
    expect(cached.parsed?.body?.key).toBe(bodyKeyOf('c1', fresh.parsed!.body!.text));
    expect(cached.parsed?.locate(['review', 'reviewedBy'])).toBe(4);
  });

  it('reads bytes as well as text, and decodes bytes only when the text is needed', async () => {
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    await first.persist(new Set([first.parse('content/blog/a.mdx', Buffer.from(article)).hash]));
    const second = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const fromBytes = second.parse('content/blog/a.mdx', Buffer.from(article));
    const fromText = second.parse('content/blog/a.mdx', article);
    expect(fromBytes.hash).toBe(fromText.hash);
    expect(fromBytes.parsed?.body?.text).toBe('\nThe body.\n');
    expect(fromBytes.parsed?.locate(['title'])).toBe(2);
  });

  it('parses again when the text changes or the parser does', async () => {
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    await first.persist(new Set([first.parse('content/blog/a.mdx', article).hash]));
    const edited = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    expect(edited.parse('content/blog/a.mdx', article.replace('A title', 'New title')).parsed?.data).toMatchObject({ title: 'New title' });
    const newParser = await createParseCache({ version: 'v2', compilerVersion: 'c1', file: indexFile });
    await doctor(indexFile, article);
    expect(newParser.parse('content/blog/a.mdx', article).parsed?.data).toMatchObject({ title: 'A title' });
  });

  it('keeps a file that does not parse, and names the file that asks', async () => {
    const broken = '---\ntitle: Test: Surgery\n---\n\nBody.\n';
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const own = first.parse('content/blog/one.mdx', broken);
    await first.persist(new Set([own.hash]));
    const second = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const again = second.parse('content/blog/two.mdx', broken);
    expect(again.parsed).toBeNull();
    expect(again.problems).toEqual(own.problems.map((problem) => ({ ...problem, file: 'content/blog/two.mdx' })));
    expect(again.problems[0].line).toBe(2);
  });

  it('keeps the spelling check of each file per variety of English, naming the file that asks', async () => {
    const text = '---\ntitle: A tumor\n---\n\nThe tumor.\n';
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const british = first.spelling('content/blog/a.mdx', text, hashOf(text), 'British');
    expect(british.map((problem) => problem.line)).toEqual([2, 5]);
    await first.persist(new Set([hashOf(text)]));
    const second = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    expect(second.spelling('content/blog/b.mdx', text, hashOf(text), 'British')).toEqual(british.map((problem) => ({ ...problem, file: 'content/blog/b.mdx' })));
    expect(second.spelling('content/blog/b.mdx', text, hashOf(text), 'American')).toEqual([]);
  });

  it('does not store values JSON cannot hold, such as .inf', async () => {
    const infinite = '---\nprice: .inf\n---\n\nBody.\n';
    const first = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    const parsed = first.parse('content/packages/x.mdx', infinite);
    await first.persist(new Set([parsed.hash]));
    const second = await createParseCache({ version: 'v1', compilerVersion: 'c1', file: indexFile });
    expect(second.parse('content/packages/x.mdx', infinite).parsed?.data).toEqual({ price: Number.POSITIVE_INFINITY });
  });
});
