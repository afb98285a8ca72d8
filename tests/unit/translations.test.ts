import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { readContentFiles, textOf } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { formatProblem } from '../../src/content/problems';
import { collections, singletons } from '../../src/content/collections';
import { digestOf, mergeWords, sourceDigests, translationSchemaOf, wordsOf, wordsSchemaOf } from '../../src/content/translation';
import { languagesOf } from '../../src/content/translations';

const root = new URL('../..', import.meta.url).pathname;
const repoFiles = await readContentFiles(root);
const [source, language] = languagesOf(textOf(repoFiles.get('content/site/site.json')!));

/** A package of the repository with a single price, its file and its text. */
const packageFile = [...repoFiles.keys()].find((file) => file.startsWith('content/packages/') && /\nprice: \d+\n/.test(textOf(repoFiles.get(file)!)))!;
const packageId = packageFile.slice('content/packages/'.length, -'.mdx'.length);
const packageText = textOf(repoFiles.get(packageFile)!);

/** Sets `value` at a dotted path of `target`, making objects and lists on the way. */
function setAt(target: Record<string, unknown>, path: string, value: string) {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key, index) => {
    node[key] ??= /^\d+$/.test(keys[index + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1)!] = value;
}

/** A translation of every word of the package (the English with a mark), recording the English it was made from. */
function translationOf(text: string, mark = '[t] '): string {
  const { data, content: body } = matter(text);
  const words = wordsOf(collections.packages.schema, data);
  const translated: Record<string, unknown> = {};
  for (const [path, value] of words) setAt(translated, path, `${mark}${value}`);
  words.set('body', body);
  // Lists whose items have no words keep their places as {}.
  const filled = JSON.parse(JSON.stringify(translated, (_, value: unknown) => (Array.isArray(value) ? Array.from(value, (item: unknown) => item ?? {}) : value))) as Record<string, unknown>;
  const record = { translatedBy: 'Test translator', source: sourceDigests(words) };
  // YAML reads JSON: each field on one line.
  const lines = ['---', `translation: ${JSON.stringify(record)}`, ...Object.entries(filled).map(([key, value]) => `${key}: ${JSON.stringify(value)}`), '---'];
  return `${lines.join('\n')}\n${mark}${body}`;
}

const translationFile = `content/${language.tag}/packages/${packageId}.mdx`;

async function run(files: Map<string, string | Buffer>) {
  return buildContent(files);
}

describe('translations', () => {
  it('derive their shape from the source schema: words only, each optional', () => {
    const words = wordsSchemaOf(singletons.emergencySupport.schema)!;
    expect(words.safeParse({}).success).toBe(true);
    expect(words.safeParse({ intro: 'Texte' }).success).toBe(true);
    // A fact of the source (the emergency number) is not a field of the translation.
    expect(words.safeParse({ inIndia: { numbers: [{ number: '112' }] } }).success).toBe(false);
    expect(translationSchemaOf(singletons.emergencySupport.schema).safeParse({ intro: 'Texte' }).success).toBe(false);
  });

  it('refuse a fact typed in a translation, naming the file, the line and the field', async () => {
    const files = new Map(repoFiles);
    const translated = translationOf(packageText).replace('---\n', '---\nprice: 1\n');
    files.set(translationFile, translated);
    const problems = (await run(files)).problems.map(formatProblem);
    expect(problems).toContain(`${translationFile}:2 price: is a fact: it stays in ${packageFile}, and every language shows it from there. A translation holds words only.`);
  });

  it('are up to date when made from the English as it is, and merge their words over the facts', async () => {
    const files = new Map(repoFiles);
    files.set(translationFile, translationOf(packageText));
    const result = await run(files);
    expect(result.problems.map(formatProblem)).toEqual([]);
    const content = result.languages.find((candidate) => candidate.language.tag === language.tag)!;
    expect(content.files.find((file) => file.file === translationFile)?.state.status).toBe('up-to-date');
    const english = result.collections.packages.find((entry) => entry.id === packageId)!.data as { name: string; price: unknown };
    const merged = content.entries.get('packages')!.get(packageId)!.data as { name: string; price: unknown };
    expect(merged.name).toBe(`[t] ${english.name}`);
    expect(merged.price).toEqual(english.price);
  });

  it('stay up to date when a fact changes (a price), and turn stale when a sentence changes', async () => {
    const files = new Map(repoFiles);
    files.set(translationFile, translationOf(packageText));
    const priceChanged = packageText.replace(/(\nprice: )(\d+)/, (_, before: string, value: string) => `${before}${Number(value) + 100}`);
    expect(priceChanged).not.toBe(packageText);
    files.set(packageFile, priceChanged);
    const afterPrice = (await run(files)).languages.find((candidate) => candidate.language.tag === language.tag)!;
    expect(afterPrice.files.find((file) => file.file === translationFile)?.state.status).toBe('up-to-date');

    files.set(packageFile, priceChanged.replace(/\ndescription: (.*?)\.?\n/, (_, sentence: string) => `\ndescription: ${sentence}, and more.\n`));
    const result = await run(files);
    const state = result.languages.find((candidate) => candidate.language.tag === language.tag)!.files.find((file) => file.file === translationFile)!.state;
    expect(state.status).toBe('stale');
    expect(state.changed).toEqual(['description']);
    // A stale page shows in English: its entry is not among the language's translated entries.
    expect(result.languages.find((candidate) => candidate.language.tag === language.tag)!.entries.get('packages')?.has(packageId) ?? false).toBe(false);
  });

  it('fall back to English string by string for shared words', () => {
    const english = { menu: { label: 'Main', close: 'Close menu' } };
    const merged = mergeWords(english, new Map([['menu.label', 'Principal']]));
    expect(merged).toEqual({ menu: { label: 'Principal', close: 'Close menu' } });
    expect(english.menu.label).toBe('Main');
    expect(digestOf('Close  menu')).toBe(digestOf('Close menu'));
    expect(digestOf('Close menu')).not.toBe(digestOf('Close the menu'));
    expect(source.tag).not.toBe(language.tag);
  });
});
