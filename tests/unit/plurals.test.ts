import { describe, expect, it } from 'vitest';
import { readContentFiles, textOf } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { isPluralForms } from '../../src/content/translation';
import { languagesOf } from '../../src/content/translations';
import { plural, pluralCategoriesOf, type PluralForms } from '../../src/lib/plural';
import { problemsWith } from './content-helpers';

const root = new URL('../..', import.meta.url).pathname;
const files = await readContentFiles(root);
const languages = languagesOf(textOf(files.get('content/site/site.json')!));
const built = await buildContent(files);

/** Every count's words in `data`, by where they stand ("destinationCard.hospitals"). */
function countWordsIn(data: unknown, path: string[] = [], into = new Map<string, PluralForms>()): Map<string, PluralForms> {
  if (isPluralForms(data)) into.set(path.join('.'), data);
  else if (typeof data === 'object' && data !== null) for (const [key, value] of Object.entries(data)) countWordsIn(value, [...path, key], into);
  return into;
}

/** The site's words in each language, as its pages read them (a translation's words merged over the English). */
const wordsByLanguage = languages.map((language, index) => ({ language, singletons: index === 0 ? built.singletons : built.languages.find((content) => content.language.tag === language.tag)!.singletons }));

/** Counts that fall in every form of every language: Arabic's 0, 1, 2, 3–10, 11–99 and 100+; French's million. */
const counts = [0, 1, 2, 3, 5, 10, 11, 21, 99, 100, 101, 102, 1000000];

describe('words for a count', () => {
  it('builds from content with no problem', () => {
    expect(built.problems).toEqual([]);
  });

  for (const { language, singletons } of wordsByLanguage)
    it(`take, in ${language.name} (${language.locale}), the form Intl.PluralRules names for each count, and every such form is written`, () => {
      const found = countWordsIn(singletons);
      expect(found.size).toBeGreaterThan(0);
      const rules = new Intl.PluralRules(language.locale);
      for (const [where, words] of found) {
        expect(Object.keys(words).sort(), where).toEqual([...pluralCategoriesOf(language.locale)].sort());
        for (const count of counts) {
          const form = words[rules.select(count)];
          expect(form, `${where}, ${count}`).toBeDefined();
          expect(plural(words, count, language.locale), `${where}, ${count}`).toBe(form);
        }
      }
    });

  it('differ between counts where the language has more than one form', () => {
    for (const { language } of wordsByLanguage) {
      const forms = pluralCategoriesOf(language.locale);
      const words = Object.fromEntries(forms.map((form) => [form, form])) as PluralForms;
      const chosen = new Set(counts.map((count) => plural(words, count, language.locale)));
      expect(chosen, language.locale).toEqual(new Set(forms));
    }
  });
});

describe('the content check of words for a count', () => {
  /** The first translation file of a language holding words for a count, with its text and where they stand. */
  function translatedCountWords(tag: string) {
    for (const [file, text] of files) {
      if (!file.startsWith(`content/${tag}/site/`)) continue;
      const data = JSON.parse(textOf(text)) as Record<string, unknown>;
      const [where] = [...countWordsIn(data)].map(([path]) => path);
      if (where) return { file, data, where };
    }
    throw new Error(`no words for a count in content/${tag}/site/`);
  }

  const at = (data: Record<string, unknown>, where: string) => where.split('.').reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, data) as PluralForms;

  for (const language of languages.slice(1))
    it(`refuses a ${language.name} translation lacking a form its language uses, with file, line and field`, async () => {
      const { file, data, where } = translatedCountWords(language.tag);
      const words = at(data, where);
      const dropped = pluralCategoriesOf(language.locale).find((form) => form !== 'other')!;
      delete words[dropped];
      const problems = await problemsWith({ [file]: `${JSON.stringify(data, null, 2)}\n` });
      expect(problems).toEqual([expect.stringMatching(new RegExp(`^${file}:\\d+ ${where.replace(/\./g, '\\.')}: lacks the form "${dropped}"`))]);
    });

  it('refuses a form the English never uses', async () => {
    const source = [...files.keys()].find((file) => file.startsWith('content/site/') && countWordsIn(JSON.parse(textOf(files.get(file)!))).size > 0)!;
    const data = JSON.parse(textOf(files.get(source)!)) as Record<string, unknown>;
    const [where] = countWordsIn(data).keys();
    const unused = ['zero', 'one', 'two', 'few', 'many', 'other'].find((form) => !pluralCategoriesOf(languages[0].locale).includes(form as never))!;
    Object.assign(at(data, where), { [unused]: at(data, where).other });
    const problems = await problemsWith({ [source]: `${JSON.stringify(data, null, 2)}\n` });
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${source}:\\d+ ${where.replace(/\./g, '\\.')}: has "${unused}", which this language never uses`)));
  });
});
