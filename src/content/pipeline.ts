import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { expandPaths, pageRoutes, redirects } from '../routes';
import { checkBodyLink, entryPages, projectPublicDir } from './body-links';
import type { CollectionCheck, ContentLookup, EntryCheck } from './checks';
import { collections, singletons, type CollectionDefinition, type CollectionName } from './collections';
import { withCrossCheckContext, type CrossCheckContext } from './context';
import { todayFromClock } from './dates';
import { describeIssue } from './describe';
import { slug } from './fields';
import { textOf, type ContentSource } from './files';
import { invisibleCharacterProblem } from './invisible';
import type { ParsedFile } from './parse';
import { formatFieldPath, sortProblems, type Problem } from './problems';
import { createSession, type ContentSession } from './session';
import { fieldNamesAt } from './schema-at';
import { didYouMean } from './suggest';
import type { EnglishVariety } from './spelling';
import { languagesOf, translateContent, translationTagOf, type Language, type LanguageContent } from './translations';
import { withArticle } from '../lib/indefinite-article';

/** Content files by path relative to the project ("content/site/claims.json" → text, or its bytes). */
type ContentFiles = ReadonlyMap<string, ContentSource>;

export interface BuiltEntry {
  id: string;
  data: Record<string, unknown>;
  /** The compiled body's key (see compiled-bodies.ts); null for JSON entries. */
  bodyKey: string | null;
}

export interface ContentResult {
  /** Every problem found, sorted by file and line. Content is usable only when this is empty. */
  problems: Problem[];
  collections: Record<CollectionName, BuiltEntry[]>;
  singletons: Record<string, unknown>;
  /** Every address the site serves, in route-table order. */
  paths: string[];
  /** The HTML of an entry's body, or null for JSON entries; `stored` may offer it from the entry file written before. */
  html(entry: BuiltEntry, stored?: () => Promise<string | null>): Promise<string | null>;
  /**
   * The hash of an entry's fields as the writer makes it (`make`), kept across runs when the entry's data
   * was: by the keys it was validated and derived under, which name everything it depends on.
   */
  fieldsHash?(entry: BuiltEntry, make: () => string): string;
  /** The keys of every body of this run, valid or not: what the body cache must keep. */
  bodyKeys: ReadonlySet<string>;
  /** The day this run counted as today, YYYY-MM-DD: computed ages and the copyright year use it too. */
  today: string;
  /** The site's languages as site.json lists them, the source first. */
  languageList: Language[];
  /** Every language but the source: its words merged over the source's facts, and how each translation stands. */
  languages: LanguageContent[];
}

export interface ContentOptions {
  /** The day to count as today, YYYY-MM-DD; by default the clock's (see todayFromClock). */
  today?: string;
}

function validate(parsed: ParsedFile, schema: z.ZodType, noun: string, problems: Problem[]): unknown {
  const result = schema.safeParse(parsed.data, { error: (issue) => describeIssue(issue), reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const known = fieldNamesAt(schema, issue.path as (string | number)[]);
      for (const key of issue.keys) {
        const path = [...issue.path, key] as (string | number)[];
        // "name" with a no-break space after it looks like a known field: say what differs.
        const invisible = invisibleCharacterProblem(key);
        problems.push({
          file: parsed.file,
          line: parsed.locate(path),
          field: formatFieldPath(path),
          message: invisible ? `is not a field of ${withArticle(noun)}: its name ${invisible}` : `is not a field of ${withArticle(noun)}.${didYouMean(key, known)}`,
        });
      }
      continue;
    }
    const path = issue.path as (string | number)[];
    problems.push({ file: parsed.file, line: parsed.locate(path), field: formatFieldPath(path), message: issue.message });
  }
  return undefined;
}

/**
 * Validation results by parsed file. The session hands back the same parse while a file is
 * unchanged, so a run after one edit validates one file again; all are validated again when
 * any id changes, since references and links are checked against every id and path.
 */
const validated = new WeakMap<ParsedFile, { context: number; schema: z.ZodType; data: unknown; problems: Problem[]; key: string | null }>();

/** Numbers the distinct cross-check contexts seen, so a cached result compares a number, not a long key. */
let lastContext = { key: '', generation: 0 };
function contextGeneration(key: string): number {
  if (key !== lastContext.key) lastContext = { key, generation: lastContext.generation + 1 };
  return lastContext.generation;
}

