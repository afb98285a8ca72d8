// The content step's translation phase: each file under content/<tag>/ read against the schema
// derived from its source's, compared with the source's words now, and merged over its facts.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { collections, singletons, type CollectionDefinition, type CollectionName } from './collections';
import type { ContentSource } from './files';
import type { ParsedFile } from './parse';
import { formatFieldPath, type Problem } from './problems';
import type { ContentSession } from './session';
import {
  bodyKey,
  freshWords,
  leavesOf,
  mergeWords,
  placeProblems,
  pluralProblems,
  recordField,
  translationSchemaOf,
  translationState,
  unknownFieldMessage,
  wordsSchemaOf,
  wordFieldsOf,
  wordsOf,
  type TranslationRecord,
  type TranslationState,
} from './translation';

/** One language of the site, as content/site/site.json lists it. */
export interface Language {
  tag: string;
  name: string;
  direction: 'ltr' | 'rtl';
  locale: string;
  lineHeight?: 'normal' | 'tall';
  font?: string;
}

/** The languages the site file lists, as written (the site file's own check says what is wrong with it). */
export function languagesOf(siteText: string | undefined): Language[] {
  try {
    const languages = (JSON.parse(siteText ?? '{}') as { languages?: unknown }).languages;
    return Array.isArray(languages) ? languages.filter((language): language is Language => typeof language?.tag === 'string') : [];
  } catch {
    return [];
  }
}

/** The tag of the language a content file is a translation into, or null for a source file. */
export function translationTagOf(file: string, tags: ReadonlySet<string>): string | null {
  const match = /^content\/([^/]+)\//.exec(file);
  return match && tags.has(match[1]) ? match[1] : null;
}

/** One translatable file of the source, and how its translation into one language stands. */
export interface TranslationFileState {
  /** The source file, like "content/site/emergency-support.json". */
  source: string;
  /** Where its translation lives (or would), like "content/ar/site/emergency-support.json". */
  file: string;
  /** A singleton's name, or a collection's. */
  owner: string;
  /** The entry's id, for a collection's file. */
  id?: string;
  /** A medical page: its translation needs a clinician's review. */
  medical: boolean;
  /** The page's own words (an entry, or a page's words file): shown whole, in the language or in English. Else shared words, string by string. */
  page: boolean;
  state: TranslationState;
  /** For shared words: the fields whose translation is up to date (each shows translated on its own). */
  fresh?: string[];
  /** What the translation file records; none when it is missing or invalid. */
  record?: TranslationRecord;
}

/** What one language of the site is made of, after merging its words over the source's facts. */
export interface LanguageContent {
  language: Language;
  /** Every singleton: the source's data with this language's up-to-date words. */
  singletons: Record<string, unknown>;
  /** The entries whose translation is up to date, merged; every other entry shows in English. */
  entries: Map<CollectionName, Map<string, { data: Record<string, unknown>; bodyKey: string | null }>>;
  /** Every translatable source file, and how its translation stands. */
  files: TranslationFileState[];
}

/** The source side of the run: the parsed source files and their valid data. */
export interface SourceContent {
  singletons: ReadonlyMap<string, ParsedFile>;
  entries: ReadonlyMap<CollectionName, ReadonlyArray<{ id: string; parsed: ParsedFile }>>;
  validSingletons: Record<string, unknown>;
  validEntry: (collection: CollectionName, id: string) => { data: Record<string, unknown>; bodyKey: string | null } | undefined;
  /**
   * The digest of what validation depended on besides each file (ids, addresses, today): a source's
   * valid data is a function of its text and this, so a translation's outcome can be kept by them.
   */
  contextDigest: string;
}

/** A translation's data checked against the schema derived from the source's: words only, and the record. */
function validateTranslation(parsed: ParsedFile, source: z.ZodType, sourceFile: string, problems: Problem[]): Record<string, unknown> | undefined {
  const schema = translationSchemaOf(source);
  const result = schema.safeParse(parsed.data, { reportInput: true });
  if (result.success) return result.data as Record<string, unknown>;
  for (const issue of result.error.issues) {
    const path = issue.path as Array<string | number>;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const at = [...path, key];
        problems.push({ file: parsed.file, line: parsed.locate(at), field: formatFieldPath(at), message: unknownFieldMessage(source, path, key, sourceFile) });
      }
      continue;
    }
    problems.push({ file: parsed.file, line: parsed.locate(path), field: formatFieldPath(path), message: issue.message });
  }
  return undefined;
}

