// Translations: which fields of a schema are words, the shape of a translation derived from the
// source's schema, the digests that say whether a translation is up to date, and the merge of a
// translation's words over the source's facts.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { pastDate } from './dates';
import { pluralCategories, pluralCategoriesOf, type PluralForms } from '../lib/plural';
import { didYouMean } from './suggest';

/** Marks a schema as words a translation may replace; every other field is a fact that stays in the source file. */
export function words<T extends z.ZodType>(schema: T): T {
  return schema.meta({ words: true }) as T;
}

/** Marks text that is a fact, not words (a name as registered, an address): a translation may not replace it. */
export function fact<T extends z.ZodType>(schema: T): T {
  return schema.meta({ words: false }) as T;
}

/**
 * Words with a rule that holds in the source's language only (it looks for English words): the
 * source is checked with it, and a translation of the field keeps the field's other rules alone.
 */
export function sourceRule<T extends z.ZodType>(schema: T, holds: (value: z.output<T>) => boolean, message: string): T {
  return schema.refine(holds, message).meta({ words: true, translated: schema }) as unknown as T;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isWords = (schema: z.ZodType) => (z.globalRegistry.get(schema) as { words?: boolean } | undefined)?.words === true;
const isPlural = (schema: z.ZodType) => (z.globalRegistry.get(schema) as { plural?: boolean } | undefined)?.plural === true;
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional, default and the like, and the input side of a pipe. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (isWords(current)) return current;
    const inner = wrappers.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : def.type === 'lazy' ? def.getter?.() : undefined;
    if (!inner) return current;
    current = inner;
  }
}

const derived = new WeakMap<z.ZodType, z.ZodType | null>();

/**
 * The words of a schema: an object holding only its word fields, each optional, refusing any
 * other field; null when the schema holds no words. A word field keeps its source's rules
 * (length limits, the {places} of a template), since the page shows the translation in its place.
 */
export function wordsSchemaOf(schema: z.ZodType): z.ZodType | null {
  if (derived.has(schema)) return derived.get(schema)!;
  const made = deriveWords(unwrap(schema));
  derived.set(schema, made);
  return made;
}

function deriveWords(schema: z.ZodType): z.ZodType | null {
  if (isWords(schema)) return (z.globalRegistry.get(schema) as { translated?: z.ZodType } | undefined)?.translated ?? schema;
  const def = defOf(schema);
  if (def.type === 'object') {
    const shape = Object.fromEntries(
      Object.entries(def.shape ?? {}).flatMap(([key, field]) => {
        const inner = wordsSchemaOf(field);
        return inner ? [[key, inner.optional()]] : [];
      }),
    );
    return Object.keys(shape).length ? z.strictObject(shape) : null;
  }
  if (def.type === 'array') {
    // A list's items by their key (an id, or a digest of the item's English words), never by place.
    const item = def.element && wordsSchemaOf(def.element);
    return item ? z.record(z.string(), item.optional()) : null;
  }
  if (def.type === 'record') {
    const value = def.valueType && wordsSchemaOf(def.valueType);
    return value ? z.record(z.string(), value.optional()) : null;
  }
  if (def.type === 'union') {
    const options = (def.options ?? []).flatMap((option) => wordsSchemaOf(option) ?? []);
    if (options.length === 0) return null;
    // Each option's words; a field another option knows is not refused by this one.
    return options.length === 1 ? options[0] : z.union(options as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  return null;
}

/** The field names an object of the source schema has at `path` (facts and words alike). */
export function sourceFieldsAt(schema: z.ZodType, path: ReadonlyArray<string | number>): string[] {
  let current: z.ZodType | undefined = unwrap(schema);
  for (const segment of path) {
    if (!current) return [];
    const def = defOf(current);
    if (def.type === 'object' && typeof segment === 'string') current = def.shape?.[segment];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else if (def.type === 'union') {
      const options: z.ZodType[] = (def.options ?? []).map((option) => unwrap(option));
      const names = new Set(options.flatMap((option) => sourceFieldsAt(option, [segment])));
      return [...names];
    } else return [];
    current = current && unwrap(current);
  }
  if (!current) return [];
  const def = defOf(current);
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap((option) => sourceFieldsAt(option, [])))];
  return def.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}