/** The store's keys a valid entry's data was made under (validated, and derived when it has fields from its body), by the data object. */
const dataKeys = new WeakMap<object, string>();

/** Each valid entry's fields with those computed from its body, by the validated fields: the same object while the entry is unchanged. */
const derivedFields = new WeakMap<object, { file: ParsedFile; data: Record<string, unknown>; key: string | null }>();

/** The key under which the session keeps a file's body-derived fields across runs: its name and text (the code of derive is the store's version). */
function derivedKey(file: ParsedFile, session: ContentSession): string | null {
  const sourceHash = session.sourceHash(file.file);
  return sourceHash ? `derived:${file.file}:${sourceHash}` : null;
}

function withDerived(data: Record<string, unknown>, file: ParsedFile, derive: (body: string) => Record<string, unknown>, session: ContentSession): Record<string, unknown> {
  const known = derivedFields.get(data);
  if (known?.file === file) {
    if (known.key) session.keep(known.key);
    return known.data;
  }
  const compute = () => derive(file.body?.text ?? '');
  const key = derivedKey(file, session);
  const made = { ...data, ...(key ? session.remember(key, compute) : compute()) };
  derivedFields.set(data, { file, data: made, key });
  return made;
}

/** What validation depends on besides the file and its schema: the cross-check context, by its number in this process and its digest for the session's disk. */
interface ValidationContext {
  generation: number;
  digest: string;
  session: ContentSession;
}

function validateOnce(parsed: ParsedFile, schema: z.ZodType, noun: string, context: ValidationContext, problems: Problem[]): unknown {
  const known = validated.get(parsed);
  if (known?.context === context.generation && known.schema === schema) {
    // Held in memory: the store on disk must still keep it for the next process.
    if (known.key) context.session.keep(known.key);
    problems.push(...known.problems);
    return known.data;
  }
  // Across runs: by the file's name and text, its kind (which names the schema; the schema's code is the store's version) and the context.
  const sourceHash = context.session.sourceHash(parsed.file);
  const check = () => {
    const own: Problem[] = [];
    return { data: validate(parsed, schema, noun, own), problems: own };
  };
  const key = sourceHash ? `validated:${hashText(`${parsed.file}\0${noun}\0${sourceHash}\0${context.digest}`)}` : null;
  const { data, problems: own } = key ? context.session.remember(key, check) : check();
  validated.set(parsed, { context: context.generation, schema, data, problems: own, key });
  problems.push(...own);
  return data;
}

/** The singletons by file and the collections by folder (the first of each, as a search would find), made once: ownerOf is asked of every content file. */
const singletonByFile = new Map(Object.entries(singletons).reverse().map(([name, singleton]) => [`content/${singleton.file}`, name]));
const collectionByDir = new Map(Object.entries(collections).reverse().map(([name, collection]) => [collection.dir as string, name as CollectionName]));

/** Which collection or singleton a content file belongs to. */
function ownerOf(file: string): { kind: 'singleton'; name: string } | { kind: 'collection'; name: CollectionName; id: string; ext: string } | null {
  const singleton = singletonByFile.get(file);
  if (singleton !== undefined) return { kind: 'singleton', name: singleton };
  const match = /^content\/([^/]+)\/([^/]+)\.([a-z]+)$/.exec(file);
  const name = match && collectionByDir.get(match[1]);
  return match && name ? { kind: 'collection', name, id: match[2], ext: match[3] } : null;
}

let defaultSession: Promise<ContentSession> | undefined;

const hashText = (text: string) => createHash('sha256').update(text).digest('hex');

// The same order String.prototype.localeCompare gives, at a fraction of its cost per call.
const byName = new Intl.Collator().compare;

/**
 * How many bodies go to the MDX workers at once: enough that a worker's start-up is paid for,
 * few enough that workers start compiling while this thread still parses the rest.
 */
const bodiesPerBatch = 256;

/** The variety of English the site file declares; none when that file is unreadable (its own check says why). */
function englishOf(files: ContentFiles): EnglishVariety | null {
  try {
    const english = (JSON.parse(textOf(files.get(`content/${singletons.site.file}`) ?? '{}')) as { english?: unknown }).english;
    return english === 'British' || english === 'American' ? english : null;
  } catch {
    return null;
  }
}

