import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { collections, type CollectionName } from './collections';
import { writerVersion } from './cache-versions';
import type { BuiltEntry, ContentResult } from './pipeline';
import { writeWhole } from './write-whole';
import { routeForPath } from '../routes';
import { pagePlanOf, pageStatuses } from './translations';
import { translatedEntriesDir } from './translated-dir';
import { readManifest, type Manifest } from './entry-manifest';

/**
 * `folder` and a relative path of plain names joined, as join would on this platform: without its
 * normalising, which cost tens of milliseconds over the ten thousand entry files of each run.
 */
const under = sep === '/' ? (folder: string, relative: string) => `${folder}/${relative}` : join;

export { entryFingerprints } from './entry-manifest';

async function writeIfChanged(path: string, text: string): Promise<void> {
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current === text) return;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

const banner = '// Generated from content/ by the content step. Do not edit: edit the content file instead.\n';

/** A language's own items (those that differ from the source's), each as `[index,item]` in JSON. */
const ownItems = (items: string[], values: string[]) => values.flatMap((value, index) => (value === items[index] ? [] : [`[${index},${value}]`]));

/**
 * A module exporting a list; `items` are the items already in JSON. A language whose translations
 * change some items gets the source's list with those in their places: only they are written
 * (by their place), so the module does not repeat every entry once a language.
 */
function moduleOf(typeName: string, exportName: string, collection: string, items: string[], translated: ReadonlyMap<string, string[]> = new Map()): string {
  const list = (values: string[]) => `JSON.parse(${JSON.stringify(`[${values.join(',')}]`)})`;
  const type = `${typeName}<'${collection}'>`;
  const head = `${banner}import type { ${typeName} } from '../content/collections';\n`;
  if (translated.size === 0) return `${head}\nexport const ${exportName}: ${type}[] = ${list(items)};\n`;
  const own = (values: string[]) => list(ownItems(items, values));
  const languages = [...translated].map(([tag, values]) => `, ${JSON.stringify(tag)}: withOwn(${own(values)})`).join('');
  return (
    `${head}import { localized } from '../lib/page-language';\n\n` +
    `const source: ${type}[] = ${list(items)};\n` +
    `/** The source's list with a language's own items, each at its place in it. */\n` +
    `const withOwn = (own: Array<[number, ${type}]>): ${type}[] => {\n  const list = [...source];\n  for (const [index, item] of own) list[index] = item;\n  return list;\n};\n\n` +
    `export const ${exportName}: ${type}[] = localized({ source${languages} });\n`
  );
}

/**
 * The summaries module's lists as data (`{ source, own: { tag: [[index, item]] } }`, each language's
 * own items at their places in the source's list): what the pre-render reads and gives the server
 * bundle, which is built without them (scripts/summary-digest.ts).
 */
function summaryData(items: string[], translated: ReadonlyMap<string, string[]>): string {
  const own = [...translated].map(([tag, values]) => `${JSON.stringify(tag)}:[${ownItems(items, values).join(',')}]`);
  return `{"source":[${items.join(',')}],"own":{${own.join(',')}}}\n`;
}

/**
 * The same as writeIfChanged, synchronously: writing ten thousand small files is about twice
 * as fast this way as through as many promises, each going through the thread pool.
 */
function writeIfChangedNow(path: string, text: string): void {
  let current: string | null = null;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // Not written yet.
  }
  if (current !== text) writeFileSync(path, text);
}

/**
 * Each entry's fields in JSON and their hash, by its data object. Validation hands back the
 * same object while an entry is unchanged (in the dev server), so a run after one edit
 * serialises and hashes one entry, not ten thousand.
 */
interface Serialised {
  id: string;
  /** Made when first read: a run whose modules are unchanged needs only the hash. */
  readonly fields: string;
  fieldsHash: string;
  /** The summary fields in JSON, for collections that have a summary; made when first read. */
  readonly summary: string | null;
}
/** What a writer remembers between its runs in one process. */
interface Memory {
  serialised: WeakMap<object, Serialised>;
  /** The hash of the items each collection module was last written from: unchanged items need no new module. */
  lastModules: Map<string, string>;
  /** The collection modules last written with a language's entries of their own. */
  translatedModules: Set<string>;
}