/** A path of fields as a translation file's digests name it: "sections.inIndia.heading", "symptoms.3fa9c0d21b". */
export const pathKey = (path: ReadonlyArray<string | number>) => path.join('.');

/** The key of an MDX file's body among a translation's digests. */
export const bodyKey = 'body';

/** The field that names each item of a list (its id, or a fact every item has its own of), by the list's item schema. */
const listKeys = new WeakMap<z.ZodType, string>();

/**
 * Says which field names each item of a list whose items are `item` (a list written with
 * uniqueBy): a translation keys the items' words by it, when it is a fact, so an item added or
 * moved in the English leaves the other items' translations on their own items.
 */
export function keyListBy(item: z.ZodType, field: string): void {
  listKeys.set(item, field);
}

/** A key as a translation writes it: as it is when it is plain (an id, an address), else its digest (never a dot, which separates fields). */
const keySegment = (value: string) => (/^[\w/:+@#-]+$/.test(value) ? value : digestOf(value));

/**
 * The key of an item of a list in a translation: its `id`, or the fact its list is unique by
 * (an address, a tag), or else a digest of the item's English words. Never its place in the list.
 */
export function itemKeyOf(element: z.ZodType, item: unknown): string {
  if (typeof item === 'string') return digestOf(item);
  const schema = unwrap(element);
  const def = defOf(schema);
  const option = def.type === 'union' ? ((def.options ?? []).find((candidate) => fits(unwrap(candidate), item)) ?? def.options?.[0]) : schema;
  const shape = option ? defOf(unwrap(option)).shape : undefined;
  if (shape && typeof item === 'object' && item !== null) {
    for (const field of ['id', listKeys.get(element)]) {
      const value = field ? (item as Record<string, unknown>)[field] : undefined;
      if (field && shape[field] && !wordsSchemaOf(shape[field]) && (typeof value === 'string' || typeof value === 'number') && String(value) !== '') return keySegment(String(value));
    }
  }
  return digestOf([...wordsOf(element, item).values()].join('\n'));
}

/** One word field of a source file: its text, and where it stands in the data (more than once when a list repeats an item). */
export interface WordField {
  text: string;
  places: Array<Array<string | number>>;
}

/** Every word of `data` that `schema` marks as words, by its key ("hero.title", "steps.3fa9c0d21b.title"), with where it stands. */
export function wordFieldsOf(schema: z.ZodType, data: unknown, key: Array<string | number> = [], at: Array<string | number> = [], into = new Map<string, WordField>()): Map<string, WordField> {
  const current = unwrap(schema);
  if (data === undefined || data === null) return into;
  const add = (path: Array<string | number>, place: Array<string | number>, text: string) => {
    const found = into.get(pathKey(path));
    if (found) found.places.push(place);
    else into.set(pathKey(path), { text, places: [place] });
  };
  if (isWords(current)) {
    if (typeof data === 'string') add(key, at, data);
    else if (isPlural(current) && isPluralForms(data)) add(key, at, pluralText(data));
    else if (Array.isArray(data)) data.forEach((item, index) => typeof item === 'string' && add([...key, digestOf(item)], [...at, index], item));
    return into;
  }
  const def = defOf(current);
  if (def.type === 'object' && typeof data === 'object' && !Array.isArray(data)) {
    for (const [name, field] of Object.entries(def.shape ?? {})) wordFieldsOf(field, (data as Record<string, unknown>)[name], [...key, name], [...at, name], into);
  } else if (def.type === 'array' && Array.isArray(data) && def.element) {
    data.forEach((item, index) => wordFieldsOf(def.element!, item, [...key, itemKeyOf(def.element!, item)], [...at, index], into));
  } else if (def.type === 'record' && typeof data === 'object' && def.valueType) {
    for (const [name, value] of Object.entries(data as Record<string, unknown>)) wordFieldsOf(def.valueType, value, [...key, name], [...at, name], into);
  } else if (def.type === 'union') {
    // The option whose own fields the data has: a discriminated kind or the only fitting shape.
    const option = (def.options ?? []).find((candidate) => fits(unwrap(candidate), data)) ?? def.options?.[0];
    if (option) wordFieldsOf(option, data, key, at, into);
  }
  return into;
}

/** Every word of `data` that `schema` marks as words, by its key ("hero.title" → the text). */
export function wordsOf(schema: z.ZodType, data: unknown): Map<string, string> {
  return new Map([...wordFieldsOf(schema, data)].map(([key, field]) => [key, field.text]));
}

/** Whether `data` could be of the object schema: every field it has is the schema's, and its literal kinds agree. */
function fits(schema: z.ZodType, data: unknown): boolean {
  const def = defOf(schema);
  if (def.type !== 'object' || typeof data !== 'object' || data === null) return def.type !== 'object';
  const shape = def.shape ?? {};
  for (const [key, value] of Object.entries(data)) {
    const field = shape[key];
    if (!field) return false;
    const fieldDef = defOf(unwrap(field)) as Def & { values?: unknown[] };
    if (fieldDef.type === 'literal' && !fieldDef.values?.includes(value)) return false;
  }
  return true;
}

/**
 * Digests made in this process, by text: a run compares each translated field with its English
 * several times (its state, its fresh words), the bodies among them. Emptied when it grows past
 * digestsKept, so a long-running dev server does not keep every text it ever saw.
 */
const digests = new Map<string, string>();
const digestsKept = 50_000;

/** The digest of a source text a translation records: it changes when the words change, and only then. */
export function digestOf(text: string): string {
  let digest = digests.get(text);
  if (digest === undefined) {
    if (digests.size >= digestsKept) digests.clear();
    digest = createHash('sha256').update(text.trim().replace(/\s+/g, ' ')).digest('hex').slice(0, 10);
    digests.set(text, digest);
  }
  return digest;
}

/** The digests of every word of a source file, by path: what a translation made now would record. */
export function sourceDigests(sourceWords: ReadonlyMap<string, string>): Record<string, string> {
  return Object.fromEntries([...sourceWords].map(([path, text]) => [path, digestOf(text)]));
}

/** Who translated the file, from which source words, and (for a medical page) who reviewed the translation. */
export const translationRecord = z.strictObject({
  /** Who translated the file: a name, or a name and their role. */
  translatedBy: z.string().trim().min(1),
  /** The translation is a stand-in until a fluent clinician reviews it: shown on the page as a sample, listed by `npm run launch:check`. */
  sample: z.literal(true, 'should be true, or left out once a fluent reviewer has checked the translation.').optional(),
  /** For a medical page (package, article, question, emergency support): who reviewed the translation and when. */
  review: z
    .strictObject({
      /** The fluent clinician who checked the translation against the English page. */
      reviewedBy: z.string().trim().min(1),
      /** The day of that review, YYYY-MM-DD; not after today. */
      reviewed: pastDate,
    })
    .optional(),
  /**
   * The digest of each English text this file translates, by its field ("hero.title": "3fa9c0d21b"),
   * and "body" for an MDX file's body; `npm run translations -- stamp <file>` writes them.
   */
  source: z.record(z.string(), z.string().regex(/^[0-9a-f]{10}$/, 'should be a digest written by `npm run translations -- stamp`.')),
  /**
   * The fields whose translation is the English text on purpose (a name as registered, a degree
   * like "MBBS"): any other field still holding its English text counts as not translated.
   */
  sameAsEnglish: z.array(z.string()).optional(),
});

export type TranslationRecord = z.infer<typeof translationRecord>;

/** The name of the field of a translation file that holds its record. */
export const recordField = 'translation';

/**
 * The translation schema of each source schema, made once: zod compiles a parser for an object
 * schema the first time it checks a value, so a schema made anew for each translation file was
 * compiled again for each (a few hundred times in a run that checks every translation).
 */
const translationSchemas = new WeakMap<z.ZodType, z.ZodType>();

/** The whole schema of a translation file of a source schema: its words and the record. */
export function translationSchemaOf(source: z.ZodType): z.ZodType {
  let made = translationSchemas.get(source);
  if (!made) {
    const wordsSchema = wordsSchemaOf(source);
    translationSchemas.set(source, (made = z.strictObject({ ...(wordsSchema ? topWordFields(wordsSchema) : {}), [recordField]: translationRecord })));
  }
  return made;
}

/** The word fields of a words schema; of a schema of several kinds (a resource: article, page, tool…), those of every kind. */
function topWordFields(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'union') return Object.assign({}, ...(def.options ?? []).map(topWordFields)) as Record<string, z.ZodType>;
  return def.shape ?? {};
}

/** The message for a field a translation may not have: a fact of the source, or no field at all. */
export function unknownFieldMessage(source: z.ZodType, path: ReadonlyArray<string | number>, key: string, sourceFile: string): string {
  const known = sourceFieldsAt(source, path);
  if (known.includes(key)) return `is a fact: it stays in ${sourceFile}, and every language shows it from there. A translation holds words only.`;
  const wordsSchema = wordsSchemaOf(source);
  const wordNames = wordsSchema ? sourceFieldsAt(wordsSchema, path) : [];
  return `is not a field of ${sourceFile}.${didYouMean(key, path.length === 0 ? [...wordNames, recordField] : wordNames)}`;
}

/** How a translation stands against its source's words now. */
export interface TranslationState {
  /** up-to-date: every word translated from the current English; stale: some source words changed or are untranslated; missing: no file. */
  status: 'up-to-date' | 'stale' | 'missing';
  /** The source fields whose words changed since they were translated. */
  changed: string[];
  /** The source fields the translation does not translate (new since, left out, or still in English). */
  untranslated: readonly string[];
  /** What the translation translates that the English no longer has (a list item whose words changed or that was taken out). */
  removed?: string[];
}

/** What a translation file records of its English: the digests it was made from, and the fields kept as the English on purpose. */
export type Recorded = Pick<TranslationRecord, 'source' | 'sameAsEnglish'>;

/**
 * Whether the translation of a field is a translation of the English as it is now: made from
 * these words (its digest recorded) and not the English text itself left in place (the skeleton
 * `npm run translations -- start` writes), unless the record keeps it as the English on purpose.
 */
function translates(path: string, english: string, translation: string | undefined, recorded: Recorded): 'fresh' | 'changed' | 'untranslated' {
  const digest = recorded.source[path];
  if (translation === undefined || digest === undefined) return 'untranslated';
  const own = digestOf(translation);
  if ((own === digest || own === digestOf(english)) && !recorded.sameAsEnglish?.includes(path)) return 'untranslated';
  return digest === digestOf(english) ? 'fresh' : 'changed';
}

/** Compares a translation's words and recorded digests with the source's words now. */
export function translationState(sourceWords: ReadonlyMap<string, string>, translated: ReadonlyMap<string, string>, recorded: Recorded): TranslationState {
  const changed: string[] = [];
  const untranslated: string[] = [];
  for (const [path, text] of sourceWords) {
    const state = translates(path, text, translated.get(path), recorded);
    if (state === 'untranslated') untranslated.push(path);
    else if (state === 'changed') changed.push(path);
  }
  const removed = [...translated.keys()].filter((path) => !sourceWords.has(path));
  return { status: changed.length || untranslated.length ? 'stale' : 'up-to-date', changed, untranslated, ...(removed.length ? { removed } : {}) };
}

/** The translated words whose source words are still those they were translated from, by path. */
export function freshWords(sourceWords: ReadonlyMap<string, string>, translated: ReadonlyMap<string, string>, recorded: Recorded): Map<string, string> {
  const fresh = new Map<string, string>();
  for (const [path, text] of translated) {
    const source = sourceWords.get(path);
    if (source !== undefined && translates(path, source, text, recorded) === 'fresh') fresh.set(path, text);
  }
  return fresh;
}

/** The places ({name}) a text has for the page to fill, sorted. */
const placesIn = (text: string) => [...new Set([...text.matchAll(/\{[^{}]*\}/g)].map(([place]) => place))].sort();

/**
 * The up-to-date translated words whose places differ from the English's: the page would show a
 * place unfilled, or leave a value out. (A stale translation shows in English, so is never refused for it.)
 */
export function placeProblems(sourceWords: ReadonlyMap<string, string>, fresh: ReadonlyMap<string, string>): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  for (const [path, text] of fresh) {
    const english = sourceWords.get(path);
    if (english === undefined || path === bodyKey) continue;
    const want = placesIn(english);
    const have = placesIn(text);
    const lacking = want.filter((place) => !have.includes(place));
    const extra = have.filter((place) => !want.includes(place));
    if (lacking.length || extra.length)
      problems.push({
        path,
        message: `${lacking.length ? `should contain ${lacking.join(', ')}, like the English` : ''}${lacking.length && extra.length ? '; and ' : ''}${extra.length ? `has ${extra.join(', ')}, which the English has not and the page cannot fill` : ''}: keep exactly the English's places (${want.join(', ') || 'none'}).`,
      });
  }
  return problems;
}