/** The store's key of a translation's check: by its name and the hash of its text, and its source's name. */
const translationCheckKey = (file: string, hash: string, sourceFile: string) => `translation:${file}:${hash}:${sourceFile}`;

/** validateTranslation, across runs by the file's name and text and its source's name (the schemas' code is the store's version). */
function validateTranslationOnce(session: ContentSession, parsed: ParsedFile, source: z.ZodType, sourceFile: string, problems: Problem[]): Record<string, unknown> | undefined {
  const check = () => {
    const own: Problem[] = [];
    return { data: validateTranslation(parsed, source, sourceFile, own) ?? null, problems: own };
  };
  const sourceHash = session.sourceHash(parsed.file);
  const { data, problems: own } = sourceHash ? session.remember(translationCheckKey(parsed.file, sourceHash, sourceFile), check) : check();
  problems.push(...own);
  return data ?? undefined;
}

/**
 * Results by parse and key, for a session that hands back the same parse while a file is unchanged
 * (the dev server): a run after one edit reads the others from memory, not from the store's text.
 */
const held = new WeakMap<ParsedFile, Map<string, unknown>>();

/** session.remember, answered from memory for a parse seen before; the store still keeps what was answered so. */
function heldOrRemembered<T>(session: ContentSession, parsed: ParsedFile, key: string, compute: () => T): T {
  let known = held.get(parsed);
  if (!known) held.set(parsed, (known = new Map()));
  if (known.has(key)) {
    session.keep(key);
    return known.get(key) as T;
  }
  const value = session.remember(key, compute);
  known.set(key, value);
  return value;
}

/** The source file a translation file translates: content/ar/site/x.json → content/site/x.json. */
const sourceFileOf = (file: string, tag: string) => file.replace(`content/${tag}/`, 'content/');

interface Translatable {
  source: string;
  owner: string;
  id?: string;
  schema: z.ZodType;
  format: 'json' | 'mdx';
  medical: boolean;
  page: boolean;
  parsed: ParsedFile;
  valid: { data: Record<string, unknown>; bodyKey: string | null } | undefined;
}

/** Every source file a translation may translate: each singleton and each entry. */
function translatables(source: SourceContent): Map<string, Translatable> {
  const all = new Map<string, Translatable>();
  for (const [name, parsed] of source.singletons) {
    const definition = singletons[name as keyof typeof singletons] as { schema: z.ZodType; page?: string; medical?: boolean };
    const data = source.validSingletons[name] as Record<string, unknown> | undefined;
    all.set(parsed.file, {
      source: parsed.file,
      owner: name,
      schema: definition.schema,
      format: 'json',
      medical: Boolean(definition.medical),
      page: Boolean(definition.page),
      parsed,
      valid: data && { data, bodyKey: null },
    });
  }
  for (const [name, entries] of source.entries) {
    const definition = collections[name] as CollectionDefinition;
    for (const { id, parsed } of entries)
      all.set(parsed.file, {
        source: parsed.file,
        owner: name,
        id,
        schema: definition.schema,
        format: definition.format,
        medical: Boolean(definition.medical),
        page: true,
        parsed,
        valid: source.validEntry(name, id),
      });
  }
  return all;
}

/** A source's words (sourceWordsOf) and their paths, by the parse they were made from and their key in the store. */
const wordsOfParse = new WeakMap<ParsedFile, { key: string; words: ReadonlyMap<string, string>; paths: readonly string[] }>();

/**
 * The words of a source file now, by path, its body's text among them, and their paths (a missing
 * translation lists them all as untranslated). Its fields' words are kept across runs by the file's
 * name and text (the schemas' code is the store's version): a run after one edit walks one file's
 * fields, not every file's, and in a server that holds the parses (the dev server) makes one file's
 * map again, not ten thousand.
 */
function sourceWordsOf(item: Translatable, session: ContentSession): { words: ReadonlyMap<string, string>; paths: readonly string[] } {
  const sourceHash = session.sourceHash(item.source);
  const walk = () => [...wordsOf(item.schema, item.parsed.data)];
  const withBody = (found: Map<string, string>) => {
    // A body with no words (a package told by its fields alone) is nothing to translate.
    if (item.parsed.body?.text.trim()) found.set(bodyKey, item.parsed.body.text);
    return { words: found, paths: [...found.keys()] };
  };
  if (!sourceHash) return withBody(new Map(walk()));
  const key = `words:${item.source}:${sourceHash}`;
  const known = wordsOfParse.get(item.parsed);
  if (known?.key === key) {
    session.keep(key);
    return known;
  }
  const made = { key, ...withBody(new Map(heldOrRemembered(session, item.parsed, key, walk))) };
  wordsOfParse.set(item.parsed, made);
  return made;
}