/** Every file parsed and sorted to its owner, with the MDX bodies on their way to the workers. */
interface ParsedContent {
  singletons: Map<string, ParsedFile>;
  entries: Map<CollectionName, Array<{ id: string; parsed: ParsedFile }>>;
  /** The ids of every collection, valid entries or not: references and addresses are checked against them. */
  ids: Map<CollectionName, Set<string>>;
  /** The files with an MDX body, in the order their bodies were sent to compile. */
  withBodies: ParsedFile[];
  /** "collection/id" of each of withBodies. */
  bodyOwners: string[];
  /** The compiled bodies, batch by batch, in the order of withBodies. */
  compiling: Array<ReturnType<ContentSession['bodies']['compile']>>;
}

/** Sends the bodies parsed since the last batch to the workers. */
function sendBodies(parsed: ParsedContent, session: ContentSession, sent: number): number {
  if (sent === parsed.withBodies.length) return sent;
  const promise = session.bodies.compile(parsed.withBodies.slice(sent).map((file) => file.body!));
  promise.catch(() => undefined);
  parsed.compiling.push(promise);
  return parsed.withBodies.length;
}

/** Phase 1: parse every file and find its owner; bodies go to the workers in batches while this thread goes on. */
function parseFiles(files: ContentFiles, session: ContentSession, problems: Problem[]): ParsedContent {
  const parsed: ParsedContent = { singletons: new Map(), entries: new Map(), ids: new Map(), withBodies: [], bodyOwners: [], compiling: [] };
  for (const name of Object.keys(collections) as CollectionName[]) {
    parsed.entries.set(name, []);
    parsed.ids.set(name, new Set());
  }
  const english = englishOf(files);
  const listed = languagesOf(textOf(files.get(`content/${singletons.site.file}`) ?? '{}'));
  // While site.json cannot be read, a folder named like a language tag is taken for one, so its files are not reported as strays.
  const tags = new Set(listed.length ? listed.slice(1).map((language) => language.tag) : [...files.keys()].flatMap((file) => /^content\/([a-z]{2,3})\//.exec(file)?.[1] ?? []));
  let sent = 0;
  for (const [file, source] of [...files].sort(([a], [b]) => byName(a, b))) {
    if (/(^|\/)(\.|README\.md$)/.test(file)) continue;
    // Translations are read once the source is valid (translations.ts).
    if (translationTagOf(file, tags)) continue;
    if (english) problems.push(...session.spelling(file, source, english));
    parseFile(file, source, session, parsed, problems);
    if (parsed.withBodies.length - sent >= bodiesPerBatch) sent = sendBodies(parsed, session, sent);
  }
  sendBodies(parsed, session, sent);
  return parsed;
}

/** One file: refused with a reason (no owner, wrong format, a bad file name), or parsed into its owner's place. */
function parseFile(file: string, source: ContentSource, session: ContentSession, parsed: ParsedContent, problems: Problem[]): void {
  const owner = ownerOf(file);
  if (!owner) {
    const known = [...Object.values(collections).map((c) => `content/${c.dir}/`), ...Object.values(singletons).map((s) => `content/${s.file}`)];
    problems.push({ file, line: 1, field: '(file)', message: `is not part of any kind of content; files belong in one of: ${known.join(', ')}.` });
    return;
  }
  if (owner.kind === 'singleton') {
    const singleton = session.parse(file, source, 'json', problems);
    if (singleton) parsed.singletons.set(owner.name, singleton);
    return;
  }
  const collection = collections[owner.name];
  if (owner.ext !== collection.format) {
    problems.push({ file, line: 1, field: '(file)', message: `should be a .${collection.format} file: every ${collection.noun} is written as ${collection.format.toUpperCase()}.` });
    return;
  }
  const idCheck = slug.safeParse(owner.id);
  if (!idCheck.success) {
    problems.push({ file, line: 1, field: '(file name)', message: `the file name gives the id "${owner.id}", which ${idCheck.error.issues[0].message}` });
    return;
  }
  // One file per id: a file of the collection's format is named by its id, and a file of another format was refused above.
  parsed.ids.get(owner.name)!.add(owner.id);
  const entry = session.parse(file, source, collection.format, problems);
  if (entry) parsed.entries.get(owner.name)!.push({ id: owner.id, parsed: entry });
  if (entry?.body) {
    parsed.withBodies.push(entry);
    parsed.bodyOwners.push(`${owner.name}/${owner.id}`);
  }
}

/** Phase 2: the files the site cannot do without: every singleton, and the entry each fixed page shows. */
function missingFiles(files: ContentFiles, parsed: ParsedContent): Problem[] {
  const problems: Problem[] = [];
  for (const [name, singleton] of Object.entries(singletons))
    if (!files.has(`content/${singleton.file}`) && !parsed.singletons.has(name))
      problems.push({ file: `content/${singleton.file}`, line: 1, field: '(file)', message: 'is required, but the file does not exist.' });
  for (const route of pageRoutes) {
    if (!route.entry || parsed.ids.get(route.entry.collection)?.has(route.entry.id)) continue;
    const { dir, format } = collections[route.entry.collection];
    problems.push({ file: `content/${dir}/${route.entry.id}.${format}`, line: 1, field: '(file)', message: `the page ${route.path} shows this file, but it does not exist.` });
  }
  return problems;
}

/**
 * The holders of each value of a collection's grouping field ("people:surgeon"), read from the
 * files as written, valid or not, so a reference can require a role before people are validated.
 */
function groupMembers(parsed: ParsedContent): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const [name, entries] of parsed.entries) {
    const groupedBy = (collections[name] as CollectionDefinition).groupedBy;
    if (!groupedBy) continue;
    for (const value of groupedBy.values) groups.set(`${name}:${value}`, new Set());
    for (const { id, parsed: file } of entries) {
      const values = (file.data as Record<string, unknown> | undefined)?.[groupedBy.field];
      if (Array.isArray(values)) for (const value of values) groups.get(`${name}:${String(value)}`)?.add(id);
    }
  }
  return groups;
}

