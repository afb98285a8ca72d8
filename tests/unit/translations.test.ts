import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { readContentFiles, textOf } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { formatProblem } from '../../src/content/problems';
import { collections, singletons } from '../../src/content/collections';
import { z } from 'zod';
import { template, text, uniqueBy } from '../../src/content/fields';
import { digestOf, freshWords, mergeWords, placeProblems, sourceDigests, translationSchemaOf, translationSkeleton, translationState, wordsOf, wordsSchemaOf } from '../../src/content/translation';
import { languagesOf } from '../../src/content/translations';
import { pluralCategoriesOf, type PluralForms } from '../../src/lib/plural';

const root = new URL('../..', import.meta.url).pathname;
const repoFiles = await readContentFiles(root);
const [source, language] = languagesOf(textOf(repoFiles.get('content/site/site.json')!));

/** A package of the repository with a single price, its file and its text. */
const packageFile = [...repoFiles.keys()].find((file) => file.startsWith('content/packages/') && /\nprice: \d+\n/.test(textOf(repoFiles.get(file)!)))!;
const packageId = packageFile.slice('content/packages/'.length, -'.mdx'.length);
const packageText = textOf(repoFiles.get(packageFile)!);

/** Sets `value` at a dotted path of `target`, making objects and lists on the way; a count's words (their forms as one text) as the language's forms, each marked like the text. */
function setAt(target: Record<string, unknown>, path: string, value: string) {
  const keys = path.split('.');
  let node = target;
  // A translation's lists are groups keyed by item, never lists.
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  const [, mark, forms] = /^(.*?)(\{".*)$/s.exec(value) ?? [];
  const english = forms ? (JSON.parse(forms) as PluralForms) : undefined;
  // In the translation's language, every form it has: the English's of the same form, or its "other".
  node[keys.at(-1)!] = english ? Object.fromEntries(pluralCategoriesOf(language.locale).map((form) => [form, `${mark}${english[form] ?? english.other}`])) : value;
}

/** A translation of every word of the package (the English with a mark), recording the English it was made from. */
function translationOf(text: string, mark = '[t] '): string {
  const { data, content: body } = matter(text);
  const words = wordsOf(collections.packages.schema, data);
  const translated: Record<string, unknown> = {};
  for (const [path, value] of words) setAt(translated, path, `${mark}${value}`);
  words.set('body', body);
  const filled = translated;
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
    const schema = z.object({ menu: z.object({ label: text, close: text }) });
    const merged = mergeWords(schema, english, new Map([['menu.label', 'Principal']]));
    expect(merged).toEqual({ menu: { label: 'Principal', close: 'Close menu' } });
    expect(english.menu.label).toBe('Main');
    expect(digestOf('Close  menu')).toBe(digestOf('Close menu'));
    expect(digestOf('Close menu')).not.toBe(digestOf('Close the menu'));
    expect(source.tag).not.toBe(language.tag);
  });

  it('count a skeleton still in English as not translated: the page shows in English, and each shared word falls back', async () => {
    const { data, content: body } = matter(packageText);
    const words = wordsOf(collections.packages.schema, data);
    // A body with words is copied in English too, and counts as not translated the same way.
    if (body.trim()) words.set('body', body);
    const skeleton = translationSkeleton(words, 'Test translator');
    const files = new Map(repoFiles);
    files.set(translationFile, `---\n${Object.entries(skeleton).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n')}\n---\n${body}`);
    // A shared-words file too: the common words, every string still the English.
    const commonWords = wordsOf(singletons.common.schema, JSON.parse(textOf(repoFiles.get(`content/${singletons.common.file}`)!)));
    const commonFile = `content/${language.tag}/${singletons.common.file}`;
    files.set(commonFile, JSON.stringify(translationSkeleton(commonWords, 'Test translator')));
    const result = await run(files);
    expect(result.problems.map(formatProblem)).toEqual([]);
    const content = result.languages.find((candidate) => candidate.language.tag === language.tag)!;
    const state = content.files.find((file) => file.file === translationFile)!.state;
    expect(state.status).toBe('stale');
    expect(state.changed).toEqual([]);
    expect(new Set(state.untranslated)).toEqual(new Set(words.keys()));
    expect(content.entries.get('packages')?.has(packageId) ?? false).toBe(false);
    const common = content.files.find((file) => file.file === commonFile)!;
    expect(common.fresh).toEqual([]);
    expect(new Set(common.state.untranslated)).toEqual(new Set(commonWords.keys()));

    // A text kept as the English on purpose, listed as such, counts as translated.
    const [kept] = commonWords.keys();
    const record = { source: sourceDigests(commonWords), sameAsEnglish: [kept] };
    expect(freshWords(commonWords, commonWords, record).has(kept)).toBe(true);
    expect(translationState(commonWords, commonWords, record).untranslated).not.toContain(kept);
  });

  it('show a stale text with other {places} than the English in English, never refused; refuse an up-to-date one, with file, line and field', async () => {
    const commonSource = `content/${singletons.common.file}`;
    const commonFile = `content/${language.tag}/${singletons.common.file}`;
    const english = JSON.parse(textOf(repoFiles.get(commonSource)!)) as Record<string, unknown>;
    const englishWords = wordsOf(singletons.common.schema, english);
    const [field, englishText] = [...englishWords].find(([, value]) => /\{\w+\}/.test(value))!;
    const place = /\{\w+\}/.exec(englishText)![0];
    const translation = (strings: Map<string, string>, from: Map<string, string>) => {
      const data: Record<string, unknown> = { translation: { translatedBy: 'Test translator', source: sourceDigests(from) } };
      for (const [key, value] of strings) setAt(data, key, value);
      return JSON.stringify(data, null, 2);
    };
    // Translated from an older English, and lacking one of today's places: stale, so shown in English.
    const older = new Map(englishWords).set(field, englishText.replace(place, '').concat(' (before)'));
    const translated = new Map([...englishWords].map(([key, value]) => [key, `[t] ${value}`])).set(field, `[t] ${englishText.replace(place, '')}`);
    const files = new Map(repoFiles);
    files.set(commonFile, translation(translated, older));
    const stale = await run(files);
    expect(stale.problems.map(formatProblem)).toEqual([]);
    const content = stale.languages.find((candidate) => candidate.language.tag === language.tag)!;
    const [group, name] = field.split('.');
    expect(((content.singletons.common as Record<string, Record<string, string>>)[group] ?? {})[name]).toBe(englishText);

    // Made from today's English but lacking the place: refused where it is.
    files.set(commonFile, translation(translated, englishWords));
    const problems = (await run(files)).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: commonFile, field });
    expect(problems[0].line).toBeGreaterThan(1);
    expect(problems[0].message).toContain(place);

    // The translation's schema no longer holds the English's places: only the comparison above does.
    const greeting = z.object({ greeting: template({ name: 'the name', date: 'the day' }) });
    expect(translationSchemaOf(greeting).safeParse({ greeting: 'Bonjour {name}', translation: { translatedBy: 'T', source: {} } }).success).toBe(true);
    const now = new Map([['greeting', 'Hello {name}, on {date}']]);
    expect(placeProblems(now, new Map([['greeting', 'Bonjour {name}']]))).toHaveLength(1);
    expect(placeProblems(now, new Map([['greeting', 'Bonjour {name}, le {date}']]))).toEqual([]);
  });

  it('key list items by id or by their English words, so an item added to the English leaves the others translated', () => {
    const item = z.strictObject({ id: z.string(), label: text });
    const schema = z.object({ steps: uniqueBy(item, 'id'), symptoms: z.array(text) });
    const before = { steps: [{ id: 'a', label: 'Arrive' }, { id: 'b', label: 'Begin' }], symptoms: ['Fever', 'Pain'] };
    const wordsBefore = wordsOf(schema, before);
    const translated = new Map([...wordsBefore].map(([key, value]) => [key, `[t] ${value}`]));
    const record = { source: sourceDigests(wordsBefore) };
    // One item added at the head of each list.
    const after = { steps: [{ id: 'z', label: 'Zero' }, ...before.steps], symptoms: ['Bleeding', ...before.symptoms] };
    const wordsAfter = wordsOf(schema, after);
    const state = translationState(wordsAfter, translated, record);
    expect(state.changed).toEqual([]);
    expect(state.untranslated).toHaveLength(2);
    const merged = mergeWords(schema, after, freshWords(wordsAfter, translated, record));
    expect(merged).toEqual({
      steps: [{ id: 'z', label: 'Zero' }, { id: 'a', label: '[t] Arrive' }, { id: 'b', label: '[t] Begin' }],
      symptoms: ['Bleeding', '[t] Fever', '[t] Pain'],
    });
  });

  it('key the real content\'s list items by their id where they have one', () => {
    const english = JSON.parse(textOf(repoFiles.get(`content/${singletons.pages.file}`)!)) as { pages: Array<{ path: string; title: string }> };
    const keys = [...wordsOf(singletons.pages.schema, english).keys()];
    // A page is keyed by its address: moving it in the list moves its translation with it.
    expect(keys).toContain(`pages.${english.pages[1].path}.title`);
  });
});