/**
 * Phase 7: every translation file, for every language but the source. A file whose source does
 * not exist, or that types a fact, is refused; the others are merged over their source.
 */
export async function translateContent(
  languages: readonly Language[],
  files: ReadonlyMap<string, ContentSource>,
  session: ContentSession,
  source: SourceContent,
  problems: Problem[],
): Promise<{ languages: LanguageContent[]; bodyKeys: string[] }> {
  const sources = translatables(source);
  const sourceWords = new Map([...sources].map(([file, item]) => [file, sourceWordsOf(item, session)]));
  const result: LanguageContent[] = [];
  const bodyKeys: string[] = [];
  // A count's words in the source have exactly the plural forms of the source's language.
  if (languages[0]) for (const item of sources.values()) checkSourcePlurals(session, item, languages[0].locale, problems);
  for (const language of languages.slice(1)) {
    const content: LanguageContent = { language, singletons: { ...source.validSingletons }, entries: new Map(), files: [] };
    const seen = new Set<string>();
    const bodies: Array<{ item: Translatable; parsed: ParsedFile; merged: Record<string, unknown> }> = [];
    for (const [file, text] of files) {
      if (!file.startsWith(`content/${language.tag}/`) || /(^|\/)(\.|README\.md$)/.test(file)) continue;
      const sourceFile = sourceFileOf(file, language.tag);
      const item = sources.get(sourceFile);
      // A source file the site requires but lacks is reported as missing already; its translations wait for it.
      if (!item && Object.values(singletons).some((singleton) => `content/${singleton.file}` === sourceFile)) continue;
      if (!item) {
        problems.push({ file, line: 1, field: '(file)', message: `translates ${sourceFile}, which does not exist: a translation mirrors a file of content/, at the same place under content/${language.tag}/.` });
        continue;
      }
      if (!file.endsWith(`.${item.format}`)) {
        problems.push({ file, line: 1, field: '(file)', message: `should be a .${item.format} file, like ${sourceFile}.` });
        continue;
      }
      seen.add(sourceFile);
      const parsed = session.parse(file, text, item.format, problems);
      if (!parsed) continue;
      const outcome = translationOutcomeOnce(session, language, item, parsed, sourceWords.get(sourceFile)!.words, source.contextDigest);
      problems.push(...outcome.problems);
      content.files.push(outcome.state);
      if (outcome.merged === null) continue;
      if (item.id === undefined) content.singletons[item.owner] = outcome.merged;
      else if (outcome.state.state.status === 'up-to-date') {
        if (parsed.body) bodies.push({ item, parsed, merged: outcome.merged });
        else entriesOf(content, item.owner).set(item.id, { data: outcome.merged, bodyKey: null });
      }
    }
    if (bodies.length) {
      const compiled = await session.bodies.compile(bodies.map(({ parsed }) => parsed.body!));
      compiled.forEach(({ key, summary }, index) => {
        const { item, parsed, merged } = bodies[index];
        bodyKeys.push(key);
        if (!summary.ok) {
          problems.push({ file: parsed.file, line: parsed.body!.firstLine + summary.line - 1, field: '(body)', message: `invalid MDX: ${summary.message}` });
          return;
        }
        entriesOf(content, item.owner).set(item.id!, { data: merged, bodyKey: key });
      });
    }
    // A file with no words (a list of country codes) has nothing to translate: never missing.
    for (const [sourceFile, item] of sources) {
      const { paths } = sourceWords.get(sourceFile)!;
      // The paths' list is shared by every language that misses the file, and kept while the source is unchanged: read, never changed.
      if (!seen.has(sourceFile) && paths.length > 0) content.files.push(stateOf(item, translationFileOf(sourceFile, language.tag), { status: 'missing', changed: [], untranslated: paths }));
    }
    result.push(content);
  }
  return { languages: result, bodyKeys };
}

/** What one translation file gives its language: its problems, how it stands, and its words merged over the source's facts (null when they are not used). */
interface TranslationOutcome {
  problems: Problem[];
  state: TranslationFileState;
  merged: Record<string, unknown> | null;
}

/**
 * translationOutcome, kept across runs (and in memory by the dev server's session) by the
 * translation's name and text, its source's name and text, the language and the validation
 * context, which with the source's text decides the source's valid data: a run after one edit
 * merges the edited file's translations again, not every translation of the site.
 */