/** What validation can depend on besides the file itself: every id (claims too) and address, and today. */
/**
 * The pages that list a collection's entries, from the entries as written (before validation,
 * which needs the paths): an entry whose data is broken is reported on its own and lists nowhere.
 */
function listingPathsOf(parsed: ParsedContent): string[] {
  return [...parsed.entries].flatMap(([name, entries]) => {
    const listingPaths = (collections[name] as CollectionDefinition).listingPaths;
    if (!listingPaths) return [];
    const written = entries.flatMap(({ id, parsed: file }) => (typeof file.data === 'object' && file.data !== null ? [{ id, data: file.data as Record<string, unknown> }] : []));
    return listingPaths(written);
  });
}

function crossCheckContextOf(parsed: ParsedContent, paths: readonly string[], today: string) {
  const rawClaims = (parsed.singletons.get('claims')?.data as { claims?: Array<{ id?: unknown }> } | undefined)?.claims;
  // When claims.json itself is broken, references to claims are not checked: one problem, not dozens.
  const claimIds = Array.isArray(rawClaims) ? new Set(rawClaims.map((claim) => String(claim?.id))) : undefined;
  const ids = new Map<string, ReadonlySet<string>>(parsed.ids);
  // A collection grouped by a field (people by role) also offers each group's ids, as "people:surgeon".
  for (const [name, entries] of parsed.entries) {
    const groupedBy = (collections[name] as CollectionDefinition).groupedBy;
    if (!groupedBy) continue;
    const groups = new Map(groupedBy.values.map((value) => [value, new Set<string>()]));
    for (const { id, parsed: file } of entries) {
      const values = (file.data as Record<string, unknown> | undefined)?.[groupedBy.field];
      if (Array.isArray(values)) for (const value of values) groups.get(String(value))?.add(id);
    }
    for (const [value, members] of groups) ids.set(`${name}:${value}`, members);
  }
  if (claimIds) ids.set('claims', claimIds);
  for (const [name, members] of groupMembers(parsed)) ids.set(name, members);
  // The blog's category and grid pages, so a link to one checks like a link to any page.
  const listing = listingPathsOf(parsed);
  const origin = (parsed.singletons.get('site')?.data as { origin?: unknown } | undefined)?.origin;
  const context = { ids, paths: new Set([...paths, ...listing]), today, origin: typeof origin === 'string' ? origin : undefined };
  // The other paths follow from the ids, so the key leaves them out.
  const keyText = `${today}\n${context.origin ?? ''}\n${[...ids].map(([name, set]) => `${name}:${[...set].join(',')}`).join('\n')}\n${listing.join(',')}`;
  return { context, key: contextGeneration(keyText), digest: hashText(keyText) };
}

/** The valid data of every file, by owner and by file. */
interface ValidContent {
  singletons: Record<string, unknown>;
  collections: Record<CollectionName, BuiltEntry[]>;
  byFile: Map<string, BuiltEntry>;
  byId: Map<CollectionName, Map<string, Record<string, unknown>>>;
}

