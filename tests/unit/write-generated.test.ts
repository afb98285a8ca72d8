import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSummaries } from '../../scripts/summary-digest';
import type { BuiltEntry, ContentResult } from '../../src/content/pipeline';
import { createWriter, entryFingerprints, writeGenerated } from '../../src/content/write';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'write-generated-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const article = (id: string, title: string, bodyKey: string): BuiltEntry => ({ id, data: { title, excerpt: `About ${title}.` }, bodyKey });

/** A content result for blog entries whose HTML is made from the body key; records which HTML it had to make. */
function resultWith(entries: BuiltEntry[]) {
  const made: string[] = [];
  const result: ContentResult = {
    problems: [],
    collections: { blog: entries } as unknown as ContentResult['collections'],
    singletons: {},
    paths: [],
    bodyKeys: new Set(entries.map((entry) => entry.bodyKey!)),
    today: '2026-11-23',
    languageList: [],
    languages: [],
    async html(entry, stored) {
      const kept = await stored?.();
      if (kept) return kept;
      made.push(entry.bodyKey!);
      return `<p>${entry.bodyKey}</p>`;
    },
  };
  return { result, made };
}

const entryFile = (id: string) => join(root, '.build/entries/blog', `${id}.json`);
const readEntry = async (id: string) => JSON.parse(await readFile(entryFile(id), 'utf8')) as Record<string, unknown>;

