import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownIds, schemaDir } from '../../scripts/content-docs/content-schemas';
import { cachedSchemas, generatedFiles, guideFile } from '../../scripts/content-docs/generated-files';
import type { JsonSchema } from '../../scripts/content-docs/json-schema';
import { readContentFiles, type ContentSource } from '../../src/content/files';
import { buildContent, type ContentResult } from '../../src/content/pipeline';
import { formatProblem } from '../../src/content/problems';
import { createSession } from '../../src/content/session';
import { createWriter } from '../../src/content/write';
import { makeValidEdits, recipesOf } from '../fixtures/valid-edits';

const root = fileURLToPath(new URL('../..', import.meta.url));
const saved = process.env.CONTENT_DIR;
let copy: string;
let elsewhere: string;
let edits: ReturnType<typeof makeValidEdits>;
let files: Map<string, ContentSource>;
let result: ContentResult;
let guide: string;

beforeAll(async () => {
  guide = await readFile(join(root, guideFile), 'utf8');
  copy = await mkdtemp(join(tmpdir(), 'valid-edits-'));
  elsewhere = await mkdtemp(join(tmpdir(), 'valid-edits-root-'));
  await cp(join(root, 'content'), copy, { recursive: true });
  edits = makeValidEdits(copy, guide);
  // The content step pointed at the copy, as CONTENT_DIR does; the project's own caches are read, never written.
  process.env.CONTENT_DIR = copy;
  files = await readContentFiles(root);
  result = await buildContent(files, await createSession(join(root, '.build/cache')));
}, 120_000);
afterAll(async () => {
  if (saved === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = saved;
  await rm(copy, { recursive: true, force: true });
  await rm(elsewhere, { recursive: true, force: true });
});

const idOf = (file: string) => file.replace(/^.*\//, '').replace(/\.(json|mdx)$/, '');

describe('an editor\'s valid changes, made in a copy of the content', () => {
  it('include a recipe of the guide for every kind of entry an editor adds', () => {
    const folders = recipesOf(guide).map((recipe) => recipe.file.split('/')[1]);
    for (const folder of ['hospitals', 'people', 'packages', 'blog', 'faqs', 'testimonials']) expect(folders, `CONTENT.md has no example for content/${folder}/`).toContain(folder);
  });

  it('pass the content check: every recipe, a changed price and a changed date', () => {
    expect(result.problems.map(formatProblem), `with ${edits.recipes.map((recipe) => recipe.file).join(', ')}, ${edits.price.file} at ${edits.price.to} and ${edits.date.file} on ${edits.date.to}`).toEqual([]);
    const ids = knownIds(result);
    for (const recipe of edits.recipes) {
      const collection = Object.entries(result.collections).find(([, entries]) => entries.some((entry) => entry.id === idOf(recipe.file) && recipe.file.includes(`/${recipe.file.split('/')[1]}/`)));
      expect(collection, `${recipe.file} is an entry of the site`).toBeDefined();
      expect([...ids.values()].some((list) => list.includes(idOf(recipe.file)))).toBe(true);
    }
    const changed = result.collections.packages.find((entry) => entry.id === idOf(edits.price.file))!;
    expect(changed.data.price).toBe(edits.price.to);
    expect(result.paths).toEqual(expect.arrayContaining(edits.recipes.filter((recipe) => recipe.file.startsWith('content/packages/')).map((recipe) => `/packages/${idOf(recipe.file)}`)));
  });

  it('give the editors\' schemas and the guide from the changed content: each new entry is a choice where it can be named', async () => {
    const generated = await generatedFiles(root, { files, result }, { kinds: cachedSchemas(root, join(root, '.build/cache/content-docs-schemas.json')), guide });
    const schema = (name: string) => JSON.parse(generated.get(`${schemaDir}/${name}.schema.json`)!) as JsonSchema;
    const hospital = edits.recipes.find((recipe) => recipe.file.startsWith('content/hospitals/'))!;
    const pkg = edits.recipes.find((recipe) => recipe.file.startsWith('content/packages/'))!;
    const person = edits.recipes.find((recipe) => recipe.file.startsWith('content/people/'))!;
    expect(schema('people').properties!.hospital.enum).toContain(idOf(hospital.file));
    expect(schema('testimonials').properties!.package.enum).toContain(idOf(pkg.file));
    expect(schema('packages').properties!.surgeon.enum).toContain(idOf(person.file));
    expect(generated.get(guideFile)).toContain('## Adding an entry');
  }, 120_000);

  it('write the typed modules and entry files the pages are made from', async () => {
    await createWriter()(elsewhere, result, Number(result.today.slice(0, 4)));
    const hospitals = await readFile(join(elsewhere, 'src/generated/hospitals.ts'), 'utf8').catch(() => '');
    const hospital = edits.recipes.find((recipe) => recipe.file.startsWith('content/hospitals/'))!;
    expect(hospitals).toContain(`\\"id\\":\\"${idOf(hospital.file)}\\"`);
  }, 60_000);
});