/**
 * An entry's fields in JSON and their hash. The hash comes from the run's store when the entry's data
 * was kept there (`result.fieldsHash`): a run after one body edit, whose modules are unchanged, then
 * serialises and hashes no entry at all, where it made megabytes of JSON at ten thousand articles.
 */
function serialise(memory: Memory, result: ContentResult, entry: BuiltEntry, summaryFields: ReadonlyArray<string> | undefined): Serialised {
  const known = memory.serialised.get(entry.data);
  if (known?.id === entry.id) return known;
  let fields: string | undefined;
  let summary: string | null | undefined;
  const fieldsOf = () => (fields ??= JSON.stringify({ id: entry.id, ...entry.data }));
  const hash = () => createHash('sha256').update(fieldsOf()).digest('hex').slice(0, 32);
  const made: Serialised = {
    id: entry.id,
    get fields() {
      return fieldsOf();
    },
    fieldsHash: result.fieldsHash ? result.fieldsHash(entry, hash) : hash(),
    get summary() {
      summary ??= summaryFields
        ? JSON.stringify(Object.fromEntries([['id', entry.id], ...summaryFields.filter((field) => field in entry.data).map((field) => [field, entry.data[field]])]))
        : null;
      return summary;
    },
  };
  memory.serialised.set(entry.data, made);
  return made;
}

/**
 * Writes the typed modules pages import (src/generated/) and one JSON file per entry that
 * the pre-render step reads for each entry page (.build/entries/<collection name>/<id>.json).
 * Entries never ship to the browser: a page is rendered to HTML from them at build time.
 * Only what changed is written, so a run after one edit touches one entry file.
 */
export const writeGenerated = createWriter();

/** A writer with its own memory, empty as in a new process: each process (or test) makes its own. */
export function createWriter(): (root: string, result: ContentResult, buildYear: number, cacheDir?: string) => Promise<void> {
  const memory: Memory = { serialised: new WeakMap(), lastModules: new Map(), translatedModules: new Set() };
  return (root, result, buildYear, cacheDir) => write(memory, root, result, buildYear, cacheDir ?? join(root, '.build/cache'));
}

/**
 * What each collection module was last written from, by file: a hash of its items, and the file's
 * size and time of last change once written (modules.json in the content folder's cache). A module
 * whose items hash the same while its file is as that run left it is not made again (a body edit
 * changes no module: its text is megabytes at ten thousand articles, made and compared with the
 * file on every run without this record).
 */
type ModuleRecord = Record<string, { items: string; stamp: string }>;

function stampOf(file: string): string | null {
  try {
    const info = statSync(file);
    return `${info.size}:${info.mtimeMs}`;
  } catch {
    return null;
  }
}

function itemsHash(items: readonly string[]): string {
  const digest = createHash('sha256');
  for (const item of items) digest.update(item).update('\0');
  return digest.digest('hex');
}

/** One run of the writer: where it writes, what it wrote last time, and the writes under way. */
interface Run {
  memory: Memory;
  /** The module record as the last run left it, and as this run leaves it. */
  modules: ModuleRecord;
  nextModules: ModuleRecord;
  generated: string;
  perEntry: string;
  result: ContentResult;
  previous: Manifest;
  writes: Promise<void>[];
  /** Each entry's fields in JSON, made once: for the collection's module and for the manifest. */
  serialisedOf: Map<string, Serialised[]>;
}

const bodiesInModule = (name: string) => Boolean((collections[name as CollectionName] as { bodiesInModule?: boolean }).bodiesInModule);

/**
 * Writes a module unless items of the same hash (itemsHash of what the text is made from, or of
 * what determines it) were written to it last time (in this process, or by the module record).
 */