describe('writing the generated files', () => {
  it('writes each entry with its HTML, then rewrites only entries that changed', async () => {
    const first = resultWith([article('a', 'A', 'key-a'), article('b', 'B', 'key-b')]);
    await writeGenerated(root, first.result, 2026);
    expect(await readEntry('a')).toEqual({ id: 'a', title: 'A', excerpt: 'About A.', html: '<p>key-a</p>' });
    expect(first.made).toEqual(['key-a', 'key-b']);

    const same = resultWith([article('a', 'A', 'key-a'), article('b', 'B', 'key-b')]);
    await writeGenerated(root, same.result, 2026);
    expect(same.made).toEqual([]);

    const bodyEdited = resultWith([article('a', 'A', 'key-a2'), article('b', 'B', 'key-b')]);
    await writeGenerated(root, bodyEdited.result, 2026);
    expect(bodyEdited.made).toEqual(['key-a2']);
    expect((await readEntry('a')).html).toBe('<p>key-a2</p>');
  });

  it('gives an entry whose fields changed the HTML its file already holds, without compiling it', async () => {
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')]).result, 2026);
    const retitled = resultWith([article('a', 'A, retitled', 'key-a')]);
    await writeGenerated(root, retitled.result, 2026);
    expect(retitled.made).toEqual([]);
    expect(await readEntry('a')).toEqual({ id: 'a', title: 'A, retitled', excerpt: 'About A, retitled.', html: '<p>key-a</p>' });
  });

  it('removes the file of an entry that is gone, and writes the summaries module', async () => {
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a'), article('b', 'B', 'key-b')]).result, 2026);
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')]).result, 2026);
    expect(existsSync(entryFile('b'))).toBe(false);
    const summaries = await readFile(join(root, 'src/generated/blog-summaries.ts'), 'utf8');
    expect(summaries).toContain(`export const blogSummaries: EntrySummary<'blog'>[] = JSON.parse(`);
    expect(summaries).toContain(JSON.stringify(JSON.stringify([{ id: 'a', title: 'A', excerpt: 'About A.' }])));
  });

  it('builds the summaries module again only when an entry was added, removed or changed its fields', async () => {
    const moduleFile = join(root, 'src/generated/blog-summaries.ts');
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')]).result, 2026);
    // A mark that survives only as long as the module is not written again.
    await writeFile(moduleFile, `${await readFile(moduleFile, 'utf8')}// untouched\n`);
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a2')]).result, 2026);
    expect(await readFile(moduleFile, 'utf8')).toContain('// untouched');
    await writeGenerated(root, resultWith([article('a', 'A, retitled', 'key-a2')]).result, 2026);
    expect(await readFile(moduleFile, 'utf8')).not.toContain('// untouched');
    expect(await readFile(moduleFile, 'utf8')).toContain('A, retitled');
  });

  it('tells the pre-render step what each entry file was written from, changing when the entry does', async () => {
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a'), article('b', 'B', 'key-b')]).result, 2026);
    const before = await entryFingerprints(root);
    expect([...before.keys()]).toEqual(['blog/a.json', 'blog/b.json']);
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a2'), article('b', 'B', 'key-b')]).result, 2026);
    const after = await entryFingerprints(root);
    expect(after.get('blog/a.json')).not.toBe(before.get('blog/a.json'));
    expect(after.get('blog/b.json')).toBe(before.get('blog/b.json'));
  });

  it('writes a file again when it is missing, whatever the manifest says', async () => {
    await writeGenerated(root, resultWith([article('a', 'A', 'key-a')]).result, 2026);
    await rm(entryFile('a'));
    const again = resultWith([article('a', 'A', 'key-a')]);
    await writeGenerated(root, again.result, 2026);
    expect(await readEntry('a')).toMatchObject({ html: '<p>key-a</p>' });
  });

  it("keeps a translated body's HTML between runs, compiling only a translated body that changed", async () => {
    const withTranslation = (bodyKey: string) => {
      const run = resultWith([article('a', 'A', 'key-a')]);
      const language = { tag: 'ar' } as ContentResult['languages'][number]['language'];
      const entries = new Map([['blog', new Map([['a', { data: { title: 'أ', excerpt: 'عن أ.' }, bodyKey }]])]]) as ContentResult['languages'][number]['entries'];
      run.result.languages = [{ language, singletons: {}, entries, files: [] }];
      return run;
    };
    const translatedFile = join(root, '.build/translated/ar/blog/a.json');
    const first = withTranslation('key-a-ar');
    await writeGenerated(root, first.result, 2026);
    expect(first.made).toEqual(['key-a', 'key-a-ar']);
    expect(JSON.parse(await readFile(translatedFile, 'utf8'))).toMatchObject({ id: 'a', title: 'أ', html: '<p>key-a-ar</p>' });

    const same = withTranslation('key-a-ar');
    await writeGenerated(root, same.result, 2026);
    expect(same.made).toEqual([]);
    expect(JSON.parse(await readFile(translatedFile, 'utf8'))).toMatchObject({ html: '<p>key-a-ar</p>' });

    const edited = withTranslation('key-a-ar2');
    await writeGenerated(root, edited.result, 2026);
    expect(edited.made).toEqual(['key-a-ar2']);
    expect(JSON.parse(await readFile(translatedFile, 'utf8'))).toMatchObject({ html: '<p>key-a-ar2</p>' });
  });

  it("writes the summaries as data too, each language's list as the summaries module has it", async () => {
    const run = resultWith([article('a', 'A', 'key-a'), article('b', 'B', 'key-b')]);
    const language = { tag: 'ar' } as ContentResult['languages'][number]['language'];
    const entries = new Map([['blog', new Map([['b', { data: { title: 'ب', excerpt: 'عن ب.' }, bodyKey: 'key-b-ar' }]])]]) as ContentResult['languages'][number]['entries'];
    run.result.languages = [{ language, singletons: {}, entries, files: [] }];
    await writeGenerated(root, run.result, 2026);
    const lists = await loadSummaries(root);
    expect(lists.source.map((summary) => summary.title)).toEqual(['A', 'B']);
    expect(lists.ar?.map((summary) => summary.title)).toEqual(['A', 'ب']);
  });

  it("removes a language's translated entry once it has no translation, and leaves an unchanged one untouched", async () => {
    const translating = (ids: string[]) => {
      const run = resultWith([article('a', 'A', 'key-a'), article('b', 'B', 'key-b')]);
      const language = { tag: 'ar' } as ContentResult['languages'][number]['language'];
      const entries = new Map([['blog', new Map(ids.map((id) => [id, { data: { title: `${id} ar`, excerpt: 'عن.' }, bodyKey: `key-${id}-ar` }]))]]) as ContentResult['languages'][number]['entries'];
      run.result.languages = [{ language, singletons: {}, entries, files: [] }];
      return run.result;
    };
    const translated = (id: string) => join(root, `.build/translated/ar/blog/${id}.json`);
    await writeGenerated(root, translating(['a', 'b']), 2026);
    // A time of last change the run would replace if it wrote the file again.
    const when = new Date('2026-11-01T00:00:00Z');
    await utimes(translated('b'), when, when);
    await writeGenerated(root, translating(['b']), 2026);
    expect((await stat(translated('b'))).mtime).toEqual(when);
    await expect(readFile(translated('a'), 'utf8')).rejects.toThrow();
    expect(JSON.parse(await readFile(translated('b'), 'utf8'))).toMatchObject({ id: 'b', title: 'b ar' });
    await writeGenerated(root, translating(['a', 'b']), 2026);
    expect(JSON.parse(await readFile(translated('a'), 'utf8'))).toMatchObject({ id: 'a', title: 'a ar' });
  });

  it('in a new process, makes a module with translations again only when its items changed or its file is not as last written', async () => {
    const withTranslation = (title: string, bodyKey: string) => {
      const run = resultWith([article('a', title, bodyKey)]);
      const language = { tag: 'ar' } as ContentResult['languages'][number]['language'];
      const entries = new Map([['blog', new Map([['a', { data: { title: 'أ', excerpt: 'عن أ.' }, bodyKey: 'key-a-ar' }]])]]) as ContentResult['languages'][number]['entries'];
      run.result.languages = [{ language, singletons: {}, entries, files: [] }];
      return run.result;
    };
    const summaries = join(root, 'src/generated/blog-summaries.ts');
    await createWriter()(root, withTranslation('A', 'key-a'), 2026);
    // A time of last change in whole seconds, which a file keeps exactly when set again; a run records it.
    const when = new Date('2026-11-01T00:00:00Z');
    await utimes(summaries, when, when);
    await createWriter()(root, withTranslation('A', 'key-a'), 2026);
    // The same size and time of last change, other bytes: what the module record cannot tell from the file it recorded.
    const marked = async () => {
      await writeFile(summaries, (await readFile(summaries, 'utf8')).replace('blogSummaries', 'blogSummarieZ'));
      await utimes(summaries, when, when);
    };
    await marked();
    await createWriter()(root, withTranslation('A', 'key-a2'), 2026);
    expect(await readFile(summaries, 'utf8')).toContain('blogSummarieZ');
    await createWriter()(root, withTranslation('A, retitled', 'key-a2'), 2026);
    expect(await readFile(summaries, 'utf8')).toContain('A, retitled');
    await writeFile(summaries, 'edited by hand');
    await createWriter()(root, withTranslation('A, retitled', 'key-a2'), 2026);
    expect(await readFile(summaries, 'utf8')).toContain('A, retitled');
  });
});
