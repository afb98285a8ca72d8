import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltEntry, ContentResult } from '../../src/content/pipeline';
import { createWriter, entryFingerprints, writeGenerated } from '../../src/content/write';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'write-generated-files-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const banner = '// Generated from content/ by the content step. Do not edit: edit the content file instead.\n';
const article = (id: string, title: string, bodyKey: string): BuiltEntry => ({ id, data: { title, excerpt: `About ${title}.`, author: 'meera-iyer' }, bodyKey });
const question = (id: string, bodyKey: string): BuiltEntry => ({ id, data: { question: `${id}?`, topic: 'general', order: 1 }, bodyKey });

const hospital = (id: string, name: string): BuiltEntry => ({ id, data: { name }, bodyKey: null });

/** A content result with blog articles, questions and hospitals, singletons and paths; the HTML of a body is made from its key. */
function resultWith(blog: BuiltEntry[], faqs: BuiltEntry[] = [], hospitals: BuiltEntry[] = []): ContentResult {
  return {
    problems: [],
    collections: { blog, faqs, hospitals } as unknown as ContentResult['collections'],
    singletons: { site: { name: 'Colorectal Care India' }, claims: { claims: [] } },
    paths: ['/', '/blog/a'],
    today: '2026-11-01',
    languageList: [],
    languages: [],
    bodyKeys: new Set([...blog, ...faqs].map((entry) => entry.bodyKey!)),
    async html(entry, stored) {
      return (await stored?.()) ?? `<p>${entry.bodyKey}</p>`;
    },
  };
}

const read = (relative: string) => readFile(join(root, relative), 'utf8');
/** Adds a line that survives only as long as the file is not written again. */
const mark = async (relative: string) => writeFile(join(root, relative), `${await read(relative)}// untouched\n`);

describe('the generated modules', () => {
  it("hold each collection's entries, the summaries alone of a collection that has them (its pages read each entry from its file), and every singleton", async () => {
    // Such a module, left by an earlier version of the step, goes too.
    await mkdir(join(root, 'src/generated'), { recursive: true });
    await writeFile(join(root, 'src/generated/blog.ts'), 'export const blog = [];\n');
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')], [], [hospital('apollo-delhi', 'Apollo')]), 2026);
    expect(await read('src/generated/hospitals.ts')).toBe(
      `${banner}import type { EntryData } from '../content/collections';\n\n` +
        `export const hospitals: EntryData<'hospitals'>[] = JSON.parse(${JSON.stringify(JSON.stringify([{ id: 'apollo-delhi', name: 'Apollo' }]))});\n`,
    );
    expect(existsSync(join(root, 'src/generated/blog.ts'))).toBe(false);
    expect(await read('src/generated/blog-summaries.ts')).toBe(
      `${banner}import type { EntrySummary } from '../content/collections';\n\n` +
        `export const blogSummaries: EntrySummary<'blog'>[] = JSON.parse(${JSON.stringify(JSON.stringify([{ id: 'a', title: 'A', excerpt: 'About A.', author: 'meera-iyer' }]))});\n`,
    );
    expect(await read('src/generated/site.ts')).toBe(
      `${banner}import type { SingletonData } from '../content/collections';\nimport { localized } from '../lib/page-language';\n\n` +
        `export const site: SingletonData<'site'> = JSON.parse(${JSON.stringify(JSON.stringify({ name: 'Colorectal Care India' }))});\n` +
        `export const claims: SingletonData<'claims'> = JSON.parse(${JSON.stringify(JSON.stringify({ claims: [] }))});\n` +
        `\n/** The year of this build: the copyright line and computed ages use it. */\nexport const buildYear = 2026;\n` +
        `\n/** The day of this build, YYYY-MM-DD: the demo portals' sample dates are counted from it. */\nexport const buildDay = "2026-11-01";\n`,
    );
    expect(await read('src/generated/paths.json')).toBe('[\n "/",\n "/blog/a"\n]\n');
  });

  it('hold the HTML of each question with its fields, for the pages that list them', async () => {
    await writeGenerated(root, resultWith([], [question('why', 'key-why')]), 2026);
    expect(await read('src/generated/faqs.ts')).toBe(
      `${banner}import type { Entry } from '../content/collections';\n\n` +
        `export const faqs: Entry<'faqs'>[] = JSON.parse(${JSON.stringify(JSON.stringify([{ id: 'why', question: 'why?', topic: 'general', order: 1, html: '<p>key-why</p>' }]))});\n`,
    );
  });
});