function writeModule(run: Run, file: string, hash: string, text: () => string): void {
  if (run.memory.lastModules.get(file) === hash) return;
  const known = run.modules[file];
  if (known?.items === hash && known.stamp === stampOf(file)) {
    run.memory.lastModules.set(file, hash);
    return;
  }
  run.writes.push(
    writeIfChanged(file, text()).then(() => {
      run.memory.lastModules.set(file, hash);
      const stamp = stampOf(file);
      if (stamp === null) delete run.nextModules[file];
      else run.nextModules[file] = { items: hash, stamp };
    }),
  );
}

/**
 * Phase 1: each collection's module, unless its entries are as in the last manifest. A collection with
 * summaries (the blog) has its summaries module instead: its pages read each entry from its own file
 * (.build/entries) and their lists from the summaries, so a module of every field of every entry (megabytes
 * at ten thousand articles) would be read by nothing.
 */
function writeCollectionModules(run: Run): void {
  const previousOrder = Object.keys(run.previous);
  for (const [name, entries] of Object.entries(run.result.collections)) {
    const summaryFields = (collections[name as CollectionName] as { summary?: ReadonlyArray<string> }).summary;
    const made = entries.map((entry) => serialise(run.memory, run.result, entry, summaryFields));
    run.serialisedOf.set(name, made);
    const wholeModule = join(run.generated, `${name}.ts`);
    // Written by an earlier version of this step.
    if (summaryFields && existsSync(wholeModule)) run.writes.push(rm(wholeModule, { force: true }));
    const moduleFiles = summaryFields ? [join(run.generated, `${name}-summaries.ts`), join(run.generated, `${name}-summaries.json`)] : [wholeModule];
    // The same entries in the same order with the same fields as when the modules were last written: nothing to build.
    const before = previousOrder.filter((relative) => relative.startsWith(`${name}/`));
    const unchanged =
      before.length === entries.length &&
      entries.every((entry, index) => before[index] === `${name}/${entry.id}.json` && run.previous[before[index]].fields === made[index].fieldsHash) &&
      moduleFiles.every((file) => existsSync(file));
    const translated = translatedEntries(run, name, entries);
    const hadLanguages = (file: string) => run.memory.translatedModules.has(file) || readFileSync(file, 'utf8').includes('localized(');
    if (unchanged && translated.size === 0 && !moduleFiles.some(hadLanguages)) continue;
    const inLanguages = (pick: (entry: Serialised) => string) => new Map([...translated].map(([tag, list]) => [tag, list.map((entry) => pick(serialise(run.memory, run.result, entry, summaryFields)))]));
    // Both modules are made from the entries' fields (a summary is some of them): their hashes stand for the items, and in each
    // language those of the entries it has its own of, by place (the others are the source's: ten thousand hashes less per language).
    const own = [...translated].flatMap(([tag, list]) => [
      tag,
      ...list.flatMap((entry, index) => (entry === entries[index] ? [] : [String(index), serialise(run.memory, run.result, entry, summaryFields).fieldsHash])),
    ]);
    const hash = itemsHash([...made.map((entry) => entry.fieldsHash), ...own]);
    for (const file of moduleFiles) if (translated.size) run.memory.translatedModules.add(file); else run.memory.translatedModules.delete(file);
    if (summaryFields) {
      const summaries = () => made.map((entry) => entry.summary!);
      writeModule(run, moduleFiles[0], hash, () => moduleOf('EntrySummary', `${name}Summaries`, name, summaries(), inLanguages((entry) => entry.summary!)));
      writeModule(run, moduleFiles[1], hash, () => summaryData(summaries(), inLanguages((entry) => entry.summary!)));
    } else if (!bodiesInModule(name))
      writeModule(run, wholeModule, hash, () => moduleOf('EntryData', name, name, made.map((entry) => entry.fields), inLanguages((entry) => entry.fields)));
  }
}