function translationOutcomeOnce(
  session: ContentSession,
  language: Language,
  item: Translatable,
  parsed: ParsedFile,
  words: ReadonlyMap<string, string>,
  contextDigest: string,
): TranslationOutcome {
  const compute = () => translationOutcome(session, language, item, parsed, words);
  const hash = session.sourceHash(parsed.file);
  const sourceHash = session.sourceHash(item.source);
  if (!hash || !sourceHash) return compute();
  const key = createHash('sha256').update([parsed.file, hash, item.source, sourceHash, language.tag, language.locale, contextDigest].join('\0')).digest('hex');
  // The translation's own check is part of the outcome: kept with it, for a run that needs it again once the source changes.
  session.keep(translationCheckKey(parsed.file, hash, item.source));
  return session.remember(`translated:${key}`, compute);
}

function translationOutcome(session: ContentSession, language: Language, item: Translatable, parsed: ParsedFile, words: ReadonlyMap<string, string>): TranslationOutcome {
  const problems: Problem[] = [];
  const file = parsed.file;
  const data = validateTranslationOnce(session, parsed, item.schema, item.source, problems);
  // A count's words in a translation have exactly the plural forms of its language: Arabic's six, French's three.
  if (data) checkPlurals(wordsSchemaOf(item.schema), { ...parsed, data }, language.locale, problems, words);
  if (!data) return { problems, state: stateOf(item, file, { status: 'stale', changed: [], untranslated: [...words.keys()] }), merged: null };
  const record = data[recordField] as TranslationRecord;
  const translated = leavesOf(data);
  if (parsed.body && parsed.body.text.trim()) translated.set(bodyKey, parsed.body.text);
  const standing = translationState(words, translated, record);
  const state: TranslationFileState = { ...stateOf(item, file, standing), record };
  // An up-to-date translation keeps the English's {places}; a stale one shows in English, so is never refused for them.
  const fresh = freshWords(words, translated, record);
  for (const { path, message } of placeProblems(words, fresh)) {
    const at = path.split('.');
    problems.push({ file, line: parsed.locate(at), field: formatFieldPath(at), message });
    fresh.delete(path);
  }
  if (!item.valid) return { problems, state, merged: null };
  // A page's words show whole or not at all; shared words string by string, each while its English is unchanged.
  const usable = item.page ? (standing.status === 'up-to-date' ? fresh : new Map<string, string>()) : fresh;
  usable.delete(bodyKey);
  if (!item.page) state.fresh = [...usable.keys()];
  return { problems, state, merged: mergeWords(item.schema, item.valid.data, usable) };
}

/** Reports each count's words in a file whose plural forms are not those of its language (`locale`). */
function checkPlurals(schema: z.ZodType | null, parsed: Pick<ParsedFile, 'file' | 'data' | 'locate'>, locale: string, problems: Problem[], english?: ReadonlyMap<string, string>): void {
  if (!schema) return;
  for (const { path, message } of pluralProblems(schema, parsed.data, locale, english)) problems.push({ file: parsed.file, line: parsed.locate(path), field: formatFieldPath(path), message });
}

/** checkPlurals for a source file, its findings kept across runs by the file's name and text and the language. */
function checkSourcePlurals(session: ContentSession, item: Translatable, locale: string, problems: Problem[]): void {
  const sourceHash = session.sourceHash(item.source);
  const find = () => pluralProblems(item.schema, item.parsed.data, locale);
  const found = sourceHash ? heldOrRemembered(session, item.parsed, `plurals:${item.source}:${sourceHash}:${locale}`, find) : find();
  for (const { path, message } of found) problems.push({ file: item.parsed.file, line: item.parsed.locate(path), field: formatFieldPath(path), message });
}

