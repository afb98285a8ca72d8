import { PageHead } from '../components/PageHead';
import { FoldMark } from '../components/ui/FoldMark';
import { Fragment } from 'react';
import { SmartLink } from '../components/SmartLink';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import type { CollectionName } from '../content/collections';
import { hospitals } from '../generated/hospitals';
import { packages } from '../generated/packages';
import paths from '../generated/paths.json';
import { people } from '../generated/people';
import { NetworkLinks } from '../components/network/NetworkLinks';
import { footer, navigation, network, pages } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';
import { currentPageLanguage, inLanguage } from '../lib/page-language';
import { pageRoutes, pathTo, redirects, routeForPath } from '../routes';

/** The name of each entry that has a page of its own, by collection; an entry of another collection is named by its address. */
const entryTitles: Partial<Record<CollectionName, ReadonlyArray<{ id: string; title?: string; name?: string }>>> = { packages, hospitals, people };

/** An entry of `collection` as the page's language has it: a few dozen at most, since no listing shown page by page is named entry by entry. */
function entryOf(collection: CollectionName, id: string) {
  const list = entryTitles[collection];
  if (!list) return undefined;
  const tag = currentPageLanguage()?.language.tag;
  return (tag ? inLanguage(list, tag) : list).find((entry) => entry.id === id);
}

/** A page's name in the list: its title in content/site/pages.json (`fixedPages`, by address), or its entry's name. */
function labelOf(path: string, fixedPages: ReadonlyMap<string, { title: string }>): string {
  const fixed = fixedPages.get(path);
  if (fixed) return path === '/' ? navigation.breadcrumb.home : fixed.title;
  const route = routeForPath(path);
  const id = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  const entry = route?.entries ? entryOf(route.entries, id) : undefined;
  return entry?.title ?? entry?.name ?? path;
}

/**
 * The collections whose entries a listing shows page by page (the blog's articles): the sitemap
 * names the listing, which the menu links, rather than every entry, so the page stays the same
 * size however many articles there are (it listed each, 200 KB of HTML at a thousand articles).
 */
const pagedCollections = new Set(pageRoutes.flatMap((route) => (route.listing && route.path.includes(':page') ? [route.listing] : [])));

/** Every page by topic, derived from the menu and footer content and the route table. */
export default function SitemapPage() {
  const meta = usePageMeta();
  const inMenu = new Set(navigation.groups.flatMap((group) => group.items.map((item) => item.href)));
  const linked = [...footer.groups.flatMap((group) => group.links), ...footer.legal];
  // Every other indexable page (the home page, a tool; demo and style pages are noindex and left out) is listed too;
  // hospitals and surgeons have cards of their own above. A listing's further pages (the blog's categories and page 2 on) have no
  // name of their own (the list showed their bare addresses) and are one link away on the blog itself, as are its articles.
  const moved = new Set(redirects.map((redirect) => redirect.path));
  const surgeonIds = new Set(people.filter((person) => person.roles.includes('surgeon')).map((person) => person.id));
  const inOwnCard = (path: string) => {
    const collection = routeForPath(path)?.entries;
    return collection === 'hospitals' || (collection === 'people' && surgeonIds.has(decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))));
  };
  const onListingPages = (path: string) => {
    const collection = routeForPath(path)?.entries;
    return collection !== undefined && pagedCollections.has(collection);
  };
  // Read once: each read of the page's words looks its language up.
  const fixedPages = new Map<string, { title: string }>();
  for (const page of pages.pages) if (!fixedPages.has(page.path)) fixedPages.set(page.path, page);
  const unlinked = paths
    .filter((path) => !moved.has(path) && !routeForPath(path)?.noindex && !routeForPath(path)?.listing && !inOwnCard(path) && !onListingPages(path))
    .filter((path) => !inMenu.has(path) && !linked.some((link) => link.href === path))
    .map((path) => ({ href: path, label: labelOf(path, fixedPages) }));
  const more = [...linked, ...unlinked].filter(
    (link, index, all) => !inMenu.has(link.href) && all.findIndex((other) => other.href === link.href) === index,
  );
  const words = navigation.sitemap;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={meta.description} illustration="signpost">
        <ul className="mt-6 flex flex-wrap gap-3" aria-label={words.quickActions}>
          <li>
            <ButtonLink href={navigation.action.href}>{navigation.action.label}</ButtonLink>
          </li>
          <li>
            <ButtonLink href={pathTo('/packages')} variant="secondary">
              {words.packages}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink href={pathTo('/emergency-support')} variant="danger">
              {words.emergency}
            </ButtonLink>
          </li>
        </ul>
      </PageHeader>
      <Section id="sitemap-pages" heading={words.allPages} hiddenHeading>
        <CardGrid cols={3} as="div">
          {navigation.groups.map((group, index) => (
            <Fragment key={group.id}>
            {index === 3 && <FoldMark />}
            <section aria-labelledby={`sitemap-${group.id}`} className="card">
              <h2 id={`sitemap-${group.id}`} className="h3">
                {group.label}
              </h2>
              <ul className="mt-4 space-y-3">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} className="link">
                      {item.label}
                    </a>
                    <span className="note block">{item.description}</span>
                  </li>
                ))}
              </ul>
            </section>
            </Fragment>
          ))}
          <NetworkLinks idPrefix="sitemap" words={network.sitemap} />
          <section aria-labelledby="sitemap-more" className="card">
            <h2 id="sitemap-more" className="h3">
              {words.more}
            </h2>
            <ul className="mt-4 space-y-3">
              {more.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} className="link">
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        </CardGrid>
      </Section>
    </>
  );
}
