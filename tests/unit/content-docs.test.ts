import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'jsonc-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentedSchema } from '../fixtures/documented-schema';
import { calendarDate } from '../../src/content/dates';
import { mdxComponents } from '../../src/content/mdx-components';
import { readContentFiles, type ContentSource } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { createSession } from '../../src/content/session';
import { schemaDir } from '../../scripts/content-docs/content-schemas';
import { errorExamples } from '../../scripts/content-docs/error-examples';
import { attachDocComments } from '../../scripts/content-docs/doc-comments';
import { fileMatches, settingsFile, withJsonSchemas, type JsonSchemaSetting } from '../../scripts/content-docs/editor-settings';
import { placeExamples } from '../../scripts/content-docs/error-output';
import { fieldTables, typeInWords } from '../../scripts/content-docs/field-tables';
import { cachedSchemas, fillMarkers, generatedFiles, guideFile, markedPart } from '../../scripts/content-docs/generated-files';
import type { JsonSchema } from '../../scripts/content-docs/json-schema';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readJson = (text: string) => JSON.parse(text) as JsonSchema;
const idsIn = (dir: string) => readdirSync(join(root, 'content', dir)).map((file) => file.replace(/\.(json|mdx)$/, '')).sort();

/** Every JSON file under content/, as "content/…". */
function contentJsonFiles(dir = 'content'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentJsonFiles(`${dir}/${entry.name}`) : entry.name.endsWith('.json') ? [`${dir}/${entry.name}`] : [],
  );
}

let generated: Map<string, string>;
let files: Map<string, ContentSource>;
beforeAll(async () => {
  // The doc comments are read with the TypeScript compiler (many seconds on a busy machine) unless
  // the content step's cache of them holds for the schemas as they are now; bodies come from its
  // cache too, which this run reads and never writes.
  files = await readContentFiles(root);
  const result = await buildContent(files, await createSession(join(root, '.build/cache')));
  generated = await generatedFiles(root, { files, result }, { kinds: cachedSchemas(root, join(root, '.build/cache/content-docs-schemas.json')) });
}, 120_000);

