import { ChevronRight } from 'lucide-react';
import { useLocation, useMatches } from 'react-router';
import { navigation, pages } from '../generated/site';
import { breadcrumbList, type Crumb } from '../lib/structured-data';
import { pageRoutes } from '../routes';
import { JsonLd } from './JsonLd';

/**
 * The trail from the home page to the page at `pathname` whose heading is `title`: the home page,
 * then every shorter address that is a page of its own (named by its title in content/site/pages.json).
 */
export function breadcrumbsFor(pathname: string, title: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: navigation.breadcrumb.home, path: '/' }];
  const parts = pathname.split('/').filter(Boolean);
  for (let end = 1; end < parts.length; end++) {
    const path = `/${parts.slice(0, end).join('/')}`;
    const route = pageRoutes.find((candidate) => candidate.path === path && !candidate.noindex);
    const meta = route && pages.pages.find((page) => page.path === path);
    if (meta) crumbs.push({ name: meta.title, path });
  }
  crumbs.push({ name: title, path: pathname });
  return crumbs;
}

/** The trail as the page shows it, with its BreadcrumbList data; nothing on the home page and the not-found page. */
export function Breadcrumbs({ title }: { title: string }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  if (pathname === '/' || matches.some((match) => match.id === 'not-found')) return null;
  const crumbs = breadcrumbsFor(pathname, title);
  return (
    <nav aria-label={navigation.breadcrumb.label} className="mb-4 text-sm" data-breadcrumbs>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-slate-600">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-x-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-4 text-slate-500 flip-rtl" />}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-semibold text-slate-800">
                {crumb.name}
              </span>
            ) : (
              <a href={crumb.path} className="link">
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbList(crumbs)} />
    </nav>
  );
}