/** Phase 3: every file against its schema (cached per file while the context is the same). */
function validateFiles(parsed: ParsedContent, contextKey: ValidationContext, problems: Problem[]): ValidContent {
  const valid: ValidContent = { singletons: {}, collections: {} as Record<CollectionName, BuiltEntry[]>, byFile: new Map(), byId: new Map() };
  for (const [name, file] of parsed.singletons) {
    const definition = singletons[name as keyof typeof singletons];
    valid.singletons[name] = validateOnce(file, definition.schema, definition.file.replace(/^site\/|\.json$/g, '') + ' file', contextKey, problems);
  }
  for (const [name, entries] of parsed.entries) {
    const collection = collections[name];
    valid.collections[name] = [];
    const byId = new Map<string, Record<string, unknown>>();
    valid.byId.set(name, byId);
    const derive = (collection as CollectionDefinition).derive;
    for (const { id, parsed: file } of entries) {
      const validData = validateOnce(file, collection.schema, collection.noun, contextKey, problems) as Record<string, unknown> | undefined;
      const data = validData && derive ? withDerived(validData, file, derive, contextKey.session) : validData;
      const validKey = validated.get(file)?.key;
      const derivedKey = validData && derive ? derivedFields.get(validData)?.key : '';
      if (data && validKey && typeof derivedKey === 'string') dataKeys.set(data, `${validKey}\0${derivedKey}`);
      const entry: BuiltEntry = { id, data: data ?? {}, bodyKey: null };
      if (data) {
        valid.collections[name].push(entry);
        byId.set(id, data);
      }
      valid.byFile.set(file.file, entry);
    }
  }
  return valid;
}

/** Phase 4: the rules across files (references that must agree, featured counts, positions), over valid data only. */
function crossCheck(parsed: ParsedContent, valid: ValidContent): Problem[] {
  const problems: Problem[] = [];
  const validEntries = (collection: string) => [...(valid.byId.get(collection as CollectionName) ?? [])].map(([id, data]) => ({ id, data }));
  const content: ContentLookup = {
    entry: (collection, id) => valid.byId.get(collection as CollectionName)?.get(id),
    entries: validEntries,
    singleton: (name) => valid.singletons[name] as Record<string, unknown> | undefined,
  };
  const report = (file: ParsedFile, problem: { path: Array<string | number>; message: string }) =>
    problems.push({ file: file.file, line: file.locate(problem.path), field: formatFieldPath(problem.path), message: problem.message });
  for (const [name, entries] of parsed.entries) {
    const definition = collections[name] as { checks?: ReadonlyArray<EntryCheck>; collectionChecks?: ReadonlyArray<CollectionCheck> };
    const fileOf = new Map(entries.map(({ id, parsed: file }) => [id, file]));
    for (const { id, parsed: file } of entries) {
      const data = content.entry(name, id);
      if (data) for (const check of definition.checks ?? []) for (const problem of check(data, content)) report(file, problem);
    }
    for (const check of definition.collectionChecks ?? []) for (const problem of check(validEntries(name), content)) report(fileOf.get(problem.id)!, problem);
  }
  for (const [name, file] of parsed.singletons) {
    const data = content.singleton(name);
    if (!data) continue;
    for (const check of (singletons[name as keyof typeof singletons] as { checks?: ReadonlyArray<EntryCheck> }).checks ?? [])
      for (const problem of check(data, content)) report(file, problem);
  }
  return problems;
}

/** Phase 5: every fixed page of the route table has its title and description in the pages file. */
function undescribedPages(parsed: ParsedContent, valid: ValidContent): Problem[] {
  const pagesFile = parsed.singletons.get('pages');
  const pagesData = valid.singletons.pages as { pages: Array<{ path: string }> } | undefined;
  if (!pagesFile || !pagesData) return [];
  const described = new Set(pagesData.pages.map((page) => page.path));
  return pageRoutes
    .filter((route) => !route.entries && !route.entry && !route.listing && !described.has(route.path))
    .map((route) => ({ file: pagesFile.file, line: pagesFile.locate(['pages']), field: 'pages', message: `has no title and description for the page ${route.path}.` }));
}

