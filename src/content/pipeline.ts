import type { z } from 'zod';
import { expandPaths, pageRoutes, redirects } from '../routes';
import { checkBodyLink, entryPages, projectPublicDir } from './body-links';
import type { CollectionCheck, ContentLookup, EntryCheck } from './checks';
import { collections, singletons, type CollectionName } from './collections';
import { withCrossCheckContext } from './context';
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

/** Content files by path relative to the project ("content/site/claims.json" → text, or its bytes). */
export type ContentFiles = ReadonlyMap<string, ContentSource>;

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
  /** The keys of every body of this run, valid or not: what the body cache must keep. */
  bodyKeys: ReadonlySet<string>;
  /** The day this run counted as today, YYYY-MM-DD: computed ages and the copyright year use it too. */
  today: string;
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
          message: invisible ? `is not a field of a ${noun}: its name ${invisible}` : `is not a field of a ${noun}.${didYouMean(key, known)}`,
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
const validated = new WeakMap<ParsedFile, { context: number; schema: z.ZodType; data: unknown; problems: Problem[] }>();

/** Numbers the distinct cross-check contexts seen, so a cached result compares a number, not a long key. */
let lastContext = { key: '', generation: 0 };
function contextGeneration(key: string): number {
  if (key !== lastContext.key) lastContext = { key, generation: lastContext.generation + 1 };
  return lastContext.generation;
}

function validateOnce(parsed: ParsedFile, schema: z.ZodType, noun: string, context: number, problems: Problem[]): unknown {
  const known = validated.get(parsed);
  if (known?.context === context && known.schema === schema) {
    problems.push(...known.problems);
    return known.data;
  }
  const own: Problem[] = [];
  const data = validate(parsed, schema, noun, own);
  validated.set(parsed, { context, schema, data, problems: own });
  problems.push(...own);
  return data;
}

/** Which collection or singleton a content file belongs to. */
function ownerOf(file: string): { kind: 'singleton'; name: string } | { kind: 'collection'; name: CollectionName; id: string; ext: string } | null {
  for (const [name, singleton] of Object.entries(singletons)) if (file === `content/${singleton.file}`) return { kind: 'singleton', name };
  const match = /^content\/([^/]+)\/([^/]+)\.([a-z]+)$/.exec(file);
  if (!match) return null;
  for (const [name, collection] of Object.entries(collections))
    if (collection.dir === match[1]) return { kind: 'collection', name: name as CollectionName, id: match[2], ext: match[3] };
  return null;
}

let defaultSession: Promise<ContentSession> | undefined;

// The same order String.prototype.localeCompare gives, at a fraction of its cost per call.
const byName = new Intl.Collator().compare;

