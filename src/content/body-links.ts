import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionIdsOf } from '../lib/section-ids';
import { pageRoutes, pathTo } from '../routes';
import type { BodyLink } from './body-references';
import type { CollectionName } from './collections';
import { checkContentLink, ownSitePath, pathOf } from './fields';
import { closest, didYouMean } from './suggest';

/** What the links and images of bodies are checked against. */
export interface BodyTargets {
  /** Every path the route table produces. */
  paths: ReadonlySet<string>;
  /** The ids a link may name on each page made from an entry with a body, by path: its headings' and its template's sections'. */
  headingIds: ReadonlyMap<string, readonly string[]>;
  /** The folder whose files the site serves from "/" (public/). */
  publicDir: string;
  /** The site's own address: a link to a page on it is checked against the route table too. */
  origin?: string;
}

/** The project's public/ folder: an image in a body must be one of its files. */
export const projectPublicDir = fileURLToPath(new URL('../../public', import.meta.url));

interface EntryPage {
  path: string;
  /** The ids the page's template gives its own sections. */
  sectionIds: readonly string[];
}

/** The pages that show each entry, by "collection/id", given the ids of each collection. */
export function entryPages(idsOf: (collection: CollectionName) => Iterable<string>): Map<string, EntryPage[]> {
  const pages = new Map<string, EntryPage[]>();
  const add = (key: string, path: string, template: string) => pages.set(key, [...(pages.get(key) ?? []), { path, sectionIds: sectionIdsOf(template) }]);
  for (const route of pageRoutes) {
    if (route.entry) add(`${route.entry.collection}/${route.entry.id}`, route.path, route.template);
    else if (route.entries) for (const id of idsOf(route.entries)) add(`${route.entries}/${id}`, route.path.replace(/:[A-Za-z]+/, id), route.template);
  }
  return pages;
}

/** "#how-it-is-done" when close to a heading id, else the page's headings, so a renamed heading leads to its new id. */
function suggestHeading(id: string, ids: readonly string[]): string {
  const near = closest(id, ids);
  if (near) return ` Did you mean "#${near}"?`;
  return ids.length > 0 ? ` Its headings and sections are: ${ids.map((candidate) => `#${candidate}`).join(', ')}.` : ' It has no headings or sections.';
}

function checkAnchor(href: string, targets: BodyTargets): string | null {
  const hash = href.indexOf('#');
  if (hash < 0 || !href.startsWith('/')) return null;
  const path = pathOf(href);
  const ids = targets.headingIds.get(path);
  // Pages not made from a body (and the ids templates give their own sections) are checked in the built site.
  if (!ids) return null;
  let id = href.slice(hash + 1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is compared as written, and so reported.
  }
  if (ids.includes(id)) return null;
  return `links to "${href}", but the page ${path} has no heading or section with the id "${id}".${suggestHeading(id, ids)}`;
}

/** Why `href`, an address inside the site, is not a file of public/, or null when it is one. */
function publicFileProblem(href: string, publicDir: string): string | null {
  let address = pathOf(href);
  try {
    address = decodeURI(address);
  } catch {
    // Looked up as written, and so reported.
  }
  const file = join(publicDir, address);
  const inPublic = (path: string) => path === publicDir || path.startsWith(publicDir + sep);
  // "/../x" would leave public/, which the site does not serve; a folder is no image either.
  if (inPublic(file) && file !== publicDir && statSync(file, { throwIfNoEntry: false })?.isFile()) return null;
  const folder = dirname(file);
  const siblings = inPublic(folder) && existsSync(folder) ? readdirSync(folder).map((name) => `${dirname(address)}/${name}`.replace(/^\/\//, '/')) : [];
  return `shows the image "${href}", but there is no file public${address}.${didYouMean(address, siblings.filter((other) => other !== address))}`;
}

function checkImage(image: Extract<BodyLink, { kind: 'image' }>, targets: BodyTargets): string[] {
  const { href, alt } = image;
  const problems: string[] = [];
  if (alt.trim() === '')
    problems.push(`shows the image "${href}" without a description: write what it shows between the brackets, like ![A hospital ward with two beds](${href}).`);
  if (href.startsWith('/') && !href.startsWith('//')) {
    const problem = publicFileProblem(href, targets.publicDir);
    if (problem) problems.push(problem);
  } else if (!/^https:\/\/\S+$/.test(href)) {
    problems.push(`shows the image "${href}": an image must be a file of the site, like "/illustrations/hero.svg", or an https: address.`);
  }
  return problems;
}

/** A cost table shows a package that has a file, and so a page. */
function checkPackage(id: string, targets: BodyTargets): string[] {
  if (targets.paths.has(pathTo('/packages/:id', { id }))) return [];
  const prefix = pathTo('/packages/:id', { id: '' });
  const ids = [...targets.paths].filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
  return [`shows the cost table of the package "${id}", but there is no file for it in content/packages/.${didYouMean(id, ids)}`];
}

/** Every problem with one link or image of a body, as sentences. */
export function checkBodyLink(link: BodyLink, targets: BodyTargets): string[] {
  if (link.kind === 'image') return checkImage(link, targets);
  if (link.kind === 'package') return checkPackage(link.id, targets);
  const own = ownSitePath(link.href, targets.origin);
  const problem = checkContentLink(link.href, targets.paths, targets.origin) ?? checkAnchor(own ?? link.href, targets);
  return problem ? [problem] : [];
}
