import { describe, expect, it } from 'vitest';
import { expandPaths, redirects, routeForPath } from '../../src/routes';

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

  it('matches an address to its template, fixed paths first', () => {
    expect(routeForPath('/packages')?.template).toBe('PackagesPage');
    expect(routeForPath('/packages/ibd-crohns')?.template).toBe('PackagePage');
    expect(routeForPath('/nowhere')).toBeUndefined();
  });

  it('forwards the old fistula address to the fistula package', () => {
    expect(redirects).toContainEqual({ path: '/packages/fistula-repair', to: '/packages/fistula-surgery' });
  });

  it('marks the demo portals noindex', () => {
    for (const path of ['/patient-dashboard', '/coordinator-dashboard', '/doctor-dashboard']) expect(routeForPath(path)?.noindex).toBe(true);
  });
});