describe('a run after another', () => {
  it('writes nothing when nothing changed', async () => {
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')], [question('why', 'key-why')]), 2026);
    for (const file of ['src/generated/blog-summaries.ts', 'src/generated/faqs.ts', '.build/entries/blog/a.json']) await mark(file);
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')], [question('why', 'key-why')]), 2026);
    for (const file of ['src/generated/blog-summaries.ts', 'src/generated/faqs.ts', '.build/entries/blog/a.json'])
      expect(await read(file), file).toContain('// untouched');
  });

  it('writes the module again when the entries change order, even with the same fields', async () => {
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a'), article('b', 'B', 'key-b')]), 2026);
    await mark('src/generated/blog-summaries.ts');
    await writeGenerated(root, resultWith([article('b', 'B', 'key-b'), article('a', 'A', 'key-a')]), 2026);
    expect(await read('src/generated/blog-summaries.ts')).not.toContain('// untouched');
  });

  it('writes the file of an entry that is new, and the other entries\' files not again', async () => {
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')]), 2026);
    await mark('.build/entries/blog/a.json');
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a'), article('b', 'B', 'key-b')]), 2026);
    expect(await read('.build/entries/blog/a.json')).toContain('// untouched');
    expect(JSON.parse(await read('.build/entries/blog/b.json'))).toEqual({ id: 'b', title: 'B', excerpt: 'About B.', author: 'meera-iyer', html: '<p>key-b</p>' });
    expect(await read('src/generated/blog-summaries.ts')).toContain('About B.');
  });

  it('writes the module again when any one entry\'s fields change', async () => {
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a'), article('b', 'B', 'key-b')]), 2026);
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a'), article('b', 'B, retitled', 'key-b')]), 2026);
    expect(await read('src/generated/blog-summaries.ts')).toContain('About B, retitled.');
  });

  it('trusts no record of an earlier run written by another version of the writer', async () => {
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')]), 2026);
    const manifest = JSON.parse(await read('.build/cache/entries.json'));
    await writeFile(join(root, '.build/cache/entries.json'), JSON.stringify({ ...manifest, version: 'an older writer' }));
    await mark('.build/entries/blog/a.json');
    await mark('src/generated/blog-summaries.ts');
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')]), 2026);
    expect(await read('.build/entries/blog/a.json')).not.toContain('// untouched');
    expect(await entryFingerprints(root)).toEqual(new Map([['blog/a.json', expect.stringMatching(/^[0-9a-f]{32}:key-a$/)]]));
  });

  it('trusts the record of an earlier process, and writes its own record only when something changed', async () => {
    const hospitals = [hospital('apollo-delhi', 'Apollo'), hospital('fortis-mumbai', 'Fortis')];
    // A new process: nothing in memory of the modules written before.
    await createWriter()(root, resultWith([article('a', 'A', 'key-a')], [], hospitals), 2026);
    for (const file of ['src/generated/blog-summaries.ts', 'src/generated/hospitals.ts']) await mark(file);
    await writeFile(join(root, '.build/cache/entries.json'), JSON.stringify({ ...JSON.parse(await read('.build/cache/entries.json')), mark: true }));

    await createWriter()(root, resultWith([article('a', 'A', 'key-a')], [], hospitals), 2026);
    expect(await read('src/generated/blog-summaries.ts')).toContain('// untouched');
    expect(await read('src/generated/hospitals.ts')).toContain('// untouched');
    expect(JSON.parse(await read('.build/cache/entries.json')).mark).toBe(true);

    await createWriter()(root, resultWith([article('a', 'A', 'key-a')], [], [...hospitals].reverse()), 2026);
    expect(await read('src/generated/blog-summaries.ts')).toContain('// untouched');
    expect(await read('src/generated/hospitals.ts')).not.toContain('// untouched');

    await createWriter()(root, resultWith([article('a', 'A', 'key-a')], [], [hospital('apollo-delhi', 'Apollo Hospital'), hospitals[1]]), 2026);
    expect(JSON.parse(await read('.build/cache/entries.json')).mark).toBeUndefined();
  });

  it('writes a module again in a new process when the earlier record lists other entries', async () => {
    await createWriter()(root, resultWith([article('a', 'A', 'key-a')]), 2026);
    await mark('src/generated/blog-summaries.ts');
    await createWriter()(root, resultWith([article('b', 'B', 'key-b')]), 2026);
    expect(await read('src/generated/blog-summaries.ts')).not.toContain('// untouched');
    await mark('src/generated/blog-summaries.ts');
    await createWriter()(root, resultWith([article('b', 'B', 'key-b'), article('c', 'C', 'key-c')]), 2026);
    expect(await read('src/generated/blog-summaries.ts')).toContain('About C.');
  });

  it('tells the pre-render step what an entry without a body was written from', async () => {
    await writeGenerated(root, resultWith([], [], [hospital('apollo-delhi', 'Apollo')]), 2026);
    expect(await entryFingerprints(root)).toEqual(new Map([['hospitals/apollo-delhi.json', expect.stringMatching(/^[0-9a-f]{32}:$/)]]));
  });

  it('tells the pre-render step nothing when no run has written entries', async () => {
    expect(await entryFingerprints(root)).toEqual(new Map());
  });
});