/**
 * A collection's entries in each language with an up-to-date translation of any of them: the
 * source's list with those entries merged. Languages translating none of them are left out.
 */
function translatedEntries(run: Run, name: string, entries: readonly BuiltEntry[]): Map<string, BuiltEntry[]> {
  const byLanguage = new Map<string, BuiltEntry[]>();
  for (const { language, entries: translated } of run.result.languages) {
    const own = translated.get(name as CollectionName);
    if (!own?.size) continue;
    byLanguage.set(language.tag, entries.map((entry) => {
      const merged = own.get(entry.id);
      return merged ? { id: entry.id, data: merged.data, bodyKey: merged.bodyKey } : entry;
    }));
  }
  return byLanguage;
}

/** Phase 2: the singletons in every language, the build year and day (site.ts), every address (paths.json), the languages (languages.ts) and how each page stands in each (page-statuses.ts and .json). */
function writeSiteModules(run: Run, buildYear: number): void {
  let site = `${banner}import type { SingletonData } from '../content/collections';\nimport { localized } from '../lib/page-language';\n\n`;
  const json = (data: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(data))})`;
  for (const [name, data] of Object.entries(run.result.singletons)) {
    // A language whose words change nothing in this file reads the source's.
    const languages = run.result.languages
      .filter((language) => language.singletons[name] !== undefined && language.singletons[name] !== data)
      .map((language) => `, ${JSON.stringify(language.language.tag)}: ${json(language.singletons[name])}`)
      .join('');
    site += `export const ${name}: SingletonData<'${name}'> = ${languages ? `localized({ source: ${json(data)}${languages} })` : json(data)};\n`;
  }
  const plan = pagePlanOf(run.result.paths, routeForPath);
  const statuses = Object.fromEntries(run.result.languages.map((language) => [language.language.tag, pageStatuses(language, plan)]));
  const languagesModule =
    `${banner}import type { SiteLanguage } from '../lib/page-language';\n\n` +
    `/** The site's languages, the source first. */\nexport const languages: SiteLanguage[] = ${json(run.result.languageList)};\n`;
  run.writes.push(writeIfChanged(join(run.generated, 'languages.ts'), languagesModule));
  // The statuses in a module of their own, and as data beside it: the server bundle is given them at render
  // time (statuses-at-render.ts), so an edit that makes a translation stale leaves the bundles as they were.
  const statusesModule =
    `${banner}import type { PageStatusesByLanguage } from '../lib/statuses-at-render';\n\n` +
    `/** By language tag: the addresses (in the source language) whose page is up to date in it, and those whose translation is stale. */\n` +
    `export const pageStatuses: PageStatusesByLanguage = ${json(statuses)};\n`;
  run.writes.push(writeIfChanged(join(run.generated, 'page-statuses.ts'), statusesModule));
  run.writes.push(writeIfChanged(join(run.generated, 'page-statuses.json'), `${JSON.stringify(statuses)}\n`));
  site += `\n/** The year of this build: the copyright line and computed ages use it. */\nexport const buildYear = ${buildYear};\n`;
  site += `\n/** The day of this build, YYYY-MM-DD: the demo portals' sample dates are counted from it. */\nexport const buildDay = ${JSON.stringify(run.result.today)};\n`;
  run.writes.push(writeIfChanged(join(run.generated, 'site.ts'), site));
  run.writes.push(writeIfChanged(join(run.generated, 'paths.json'), `${JSON.stringify(run.result.paths, null, 1)}\n`));
}

/** The entry files on disk, and for each body key a reader of the HTML an entry file already holds. */
async function storedBodies(run: Run) {
  const onDisk = new Set(
    (await readdir(run.perEntry, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => under(entry.parentPath, entry.name)),
  );
  // An entry file holds its body's HTML: an entry whose fields changed but whose body did not takes it from there.
  const holderOf = new Map<string, string>();
  for (const [relative, { body }] of Object.entries(run.previous)) {
    if (!body) continue;
    const file = under(run.perEntry, relative);
    if (onDisk.has(file)) holderOf.set(body, file);
  }
  const storedHtml = (bodyKey: string | null) => async () => {
    const holder = bodyKey === null ? undefined : holderOf.get(bodyKey);
    if (!holder) return null;
    const html = (JSON.parse(readFileSync(holder, 'utf8')) as { html?: unknown }).html;
    return typeof html === 'string' ? html : null;
  };
  return { onDisk, storedHtml };
}

type StoredHtml = Awaited<ReturnType<typeof storedBodies>>['storedHtml'];

/** A reader of the HTML `stored` holds for a body key, when it holds one. */
const storedIn = (stored: Readonly<Record<string, string>>, key: string | null) => (key !== null && Object.hasOwn(stored, key) ? async () => stored[key] : undefined);

/**
 * Phase 3: collections whose module holds each entry's HTML too (FAQ answers), once the stored HTML
 * can be found: a source body's in its entry file, a translated body's in `translatedHtml` (by body key).
 */
async function writeBodyModules(run: Run, storedHtml: StoredHtml, translatedHtml: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, entries] of Object.entries(run.result.collections)) {
    if (!bodiesInModule(name)) continue;
    const fields = run.serialisedOf.get(name)!.map((entry) => entry.fields);
    const withHtml = async (fieldsJson: string, html: Promise<string | null>) => `${fieldsJson.slice(0, -1)},"html":${JSON.stringify(await html)}}`;
    const items = await Promise.all(entries.map((entry, index) => withHtml(fields[index], run.result.html(entry, storedHtml(entry.bodyKey)))));
    // Each language with an up-to-date translation of any of them gets its own list (its answers in its words); an entry it does not translate is the source's.
    const translated = new Map<string, string[]>();
    for (const [tag, list] of translatedEntries(run, name, entries))
      translated.set(tag, await Promise.all(list.map((entry, index) => (entry === entries[index] ? items[index] : withHtml(JSON.stringify({ id: entry.id, ...entry.data }), run.result.html(entry, storedIn(translatedHtml, entry.bodyKey)))))));
    const key = [...items, ...[...translated].flatMap(([tag, list]) => [tag, ...list])];
    writeModule(run, join(run.generated, `${name}.ts`), itemsHash(key), () => moduleOf('Entry', name, name, items, translated));
  }
}

/** Phase 4: one file per entry whose fields or body changed; the new manifest; files of entries that are gone removed. */
async function writeEntryFiles(run: Run, manifestFile: string, version: string, onDisk: ReadonlySet<string>, storedHtml: StoredHtml): Promise<void> {
  const stale = new Set(onDisk);
  const manifest: Manifest = {};
  const changed: Array<{ file: string; entry: BuiltEntry }> = [];
  for (const [name, entries] of Object.entries(run.result.collections)) {
    const made = run.serialisedOf.get(name)!;
    for (const [index, entry] of entries.entries()) {
      const relative = `${name}/${entry.id}.json`;
      const file = under(run.perEntry, relative);
      manifest[relative] = { fields: made[index].fieldsHash, body: entry.bodyKey };
      stale.delete(file);
      if (onDisk.has(file) && run.previous[relative]?.fields === manifest[relative].fields && run.previous[relative].body === entry.bodyKey) continue;
      changed.push({ file, entry });
    }
  }
  // Every HTML first, then every write: an entry may take its HTML from a file that is itself about to change.
  // Each file's text is made as it is written, so they are never all held at once (about 100 MB at ten thousand articles).
  const htmls = await Promise.all(changed.map(({ entry }) => run.result.html(entry, storedHtml(entry.bodyKey))));
  // Until the new manifest is written, none may vouch for files that are being rewritten.
  if (changed.length > 0 || stale.size > 0) await rm(manifestFile, { force: true });
  for (const name of Object.keys(run.result.collections)) mkdirSync(join(run.perEntry, name), { recursive: true });
  changed.forEach(({ file, entry }, index) => writeIfChangedNow(file, JSON.stringify({ id: entry.id, ...entry.data, html: htmls[index] })));
  await Promise.all(run.writes);
  // Entries whose file was deleted or renamed must not stay reachable.
  for (const file of stale) rmSync(file, { force: true });
  // Nothing written, nothing removed, the same entries: the manifest on disk is already this one.
  const same = changed.length === 0 && stale.size === 0 && Object.keys(run.previous).length === Object.keys(manifest).length;
  if (!same) await writeWhole(manifestFile, JSON.stringify({ version, entries: manifest }));
}

/** `cacheDir` holds the module record: the content folder's own cache (a cold build removes it), .build/cache by default. */
async function write(memory: Memory, root: string, result: ContentResult, buildYear: number, cacheDir: string): Promise<void> {
  const manifestFile = join(root, '.build/cache/entries.json');
  const modulesFile = join(cacheDir, 'modules.json');
  const version = await writerVersion();
  const modules = readModuleRecord(modulesFile, version);
  const run: Run = {
    memory,
    modules,
    nextModules: { ...modules },
    generated: join(root, 'src/generated'),
    perEntry: join(root, '.build/entries'),
    result,
    previous: readManifest(manifestFile, version),
    writes: [],
    serialisedOf: new Map(),
  };
  writeCollectionModules(run);
  writeSiteModules(run, buildYear);
  const { onDisk, storedHtml } = await storedBodies(run);
  const translatedHtmlFile = join(root, '.build/cache/translated-html.json');
  const translatedHtml = JSON.parse(await readFile(translatedHtmlFile, 'utf8').catch(() => '{}')) as Record<string, string>;
  await writeBodyModules(run, storedHtml, translatedHtml);
  await writeEntryFiles(run, manifestFile, version, onDisk, storedHtml);
  await writeTranslatedEntryFiles(run, join(root, translatedEntriesDir), translatedHtmlFile, translatedHtml);
  if (JSON.stringify(run.nextModules) !== JSON.stringify(modules)) await writeWhole(modulesFile, JSON.stringify({ version, modules: run.nextModules }));
}

/** The module record on disk, or an empty one when it is missing or was written by another version of this module. */
function readModuleRecord(file: string, version: string): ModuleRecord {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; modules?: ModuleRecord };
    return saved.version === version && saved.modules ? saved.modules : {};
  } catch {
    return {};
  }
}

export { translatedEntriesDir };

/**
 * Phase 5: one file per entry translated up to date, per language, as the entry files are (a few;
 * all written again each run). Their bodies' HTML is kept in `htmlFile` by body key (the compiler's
 * version and the body), so a run compiles only the translated bodies that changed.
 */
async function writeTranslatedEntryFiles(run: Run, dir: string, htmlFile: string, stored: Readonly<Record<string, string>>): Promise<void> {
  const kept: Record<string, string> = {};
  const texts = new Map<string, string>();
  for (const { language, entries } of run.result.languages)
    for (const [name, translated] of entries)
      for (const [id, entry] of translated) {
        const key = entry.bodyKey;
        const html = await run.result.html({ id, data: entry.data, bodyKey: key }, storedIn(stored, key));
        if (key !== null && html !== null) kept[key] = html;
        texts.set(join(dir, language.tag, name, `${id}.json`), JSON.stringify({ id, ...entry.data, html }));
      }
  const keptText = JSON.stringify(kept);
  if (keptText !== JSON.stringify(stored)) await writeWhole(htmlFile, keptText);
  // Only what changed is written and only what is gone removed, with synchronous calls: awaited one
  // after the other, rewriting every file each run left the thread idle for most of it.
  const present = existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : [];
  for (const entry of present) {
    const file = join(entry.parentPath, entry.name);
    if (!texts.has(file)) rmSync(file, { force: true });
  }
  const folders = new Set<string>();
  for (const [file, text] of texts) {
    const folder = dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    writeIfChangedNow(file, text);
  }
}