/** Phase 6: the compiled bodies: MDX errors at their line, and every link to a page, heading or file checked. */
async function checkBodies(parsed: ParsedContent, valid: ValidContent, { paths, origin }: CrossCheckContext, problems: Problem[]): Promise<Set<string>> {
  const compiled = (await Promise.all(parsed.compiling)).flat();
  const bodyKeys = new Set<string>();
  // The heading ids of every page made from a body, for links to "/page#heading".
  const pagesOfEntry = entryPages((collection) => parsed.ids.get(collection) ?? []);
  const headingIds = new Map<string, readonly string[]>();
  compiled.forEach(({ summary }, index) => {
    if (summary.ok)
      for (const { path, sectionIds } of pagesOfEntry.get(parsed.bodyOwners[index]) ?? []) headingIds.set(path, [...summary.headings, ...sectionIds]);
  });
  const targets = { paths, headingIds, publicDir: projectPublicDir, origin };
  parsed.withBodies.forEach((file, index) => {
    const body = file.body!;
    const { key, summary } = compiled[index];
    bodyKeys.add(key);
    if (!summary.ok) {
      problems.push({ file: file.file, line: body.firstLine + summary.line - 1, field: '(body)', message: `invalid MDX: ${summary.message}` });
      return;
    }
    valid.byFile.get(file.file)!.bodyKey = key;
    for (const link of summary.links)
      for (const message of checkBodyLink(link, targets)) problems.push({ file: file.file, line: body.firstLine + link.line - 1, field: '(body)', message });
  });
  return bodyKeys;
}

/**
 * Parses, validates and cross-checks all content in one run and reports every problem:
 * syntax, types, missing and unknown fields, duplicates, references between entries, and
 * links to addresses the route table does not produce. MDX bodies compile on worker threads
 * while front matter is parsed and validated; a session reuses unchanged work.
 */
export async function buildContent(files: ContentFiles, session?: ContentSession, options: ContentOptions = {}): Promise<ContentResult> {
  session ??= await (defaultSession ??= createSession(null));
  const today = options.today ?? todayFromClock();
  const problems: Problem[] = [];
  const parsed = parseFiles(files, session, problems);
  problems.push(...missingFiles(files, parsed));
  const paths = expandPaths((collection) => parsed.ids.get(collection) ?? []);
  const { context, key, digest } = crossCheckContextOf(parsed, paths, today);
  const valid = withCrossCheckContext(context, () => validateFiles(parsed, { generation: key, digest, session }, problems));
  problems.push(...crossCheck(parsed, valid), ...undescribedPages(parsed, valid));
  const bodyKeys = await checkBodies(parsed, valid, context, problems);
  const languageList = languagesOf(textOf(files.get(`content/${singletons.site.file}`) ?? '{}'));
  // Each collection's valid entries by id, made on first use: translations look up every entry.
  const byId = new Map<CollectionName, Map<string, BuiltEntry>>();
  const validById = (collection: CollectionName) => {
    let entries = byId.get(collection);
    if (!entries) byId.set(collection, (entries = new Map(valid.collections[collection].map((entry) => [entry.id, entry]))));
    return entries;
  };
  const translated = await translateContent(languageList, files, session, {
    singletons: parsed.singletons,
    entries: parsed.entries,
    validSingletons: valid.singletons,
    validEntry: (collection, id) => {
      const entry = validById(collection).get(id);
      return entry && { data: entry.data, bodyKey: entry.bodyKey };
    },
    contextDigest: digest,
  }, problems);
  for (const key of translated.bodyKeys) bodyKeys.add(key);
  const bodies = session.bodies;
  // The pages that list a collection's entries (the blog's category and grid pages), from the valid entries.
  const listingPaths = Object.entries(valid.collections).flatMap(
    ([name, entries]) => (collections[name as CollectionName] as CollectionDefinition).listingPaths?.(entries.map(({ id, data }) => ({ id, data }))) ?? [],
  );
  return {
    problems: sortProblems(problems),
    collections: valid.collections,
    singletons: valid.singletons,
    paths: [...paths, ...listingPaths, ...redirects.map((redirect) => redirect.path)],
    html: async (entry, stored) => (entry.bodyKey === null ? null : bodies.html(entry.bodyKey, stored)),
    fieldsHash: (entry, make) => {
      const keys = dataKeys.get(entry.data);
      return keys ? session.remember(`fields:${hashText(`${entry.id}\0${keys}`)}`, make) : make();
    },
    bodyKeys,
    today,
    languageList,
    languages: translated.languages,
  };
}
