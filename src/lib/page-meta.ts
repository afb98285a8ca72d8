import { useMatches } from 'react-router';
import { pages } from '../generated/site';
import { pageRoutes } from '../routes';

/** Title, description and indexing of the current fixed page, from content/site/pages.json; `of` names the page a variant of it (a pre-rendered choice) takes its words from. */
export function usePageMeta(of?: string) {
  const matches = useMatches();
  const routePath = of ?? matches[matches.length - 1]?.id ?? '/';
  const meta = pages.pages.find((page) => page.path === routePath);
  if (!meta) throw new Error(`content/site/pages.json has no entry for ${routePath}`);
  const noindex = pageRoutes.find((route) => route.path === routePath)?.noindex ?? false;
  return { ...meta, noindex };
}