describe('the editors\' JSON Schemas, editor settings and CONTENT.md', () => {
  // The parts that follow the schemas alone, never the content: an editor's change cannot make
  // them differ, and the content step (content:check, the build) writes them after a schema changes.
  // Under mutation testing the schemas' source is instrumented, which changes the types the doc
  // comments are read from (a field of an optional group loses its comment).
  it.skipIf(process.env.STRYKER_MUTATOR_WORKER !== undefined)('keep CONTENT.md\'s parts made from the schemas alone as the schemas say, and the editor settings', () => {
    const guide = readFileSync(join(root, guideFile), 'utf8');
    for (const part of ['kinds', 'components', 'fields'])
      expect(markedPart(guide, part), `CONTENT.md's "${part}" part is out of date: run npm run content:check`).toBe(markedPart(generated.get(guideFile)!, part));
    expect(readFileSync(join(root, settingsFile), 'utf8'), `${settingsFile} is out of date: run npm run content:check`).toBe(generated.get(settingsFile));
  });

  it('give every JSON content file exactly one schema, and that schema is written', () => {
    const settings = parse(generated.get(settingsFile)!) as { 'json.schemas': JsonSchemaSetting[] };
    for (const file of contentJsonFiles()) {
      const matching = settings['json.schemas'].filter((entry) => entry.fileMatch.some((pattern) => fileMatches(pattern, file)));
      expect(matching.map((entry) => entry.url), file).toHaveLength(1);
      expect(generated.has(matching[0].url.replace(/^\.\//, '')), matching[0].url).toBe(true);
    }
  });

  it('are not committed where they follow the content: json-schemas/ is ignored, so a new entry never leaves a stale copy behind', () => {
    expect(execFileSync('git', ['check-ignore', '-q', `${schemaDir}/people.schema.json`], { cwd: root, stdio: 'pipe' }).length).toBe(0);
    expect(execFileSync('git', ['ls-files', schemaDir], { cwd: root, encoding: 'utf8' })).toBe('');
  });

  it('let a reference field choose among the ids that exist in its collection', () => {
    const people = readJson(generated.get(`${schemaDir}/people.schema.json`)!);
    expect(people.properties!.hospital.enum).toEqual(idsIn('hospitals'));
    const faqs = readJson(generated.get(`${schemaDir}/faqs.schema.json`)!);
    expect(faqs.properties!.package.enum).toEqual(idsIn('packages'));
    const packages = readJson(generated.get(`${schemaDir}/packages.schema.json`)!);
    expect(packages.properties!.review.properties!.reviewedBy.enum).toEqual(idsIn('people'));
  });

  it('let a claim reference choose among the ids inside claims.json, not among files', () => {
    const claims = (JSON.parse(readFileSync(join(root, 'content/site/claims.json'), 'utf8')) as { claims: Array<{ id: string }> }).claims;
    const whyIndia = readJson(generated.get(`${schemaDir}/site-why-india.schema.json`)!);
    expect(whyIndia.properties!.stats.items!.enum).toEqual(claims.map((claim) => claim.id).sort());
  });

  it('leave an id that names no other entry as a pattern, with the content check\'s sentence for it', () => {
    const whyIndia = readJson(generated.get(`${schemaDir}/site-why-india.schema.json`)!);
    expect(whyIndia.properties!.savingsAgainst.enum).toBeUndefined();
    expect(whyIndia.properties!.savingsAgainst.pattern).toBe('^[a-z0-9]+(?:-[a-z0-9]+)*$');
    const packages = readJson(generated.get(`${schemaDir}/packages.schema.json`)!);
    const wrongDate = calendarDate.safeParse('1 November 2026').error!.issues[0].message;
    expect(packages.properties!.review.properties!.lastReviewed.patternErrorMessage).toBe(wrongDate);
  });

  it('list every field of every kind of content in CONTENT.md', () => {
    const guide = generated.get(guideFile)!;
    for (const name of ['people', 'packages', 'site-claims']) {
      const schema = readJson(generated.get(`${schemaDir}/${name}.schema.json`)!);
      for (const field of Object.keys(schema.properties!)) expect(guide, `${name}: ${field}`).toContain(`| \`${field}\` |`);
    }
  });

  it('list every registered MDX component in CONTENT.md', () => {
    for (const name of Object.keys(mdxComponents)) expect(generated.get(guideFile)).toContain(`| \`<${name}>\` |`);
  });
});

describe('descriptions from doc comments', () => {
  const schema = z.toJSONSchema(documentedSchema, { io: 'input' }) as JsonSchema;
  let properties: Record<string, JsonSchema>;
  beforeAll(() => {
    attachDocComments(root, [{ module: join(root, 'tests/fixtures/documented-schema.ts'), expression: 'documentedSchema', schema }]);
    properties = schema.properties!;
  }, 60_000);

  it('describe the schema by the comment on its declaration', () => {
    expect(schema.description).toBe('A schema with every shape the doc comment reader walks through.');
  });

  it('describe a field by its own comment, never by the comment of the schema it uses', () => {
    expect(properties.title.description).toBe('A field with a comment.');
    expect(properties.undocumented.description).toBeUndefined();
  });

  it('reach fields inside groups, lists and groups by id', () => {
    expect(properties.range.properties!.to.description).toBe('The highest value.');
    expect(properties.stages.items!.properties!.day.description).toBe('When it happens.');
    expect((properties.costs.additionalProperties as JsonSchema).properties!.high.description).toBe('And after a comma.');
  });

  it('read a comment written on the same line as the field', () => {
    expect((properties.costs.additionalProperties as JsonSchema).properties!.low.description).toBe('Written on the same line as the brace.');
  });

  it('give each kind of a union its own comments, and spread fields theirs', () => {
    const [page, file] = properties.link.oneOf!;
    expect([page.properties!.kind.description, page.properties!.href.description]).toEqual(['A page of the site.', 'Its address.']);
    expect([file.properties!.kind.description, file.properties!.href.description]).toEqual(['A file to download.', 'Where the file is.']);
    expect(file.properties!.order.description).toBe('Position in a list: 1 comes first.');
  });
});

describe('fields in words', () => {
  it('says what an editor writes for each type', () => {
    expect(typeInWords({ type: 'string', minLength: 1, maxLength: 170 })).toBe('text, at most 170 characters');
    expect(typeInWords({ type: 'string', pattern: '^x$', patternErrorMessage: 'should be an x.' })).toBe('text that should be an x');
    expect(typeInWords(z.toJSONSchema(z.iso.date()) as JsonSchema)).toBe('text: a date written as YYYY-MM-DD');
    expect(typeInWords({ type: 'integer', exclusiveMinimum: 0 })).toBe('whole number of 1 or more');
    expect(typeInWords({ type: 'number', minimum: 1, maximum: 5 })).toBe('number from 1 to 5');
    expect(typeInWords({ type: 'array', items: { type: 'string' }, minItems: 1 })).toBe('list of text (at least 1 item)');
    expect(typeInWords({ type: 'array', items: { type: 'object', properties: {} }, minItems: 6, maxItems: 6 })).toBe('list of groups of fields (exactly 6 items)');
    expect(typeInWords({ type: 'string', enum: ['days', 'weeks'] })).toBe('one of `"days"`, `"weeks"`');
    expect(typeInWords({ type: 'string', 'x-references': 'hospitals' })).toBe('the id of a hospital');
    expect(typeInWords({ type: 'string', 'x-references': 'claims' })).toBe('the id of a claim');
  });

  it('writes one row per field, nested fields by their path, defaults with the optional ones', () => {
    const schema: JsonSchema = {
      description: 'content/site/x.json: a test page.',
      type: 'object',
      properties: {
        title: { description: 'The heading | with a pipe.', type: 'string', minLength: 1 },
        items: { description: 'The items.', type: 'array', items: { type: 'object', properties: { name: { description: 'Its name.', type: 'string' } }, required: ['name'] } },
        featured: { description: 'Shown first.', type: 'boolean', default: false },
      },
      required: ['title', 'items'],
    };
    const kind = { name: 'site-x', file: 'json-schemas/site-x.schema.json', fileMatch: '/content/site/x.json', format: 'json' as const, schema, schemaWithoutIds: schema };
    expect(fieldTables([kind])).toBe(
      [
        '### content/site/x.json',
        '',
        '`content/site/x.json`: A test page.',
        '',
        '| Field | Type | Required | Meaning |',
        '| --- | --- | --- | --- |',
        '| `title` | text | yes | The heading \\| with a pipe. |',
        '| `items` | list of groups of fields | yes | The items. |',
        '| `items[].name` | text | yes | Its name. |',
        '| `featured` | `true` or `false` | no (default `false`) | Shown first. |',
      ].join('\n'),
    );
  });
});

describe('editor settings', () => {
  it('match a pattern from the workspace folder, "*" within one folder', () => {
    expect(fileMatches('/content/hospitals/*.json', 'content/hospitals/apollo-delhi.json')).toBe(true);
    expect(fileMatches('/content/hospitals/*.json', 'content/hospitals/old/apollo-delhi.json')).toBe(false);
    expect(fileMatches('/content/site/claims.json', 'content/site/claims.json')).toBe(true);
    expect(fileMatches('/content/site/claims.json', 'content/site/old-claims.json')).toBe(false);
    expect(fileMatches('/content/**/*.json', 'content/site/claims.json')).toBe(true);
  });

  it('keep the other settings and their comments when the schemas are set', () => {
    const mine = '{\n  // two spaces, always\n  "editor.tabSize": 2\n}\n';
    const updated = withJsonSchemas(mine, [{ fileMatch: ['/content/a/*.json'], url: './json-schemas/a.schema.json' }]);
    expect(updated).toContain('// two spaces, always');
    expect(parse(updated)).toEqual({ 'editor.tabSize': 2, 'json.schemas': [{ fileMatch: ['/content/a/*.json'], url: './json-schemas/a.schema.json' }] });
  });
});

describe('the content guide', () => {
  it('fills each generated part between its markers and keeps the rest', () => {
    const guide = 'Intro\n<!-- generated:fields by npm run content:docs -->\nold\n<!-- end of generated:fields -->\nOutro\n';
    expect(fillMarkers(guide, { fields: 'new' })).toBe('Intro\n<!-- generated:fields by npm run content:docs -->\nnew\n<!-- end of generated:fields -->\nOutro\n');
  });

  it('says which markers are missing', () => {
    expect(() => fillMarkers('Intro\n', { fields: 'new' })).toThrow(
      'CONTENT.md has lost its markers for "fields": put back the lines\n<!-- generated:fields by npm run content:docs -->\n<!-- end of generated:fields -->',
    );
  });

  it('shows each example mistake with the content check\'s own messages for it, each made in a file of its own', () => {
    const guide = generated.get(guideFile)!;
    const placed = placeExamples(files);
    expect(placed.map((example) => example.title), 'every example is made with the site\'s own content').toEqual(errorExamples.map((example) => example.title));
    expect(new Set(placed.map((example) => example.made)).size).toBe(placed.length);
    const shown = new Map<string, string>();
    for (const example of placed) {
      const section = guide.split(`### ${example.title}\n\n\`\`\`text\n`)[1]?.split('\n```')[0];
      expect(section, example.title).toBeDefined();
      for (const line of section!.split('\n')) expect(line.startsWith(`${example.made}:`), `${example.title}: ${line}`).toBe(true);
      expect([...shown.values()], `${example.title} shows another example's messages`).not.toContain(section);
      shown.set(example.title, section!);
    }
    expect(shown.get('A missing comma in JSON')).toMatch(/\(syntax\): invalid JSON: .*comma/);
  });

  it('makes an example in another file of its folder when the file it prefers is gone or changed, and leaves it out when none fits', () => {
    const json = (name: string) => `{\n  "name": "${name}",\n  "quote": "Fine."\n}\n`;
    const comma = errorExamples.find((example) => example.title === 'A missing comma in JSON')!;
    const folder = comma.file.slice(0, comma.file.lastIndexOf('/') + 1);
    const withoutPreferred = new Map<string, ContentSource>([[`${folder}b.json`, json('B')], [`${folder}a.json`, '{"name":"A"}\n']]);
    expect(placeExamples(withoutPreferred, [comma]).map((example) => example.made)).toEqual([`${folder}b.json`]);
    expect(placeExamples(new Map([[`${folder}a.json`, '{"name":"A"}\n']]), [comma])).toEqual([]);
    // Two examples never share a file, where the folder has another.
    const twice = placeExamples(new Map([[`${folder}a.json`, json('A')], [`${folder}b.json`, json('B')]]), [comma, { ...comma, title: 'again' }]);
    expect(twice.map((example) => example.made)).toEqual([`${folder}a.json`, `${folder}b.json`]);
  });
});
