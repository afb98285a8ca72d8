import { describe, expect, it } from 'vitest';
import { entryRoutePrefixes, expandPaths, fillPath, pageRoutes, pathTo, redirects, routeForPath, serverPaths, type TableRoute } from '../../src/routes';
import { inboxPaths } from '../../src/care-team/pages';

const paths = expandPaths((collection) => (collection === 'packages' ? ['colorectal-cancer', 'fistula-surgery'] : []));

describe('the route table', () => {
  it('gives every route of the spec an address', () => {
    for (const path of ['/', '/packages', '/coordinator-connect', '/patient-journey', '/patient-journey-persona', '/resources', '/emergency-support', '/doctor-profile', '/doctor-dashboard', '/doctor-verification', '/hospitals', '/hospital', '/blog', '/tourism', '/why-india', '/patient-dashboard', '/coordinator-dashboard', '/sitemap', '/privacy', '/terms', '/medical-disclaimer'])
      expect(paths).toContain(path);
  });

  it('fills a parameter with every entry of its collection', () => {
    expect(paths).toContain('/packages/colorectal-cancer');
    expect(paths).toContain('/packages/fistula-surgery');
    expect(paths.filter((path) => path.startsWith('/hospital/'))).toEqual([]);
  });

  it('gives only finished addresses: no parameter left unfilled, and no listing page before its entries are known', () => {
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9/-]*$/);
    expect(paths.filter((path) => path.startsWith('/blog/category/'))).toEqual([]);
  });

  it('forwards the old fistula address to the fistula package', () => {
    expect(redirects).toContainEqual({ path: '/packages/fistula-repair', to: '/packages/fistula-surgery' });
  });

  it('names the address before the id of every route that shows one entry each, with its collection', () => {
    const prefixes = entryRoutePrefixes();
    expect(prefixes).toHaveLength(pageRoutes.filter((route) => route.entries).length);
    for (const { prefix, collection } of prefixes) {
      expect(prefix).toMatch(/^\/[a-z-]+\/$/);
      expect(routeForPath(`${prefix}some-id`)?.entries).toBe(collection);
    }
    expect(prefixes).toContainEqual({ prefix: '/packages/', collection: 'packages' });
  });

  it('counts the care-team inbox as an address the server answers, not a page the build writes', () => {
    expect(serverPaths).toContain(inboxPaths.root);
    for (const path of serverPaths) expect(routeForPath(path)).toBeUndefined();
  });

  it('marks the demo portals noindex', () => {
    for (const path of ['/patient-dashboard', '/coordinator-dashboard', '/doctor-dashboard']) expect(routeForPath(path)?.noindex).toBe(true);
  });
});

describe('matching an address to its route', () => {
  // The parameter route stands first, so only the rule "fixed addresses first" keeps /blog/feed its own page.
  const table: TableRoute[] = [
    { path: '/blog/:id', template: 'ArticlePage', entries: 'blog' },
    { path: '/blog/feed', template: 'FeedPage' },
    { path: '/blog', template: 'BlogPage' },
    { path: '/a.b/:id', template: 'DotPage', entries: 'legal' },
  ];

  it('prefers a fixed address to an address with a parameter, wherever each stands', () => {
    expect(routeForPath('/blog/feed', table)?.template).toBe('FeedPage');
    expect(routeForPath('/blog/some-article', table)?.template).toBe('ArticlePage');
    expect(routeForPath('/blog', table)?.template).toBe('BlogPage');
  });

  it('lets a parameter stand for one part of the path only', () => {
    expect(routeForPath('/blog/a/b', table)).toBeUndefined();
    expect(routeForPath('/blog/', table)).toBeUndefined();
  });

  it('reads the fixed parts of an address literally', () => {
    expect(routeForPath('/a.b/x', table)?.template).toBe('DotPage');
    expect(routeForPath('/aXb/x', table)).toBeUndefined();
  });

  it('matches the site table: fixed pages and entry pages, nothing else', () => {
    expect(routeForPath('/packages')?.template).toBe('PackagesPage');
    expect(routeForPath('/packages/ibd-crohns')?.template).toBe('PackagePage');
    expect(routeForPath('/nowhere')).toBeUndefined();
  });

  it('expands a table with the ids of each collection, in table order', () => {
    expect(expandPaths((collection) => (collection === 'blog' ? ['x', 'y'] : ['z']), table)).toEqual(['/blog/x', '/blog/y', '/blog/feed', '/blog', '/a.b/z']);
  });
});

describe('building an address', () => {
  it('fills a parameter, encoding what would break the path', () => {
    expect(pathTo('/packages/:id', { id: 'ibd-crohns' })).toBe('/packages/ibd-crohns');
    expect(pathTo('/packages/:id', { id: 'a/b?c#d e' })).toBe('/packages/a%2Fb%3Fc%23d%20e');
  });

  it('leaves a fixed address as it is', () => {
    expect(pathTo('/why-india')).toBe('/why-india');
  });

  it('fills every parameter of an address by name', () => {
    expect(fillPath('/a/:first/b/:second', { second: '2', first: '1' })).toBe('/a/1/b/2');
  });

  it('refuses an address whose parameter has no value', () => {
    expect(() => fillPath('/a/:first', {})).toThrow(':first');
  });
});
