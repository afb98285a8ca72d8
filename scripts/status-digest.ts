/**
 * The page statuses as the pre-render gives them to the server bundle (statuses-at-render.ts), and the
 * digest of what a page read of them (status-reads.ts): a page is kept while the digest of what it read
 * last time is the same, so an edit that makes an article's translations stale renders again the pages
 * that showed it (its own, in every language, the pages linking to it, the pages of its language's lists
 * it moves into or out of), not the whole site.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { languageList } from '../src/lib/blog/language-list';
import { viewText, type ListView, type ViewedArticle } from '../src/lib/blog/list-views';
import type { SummariesByLanguage } from '../src/lib/blog/summaries-at-render';
import type { PageStatusesByLanguage } from '../src/lib/statuses-at-render';
import type { StatusReads } from '../src/lib/status-reads';
import { translatedOnlyPaths } from '../src/lib/translated-only';

/** The statuses, from the data the content step writes beside their module (src/content/write.ts). */
export async function loadStatuses(root: string): Promise<PageStatusesByLanguage> {
  return JSON.parse(await readFile(join(root, 'src/generated/page-statuses.json'), 'utf8')) as PageStatusesByLanguage;
}

const hash = (parts: Iterable<string>) => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex');
};

/**
 * The digest of what a page read of `statuses` (none: an empty string). A view of a language's list of
 * articles (list-views.ts) is worked out again from `summaries` and `statuses`, with the functions the
 * page showed it with: its digest is what it shows, so the page is kept while that is the same.
 */
export function statusDigester(statuses: PageStatusesByLanguage, summaries: SummariesByLanguage, sourceTag: string): (reads: StatusReads | undefined) => string {
  const tags = Object.keys(statuses).sort();
  // Each address's status in every language, as one text: only addresses some language translates, stales or samples have one.
  let byPath: Map<string, string[]> | undefined;
  const pathText = (path: string) => {
    if (!byPath) {
      byPath = new Map();
      for (const tag of tags)
        for (const [kind, paths] of Object.entries(statuses[tag]))
          for (const known of paths) {
            const parts = byPath.get(known);
            if (parts) parts.push(`${tag} ${kind}`);
            else byPath.set(known, [`${tag} ${kind}`]);
          }
    }
    return byPath.get(path)?.join(',') ?? '';
  };
  const translatedOnly = (tag: string) => (statuses[tag] ? translatedOnlyPaths(statuses[tag]) : []);
  const lists = new Map<string, string>();
  const listDigest = (tag: string) => {
    let digest = lists.get(tag);
    if (digest === undefined) lists.set(tag, (digest = hash(translatedOnly(tag))));
    return digest;
  };
  // Each language's list of articles as its pages list it (in-language.ts), made when a view of it is first worked out.
  const articles = new Map<string, readonly ViewedArticle[]>();
  const listOf = (tag: string) => {
    let list = articles.get(tag);
    if (!list) {
      const translated = tag === sourceTag ? undefined : new Set(translatedOnly(tag));
      articles.set(tag, (list = languageList(summaries[tag] ?? summaries.source, summaries.source, translated)));
    }
    return list;
  };
  // Many pages show the same view (the tabs' counts, the feed): each is worked out once.
  const views = new Map<string, string>();
  const viewDigest = (noted: string) => {
    let digest = views.get(noted);
    if (digest === undefined) {
      const space = noted.indexOf(' ');
      views.set(noted, (digest = hash([viewText(listOf(noted.slice(0, space)), JSON.parse(noted.slice(space + 1)) as ListView)])));
    }
    return digest;
  };
  return (reads) => {
    const viewsRead = reads?.views ?? [];
    if (!reads || (reads.paths.length === 0 && reads.lists.length === 0 && viewsRead.length === 0)) return '';
    return hash([
      ...reads.paths.map((path) => `${path}\t${pathText(path)}`),
      '',
      ...reads.lists.map((tag) => `${tag}\t${listDigest(tag)}`),
      '',
      ...viewsRead.map((view) => `${view}\t${viewDigest(view)}`),
    ]);
  };
}