/** Every string of a translation's words, by path (the record left out). */
export function leavesOf(data: unknown, path: Array<string | number> = [], into = new Map<string, string>()): Map<string, string> {
  if (typeof data === 'string') into.set(pathKey(path), data);
  else if (isPluralForms(data)) into.set(pathKey(path), pluralText(data));
  else if (Array.isArray(data)) data.forEach((item, index) => leavesOf(item, [...path, index], into));
  else if (typeof data === 'object' && data !== null)
    for (const [key, value] of Object.entries(data)) if (!(path.length === 0 && key === recordField)) leavesOf(value, [...path, key], into);
  return into;
}

/**
 * The source's data with the given words in place, by key: every fact (price, date, id,
 * reference) and every word not given stays the source's. The source is not changed.
 */
export function mergeWords<T>(schema: z.ZodType, source: T, wordsByKey: ReadonlyMap<string, string>): T {
  if (wordsByKey.size === 0) return source;
  const fields = wordFieldsOf(schema, source);
  const merged = structuredClone(source) as unknown;
  for (const [key, text] of wordsByKey)
    for (const place of fields.get(key)?.places ?? []) {
      let node = merged as Record<string | number, unknown> | undefined;
      for (const segment of place.slice(0, -1)) {
        const next = node?.[segment];
        node = typeof next === 'object' && next !== null ? (next as Record<string | number, unknown>) : undefined;
      }
      const last = place[place.length - 1];
      if (node && typeof node[last] === 'string') node[last] = text;
      else if (node && isPluralForms(node[last])) node[last] = pluralFromText(text) ?? node[last];
    }
  return merged as T;
}