/** The variety of English content/site/site.json declares; none when that file is unreadable (its own check says why). */
function englishOf(files: ContentFiles): EnglishVariety | null {
  try {
    const english = (JSON.parse(textOf(files.get('content/site/site.json') ?? '{}')) as { english?: unknown }).english;
    return english === 'British' || english === 'American' ? english : null;
  } catch {
    return null;
  }
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
  const parsedSingletons = new Map<string, ParsedFile>();
  const parsedEntries = new Map<CollectionName, Array<{ id: string; parsed: ParsedFile }>>();
  const ids = new Map<CollectionName, Set<string>>();
  for (const name of Object.keys(collections) as CollectionName[]) {
    parsedEntries.set(name, []);
    ids.set(name, new Set());
  }

  // Bodies go to the workers in chunks while this thread goes on parsing front matter.
  const withBodies: ParsedFile[] = [];
  /** "collection/id" of each of withBodies. */
  const bodyOwners: string[] = [];
  const compiling: Array<ReturnType<ContentSession['bodies']['compile']>> = [];
  let sent = 0;
  const sendBodies = () => {
    if (sent === withBodies.length) return;
    const chunk = withBodies.slice(sent).map((parsed) => parsed.body!);
    sent = withBodies.length;
    const promise = session.bodies.compile(chunk);
    promise.catch(() => undefined);
    compiling.push(promise);
  };

  const english = englishOf(files);
  for (const [file, source] of [...files].sort(([a], [b]) => byName(a, b))) {
    if (/(^|\/)(\.|README\.md$)/.test(file)) continue;
    if (english) problems.push(...session.spelling(file, source, english));
    const owner = ownerOf(file);
    if (!owner) {
      const known = [...Object.values(collections).map((c) => `content/${c.dir}/`), ...Object.values(singletons).map((s) => `content/${s.file}`)];
      problems.push({ file, line: 1, field: '(file)', message: `is not part of any kind of content; files belong in one of: ${known.join(', ')}.` });
      continue;
    }
    if (owner.kind === 'singleton') {
      const parsed = session.parse(file, source, 'json', problems);
      if (parsed) parsedSingletons.set(owner.name, parsed);
      continue;
    }
    const collection = collections[owner.name];
    if (owner.ext !== collection.format) {
      problems.push({ file, line: 1, field: '(file)', message: `should be a .${collection.format} file: every ${collection.noun} is written as ${collection.format.toUpperCase()}.` });
      continue;
    }
    const idCheck = slug.safeParse(owner.id);
    if (!idCheck.success) {
      problems.push({ file, line: 1, field: '(file name)', message: `the file name gives the id "${owner.id}", which ${idCheck.error.issues[0].message}` });
      continue;
    }
    // One file per id: a file of the collection's format is named by its id, and a file of another format was refused above.
    ids.get(owner.name)!.add(owner.id);
    const parsed = session.parse(file, source, collection.format, problems);
    if (parsed) parsedEntries.get(owner.name)!.push({ id: owner.id, parsed });
    if (parsed?.body) {
      withBodies.push(parsed);
      bodyOwners.push(`${owner.name}/${owner.id}`);
    }
    if (withBodies.length - sent >= 256) sendBodies();
  }
  sendBodies();

  for (const [name, singleton] of Object.entries(singletons))
    if (!files.has(`content/${singleton.file}`) && !parsedSingletons.has(name))
      problems.push({ file: `content/${singleton.file}`, line: 1, field: '(file)', message: 'is required, but the file does not exist.' });

  for (const route of pageRoutes) {
    if (!route.entry || ids.get(route.entry.collection)?.has(route.entry.id)) continue;
    const { dir, format } = collections[route.entry.collection];
    problems.push({ file: `content/${dir}/${route.entry.id}.${format}`, line: 1, field: '(file)', message: `the page ${route.path} shows this file, but it does not exist.` });
  }

  const rawClaims = (parsedSingletons.get('claims')?.data as { claims?: Array<{ id?: unknown }> } | undefined)?.claims;
  // When claims.json itself is broken, references to claims are not checked: one problem, not dozens.
  const claimIds = Array.isArray(rawClaims) ? new Set(rawClaims.map((claim) => String(claim?.id))) : undefined;
  const paths = expandPaths((collection) => ids.get(collection) ?? []);
  const pathSet = new Set(paths);
  const contextIds = new Map<string, ReadonlySet<string>>(ids);
  if (claimIds) contextIds.set('claims', claimIds);
  const context = { ids: contextIds, paths: pathSet, today };
  // Everything validation can depend on besides the file itself (paths follow from the ids).
  const contextKey = contextGeneration(`${today}\n${[...contextIds].map(([name, set]) => `${name}:${[...set].join(',')}`).join('\n')}`);

  const builtSingletons: Record<string, unknown> = {};
  const builtCollections = {} as Record<CollectionName, BuiltEntry[]>;
  const builtByFile = new Map<string, BuiltEntry>();
  const validById = new Map<CollectionName, Map<string, Record<string, unknown>>>();

  withCrossCheckContext(context, () => {
    for (const [name, parsed] of parsedSingletons) {
      const definition = singletons[name as keyof typeof singletons];
      builtSingletons[name] = validateOnce(parsed, definition.schema, definition.file.replace(/^site\/|\.json$/g, '') + ' file', contextKey, problems);
    }
    for (const [name, entries] of parsedEntries) {
      const collection = collections[name];
      builtCollections[name] = [];
      const valid = new Map<string, Record<string, unknown>>();
      validById.set(name, valid);
      for (const { id, parsed } of entries) {
        const data = validateOnce(parsed, collection.schema, collection.noun, contextKey, problems) as Record<string, unknown> | undefined;
        const entry: BuiltEntry = { id, data: data ?? {}, bodyKey: null };
        if (data) {
          builtCollections[name].push(entry);
          valid.set(id, data);
        }
        builtByFile.set(parsed.file, entry);
      }
    }
  });

  const validEntries = (collection: string) => [...(validById.get(collection as CollectionName) ?? [])].map(([id, data]) => ({ id, data }));
  const content: ContentLookup = {
    entry: (collection, id) => validById.get(collection as CollectionName)?.get(id),
    entries: validEntries,
    singleton: (name) => builtSingletons[name] as Record<string, unknown> | undefined,
  };
  const report = (parsed: ParsedFile, problem: { path: Array<string | number>; message: string }) =>
    problems.push({ file: parsed.file, line: parsed.locate(problem.path), field: formatFieldPath(problem.path), message: problem.message });
  for (const [name, entries] of parsedEntries) {
    const definition = collections[name] as { checks?: ReadonlyArray<EntryCheck>; collectionChecks?: ReadonlyArray<CollectionCheck> };
    const fileOf = new Map(entries.map(({ id, parsed }) => [id, parsed]));
    for (const { id, parsed } of entries) {
      const data = content.entry(name, id);
      if (!data) continue;
      for (const check of definition.checks ?? []) for (const problem of check(data, content)) report(parsed, problem);
    }
    for (const check of definition.collectionChecks ?? []) for (const problem of check(validEntries(name), content)) report(fileOf.get(problem.id)!, problem);
  }
  for (const [name, parsed] of parsedSingletons) {
    const data = content.singleton(name);
    if (!data) continue;
    for (const check of (singletons[name as keyof typeof singletons] as { checks?: ReadonlyArray<EntryCheck> }).checks ?? [])
      for (const problem of check(data, content)) report(parsed, problem);
  }

  const pagesFile = parsedSingletons.get('pages');
  const pagesData = builtSingletons.pages as { pages: Array<{ path: string }> } | undefined;
  if (pagesFile && pagesData) {
    const described = new Set(pagesData.pages.map((page) => page.path));
    for (const route of pageRoutes)
      if (!route.entries && !route.entry && !described.has(route.path))
        problems.push({ file: pagesFile.file, line: pagesFile.locate(['pages']), field: 'pages', message: `has no title and description for the page ${route.path}.` });
  }

  const compiled = (await Promise.all(compiling)).flat();
  const bodyKeys = new Set<string>();
  // The heading ids of every page made from a body, for links to "/page#heading".
  const pagesOfEntry = entryPages((collection) => ids.get(collection) ?? []);
  const headingIds = new Map<string, readonly string[]>();
  compiled.forEach(({ summary }, index) => {
    if (summary.ok)
      for (const { path, sectionIds } of pagesOfEntry.get(bodyOwners[index]) ?? []) headingIds.set(path, [...summary.headings, ...sectionIds]);
  });
  const targets = { paths: pathSet, headingIds, publicDir: projectPublicDir };
  withBodies.forEach((parsed, index) => {
    const body = parsed.body!;
    const { key, summary } = compiled[index];
    bodyKeys.add(key);
    if (!summary.ok) {
      problems.push({ file: parsed.file, line: body.firstLine + summary.line - 1, field: '(body)', message: `invalid MDX: ${summary.message}` });
      return;
    }
    builtByFile.get(parsed.file)!.bodyKey = key;
    for (const link of summary.links)
      for (const message of checkBodyLink(link, targets)) problems.push({ file: parsed.file, line: body.firstLine + link.line - 1, field: '(body)', message });
  });

  const bodies = session.bodies;
  return {
    problems: sortProblems(problems),
    collections: builtCollections,
    singletons: builtSingletons,
    paths: [...paths, ...redirects.map((redirect) => redirect.path)],
    html: async (entry, stored) => (entry.bodyKey === null ? null : bodies.html(entry.bodyKey, stored)),
    bodyKeys,
    today,
  };
}
