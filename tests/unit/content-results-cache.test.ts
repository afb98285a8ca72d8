import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFiles, textOf, type ContentSource } from '../../src/content/files';
import { buildContent, type ContentResult } from '../../src/content/pipeline';
import { createSession, jsonExact } from '../../src/content/session';

const root = fileURLToPath(new URL('../..', import.meta.url));
const today = '2026-11-26';
let cacheDir: string;
let files: Map<string, ContentSource>;

/** One run as the build makes it: a session on the cache folder (a new process), then its results saved. */
async function diskRun(given: ReadonlyMap<string, ContentSource>): Promise<ContentResult> {
  const session = await createSession(cacheDir);
  const result = await buildContent(given, session, { today });
  await session.persist(given, result.bodyKeys);
  return result;
}

/** What the later steps read of a run: every valid entry and singleton, each language's merged content, and the problems. */
const outcome = (result: ContentResult) => ({
  problems: result.problems,
  collections: result.collections,
  singletons: result.singletons,
  paths: result.paths,
  languages: result.languages.map((language) => ({ ...language, entries: [...language.entries].map(([name, entries]) => [name, [...entries]]) })),
});

/** A copy of the content with one file's text changed. */
function edited(file: string, change: (text: string) => string): Map<string, ContentSource> {
  const copy = new Map(files);
  const text = textOf(files.get(file)!);
  const next = change(text);
  expect(next, `the edit of ${file} changes it`).not.toBe(text);
  copy.set(file, next);
  return copy;
}

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'content-results-'));
  files = await readContentFiles(root);
  await diskRun(files);
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe('results a content run keeps on disk', () => {
  it('are kept for the next run', async () => {
    expect((await readdir(cacheDir)).some((name) => name.startsWith('results'))).toBe(true);
  });

  it('give a run after an article is edited the same outcome as a run with nothing kept: the edited article shows its change', async () => {
    const article = [...files.keys()].find((file) => /^content\/blog\/[^/]+\.mdx$/.test(file))!;
    const id = article.slice('content/blog/'.length, -'.mdx'.length);
    const changed = edited(article, (text) => text.replace(/^title: *"?(.+?)"?$/m, 'title: "$1, revised"'));
    const cached = await diskRun(changed);
    expect(outcome(cached)).toEqual(outcome(await buildContent(changed, await createSession(null), { today })));
    expect(String(cached.collections.blog.find((entry) => entry.id === id)?.data.title)).toMatch(/, revised$/);
  });

  it('give the same outcome after a translation is edited, and after an edit that breaks a reference', async () => {
    const translation = [...files.keys()].find((file) => /^content\/[a-z]{2}\/blog\/[^/]+\.mdx$/.test(file))!;
    const changedTranslation = edited(translation, (text) => text.replace(/^title: *"?(.+?)"?$/m, 'title: "$1 !"'));
    expect(outcome(await diskRun(changedTranslation))).toEqual(outcome(await buildContent(changedTranslation, await createSession(null), { today })));

    const article = [...files.keys()].find((file) => /^content\/blog\/[^/]+\.mdx$/.test(file) && /^author: *\S+$/m.test(textOf(files.get(file)!)))!;
    const broken = edited(article, (text) => text.replace(/^author: *\S+$/m, 'author: nobody-of-that-name'));
    const cached = await diskRun(broken);
    expect(cached.problems.some((problem) => problem.file === article)).toBe(true);
    expect(outcome(cached)).toEqual(outcome(await buildContent(broken, await createSession(null), { today })));
  });

  it('give the same outcome after a translated source changes its words: its translations turn stale, as with nothing kept', async () => {
    const translation = [...files.keys()].find((file) => /^content\/[a-z]{2}\/blog\/[^/]+\.mdx$/.test(file))!;
    const source = translation.replace(/^content\/[a-z]{2}\//, 'content/');
    const changed = edited(source, (text) => text.replace(/^title: *"?(.+?)"?$/m, 'title: "$1, revised"'));
    const cached = await diskRun(changed);
    expect(outcome(cached)).toEqual(outcome(await buildContent(changed, await createSession(null), { today })));
    const before = (await diskRun(files)).languages.flatMap((language) => language.files).find((state) => state.file === translation)!;
    const after = cached.languages.flatMap((language) => language.files).find((state) => state.file === translation)!;
    expect(before.state.status).toBe('up-to-date');
    expect(after.state.status).not.toBe('up-to-date');
  });

  it('are validated again when an id they may refer to appears or goes', async () => {
    const person = [...files.keys()].find((file) => /^content\/people\/[^/]+\.json$/.test(file))!;
    const fewer = new Map(files);
    fewer.delete(person);
    const cached = await diskRun(fewer);
    expect(outcome(cached)).toEqual(outcome(await buildContent(fewer, await createSession(null), { today })));
    expect(cached.problems.length).toBeGreaterThan(0);
    expect((await diskRun(files)).problems).toEqual([]);
  });
});

describe('results a long-running session holds in memory', () => {
  it('stay on disk after a run that took them from memory: only the results of the edited file go', async () => {
    const store = async () => (await readdir(cacheDir)).filter((name) => name.startsWith('results'));
    const { readFile } = await import('node:fs/promises');
    const keys = async () => new Set((await readFile(join(cacheDir, (await store())[0]), 'utf8')).split('\n').slice(1).map((line) => line.slice(0, line.indexOf(' '))));
    await diskRun(files);
    const afterOneRun = await keys();
    // The dev server: one session for a first run and a run after an edit, most results taken from memory in the second.
    const session = await createSession(cacheDir);
    await session.persist(files, (await buildContent(files, session, { today })).bodyKeys);
    const article = [...files.keys()].find((file) => /^content\/blog\/[^/]+\.mdx$/.test(file))!;
    const changed = edited(article, (text) => `${text.trimEnd()}\n\nOne more sentence.\n`);
    await session.persist(changed, (await buildContent(changed, session, { today })).bodyKeys);
    const afterEdit = await keys();
    const lost = [...afterOneRun].filter((key) => !afterEdit.has(key) && !key.includes(article));
    // Only the edited article's own results may go: its validation, and its translations' outcomes (their keys are digests, not names).
    const translations = [...files.keys()].filter((file) => file.endsWith(article.slice('content'.length)) && file !== article).length;
    expect(lost, lost.join('\n')).toHaveLength(lost.filter((key) => /^(validated|translated):/.test(key)).length);
    expect(lost.length).toBeLessThanOrEqual(1 + translations);
    await diskRun(files);
  });
});

describe('what the results store keeps', () => {
  it('is only what JSON gives back unchanged', () => {
    expect(jsonExact({ a: [1, 'b', null, true], c: { d: 2.5 } })).toBe(true);
    for (const lossy of [{ a: undefined }, [1, undefined], new Date(0), { a: Number.NaN }, { a: Infinity }, new Map(), { a: -0 }, new Array<number>(2)]) expect(jsonExact(lossy)).toBe(false);
  });
});