/**
 * The file `npm run translations -- start` writes: every English text in place, to be replaced,
 * the digests of the English, and an empty list of fields kept as the English on purpose. Until
 * its texts are replaced it translates nothing: a text equal to its English counts as not translated.
 */
export function translationSkeleton(sourceWords: ReadonlyMap<string, string>, translatedBy: string): Record<string, unknown> {
  const record: TranslationRecord = { translatedBy, sample: true, source: sourceDigests(sourceWords), sameAsEnglish: [] };
  const data: Record<string, unknown> = { [recordField]: record };
  for (const [key, text] of sourceWords) {
    if (key === bodyKey) continue;
    const segments = key.split('.');
    let node = data;
    for (const segment of segments.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[segments[segments.length - 1]] = pluralFromText(text) ?? text;
  }
  return data;
}

/** Whether a value is the words of a count by plural form ({ "one": …, "other": … }): "other" and only plural forms, each a text. */
export function isPluralForms(value: unknown): value is PluralForms {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return typeof (value as { other?: unknown }).other === 'string' && entries.every(([key, form]) => (pluralCategories as readonly string[]).includes(key) && typeof form === 'string');
}

/** The words of a count as one text, its forms in CLDR's order: what a translation's digest is made of, and compared by. */
export function pluralText(forms: PluralForms): string {
  return JSON.stringify(Object.fromEntries(pluralCategories.flatMap((category) => (forms[category] === undefined ? [] : [[category, forms[category]]]))));
}

/** The words of a count back from its text (pluralText), or undefined for any other text. */
function pluralFromText(text: string): PluralForms | undefined {
  if (!text.startsWith('{"')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPluralForms(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Every count's words in `data` (a source file's against its schema, or a translation's against its words schema), with where each stands. */
function pluralsOf(schema: z.ZodType, data: unknown, at: Array<string | number> = [], into: Array<{ path: Array<string | number>; forms: PluralForms }> = []) {
  const current = unwrap(schema);
  if (data === undefined || data === null) return into;
  if (isPlural(current)) {
    if (isPluralForms(data)) into.push({ path: at, forms: data });
    return into;
  }
  const def = defOf(current);
  if (def.type === 'object' && typeof data === 'object' && !Array.isArray(data)) {
    for (const [name, field] of Object.entries(def.shape ?? {})) pluralsOf(field, (data as Record<string, unknown>)[name], [...at, name], into);
  } else if (def.type === 'array' && Array.isArray(data) && def.element) {
    data.forEach((item, index) => pluralsOf(def.element!, item, [...at, index], into));
  } else if (def.type === 'record' && typeof data === 'object' && def.valueType) {
    for (const [name, value] of Object.entries(data as Record<string, unknown>)) pluralsOf(def.valueType, value, [...at, name], into);
  } else if (def.type === 'union') {
    for (const option of def.options ?? []) pluralsOf(option, data, at, into);
  }
  return into;
}

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/**
 * The count's words in `data` whose forms are not those the language uses (Intl.PluralRules of
 * its locale): a form lacking would leave some counts without words, one too many is never shown.
 * For a translation, `english` holds the source's words by key: words still the English's are let be.
 */
export function pluralProblems(schema: z.ZodType, data: unknown, locale: string, english?: ReadonlyMap<string, string>): Array<{ path: Array<string | number>; message: string }> {
  const needed = pluralCategoriesOf(locale);
  const problems: Array<{ path: Array<string | number>; message: string }> = [];
  const seen = new Set<string>();
  for (const { path, forms } of pluralsOf(schema, data)) {
    // A translation's words for a count still the English's (a skeleton not translated yet) show in English: nothing to refuse.
    if (seen.has(pathKey(path)) || english?.get(pathKey(path)) === pluralText(forms)) continue;
    seen.add(pathKey(path));
    const given = Object.keys(forms);
    const lacking = needed.filter((category) => !given.includes(category));
    const extra = given.filter((category) => !(needed as string[]).includes(category));
    if (!lacking.length && !extra.length) continue;
    const parts = [lacking.length ? `lacks the form${lacking.length > 1 ? 's' : ''} ${quoted(lacking)}` : '', extra.length ? `has ${quoted(extra)}, which this language never uses` : ''].filter(Boolean);
    problems.push({ path, message: `${parts.join(' and ')}: a count in this language (${locale}) takes the forms ${quoted(needed)}, so write exactly these.` });
  }
  return problems;
}