/** Where the translation of a source file into a language lives. */
export const translationFileOf = (sourceFile: string, tag: string) => sourceFile.replace(/^content\//, `content/${tag}/`);

function stateOf(item: Translatable, file: string, state: TranslationState): TranslationFileState {
  return { source: item.source, file, owner: item.owner, ...(item.id === undefined ? {} : { id: item.id }), medical: item.medical, page: item.page, state };
}

function entriesOf(content: LanguageContent, owner: string) {
  const name = owner as CollectionName;
  let entries = content.entries.get(name);
  if (!entries) content.entries.set(name, (entries = new Map()));
  return entries;
}

/** The addresses, in the source language, whose page is up to date in a language, and those whose translation is stale. */
export interface PageStatuses {
  translated: string[];
  stale: string[];
  /** Of the translated pages, those whose words are a sample translation (shown with a note). */
  samples: string[];
}

type RouteOf = (path: string) => { path: string; entry?: { collection: string; id: string }; entries?: string } | undefined;

/**
 * Where each address finds its status, the same in every language: an entry's page by its translation
 * file (`file`, as owner/id), any other page by the fixed page it stands under (`base`). Made once for
 * all languages: at ten thousand articles each pass over the addresses costs tens of milliseconds.
 */
export interface PagePlan {
  pages: Array<{ path: string; file: string; base?: undefined } | { path: string; base: string; file?: undefined }>;
}

/** The plan of pageStatuses for `paths`; addresses no route serves are left out. */
export function pagePlanOf(paths: readonly string[], routeOf: RouteOf): PagePlan {
  const routes = paths.map((path) => routeOf(path));
  const fixed = new Set<string>();
  routes.forEach((route, index) => {
    const pattern = route?.path ?? paths[index];
    if (!pattern.includes(':')) fixed.add(pattern);
  });
  // The longest fixed page `path` starts with (followed by "/"): found by its own prefixes, not by trying every fixed page on each listing page.
  const longestFixedAbove = (path: string) => {
    for (let end = path.lastIndexOf('/'); end >= 0; end = end === 0 ? -1 : path.lastIndexOf('/', end - 1)) if (fixed.has(path.slice(0, end))) return path.slice(0, end);
    return undefined;
  };
  const pages: PagePlan['pages'] = [];
  paths.forEach((path, index) => {
    const route = routes[index];
    if (!route) return;
    if (route.entry) pages.push({ path, file: `${route.entry.collection}/${route.entry.id}` });
    else if (route.entries) pages.push({ path, file: `${route.entries}/${decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))}` });
    // A listing page follows the longest fixed page its address starts with (/blog for /blog/page/2).
    else pages.push({ path, base: route.path.includes(':') ? (longestFixedAbove(path) ?? route.path) : route.path });
  });
  return { pages };
}

/**
 * How each page stands in a language: an entry's page by its entry's translation, a page with
 * words of its own (home, emergency support) by that file's, any other page by its title and
 * description in content/site/pages.json. A listing page (/blog/page/2) follows the page it lists under.
 */
export function pageStatuses(content: LanguageContent, plan: PagePlan): PageStatuses {
  const byFile = new Map(content.files.map((file) => [`${file.owner}/${file.id ?? ''}`, file]));
  const pageFile = new Map<string, TranslationFileState>();
  for (const [name, singleton] of Object.entries(singletons)) {
    const page = (singleton as { page?: string }).page;
    const state = byFile.get(`${name}/`);
    if (page && state) pageFile.set(page, state);
  }
  const pages = byFile.get('pages/');
  const pagesData = (content.singletons.pages as { pages?: Array<{ path: string }> } | undefined)?.pages ?? [];
  const statusOf = (state: TranslationFileState | undefined) => state?.state.status ?? 'missing';
  // Each page's title and description by their keys in the translation (a page's item is keyed by its address).
  const pagesFields = [...wordFieldsOf(singletons.pages.schema, content.singletons.pages)];
  const fresh = new Set(pages?.fresh ?? []);
  const described = new Map<string, string>();
  const describedStatus = (path: string) => {
    const known = described.get(path);
    if (known !== undefined) return known;
    const index = pagesData.findIndex((page) => page.path === path);
    const fields = ['title', 'description'].map((name) => pagesFields.find(([, field]) => field.places.some((place) => place[1] === index && place[2] === name))?.[0] ?? '');
    const status =
      index < 0 || !pages || pages.state.status === 'missing'
        ? 'missing'
        : fields.every((field) => fresh.has(field))
          ? 'up-to-date'
          : // Translated once (its digests recorded) but not fresh now: stale; never translated: missing.
            fields.some((field) => pages.record?.source[field] !== undefined)
            ? 'stale'
            : 'missing';
    described.set(path, status);
    return status;
  };
  const result: PageStatuses = { translated: [], stale: [], samples: [] };
  for (const { path, file: key, base } of plan.pages) {
    let status: string;
    let file: TranslationFileState | undefined;
    if (key !== undefined) status = statusOf((file = byFile.get(key)));
    else {
      file = pageFile.get(base) ?? pages;
      status = pageFile.has(base) ? statusOf(file) : describedStatus(base);
    }
    if (status === 'up-to-date' && file?.record?.sample) result.samples.push(path);
    if (status === 'up-to-date') result.translated.push(path);
    else if (status === 'stale') result.stale.push(path);
  }
  return result;
}
