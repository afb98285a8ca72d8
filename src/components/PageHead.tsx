import { useLocation } from 'react-router';
import { site } from '../generated/site';

/**
 * The page's title, description and canonical address; React places them in <head>. The not-found
 * page has no canonical address: it is served at every unknown address and has none of its own.
 */
export function PageHead({ title, description, noindex = false, canonical = true }: {
  title: string;
  description: string;
  noindex?: boolean;
  /** false for no canonical link; an address of the site where another page shows the same (/hospital shows /hospital/apollo-delhi). */
  canonical?: boolean | string;
}) {
  const { pathname } = useLocation();
  const fullTitle = pathname === '/' ? `${site.name}: ${title}` : `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical !== false && <link rel="canonical" href={`${site.origin}${typeof canonical === 'string' ? canonical : pathname}`} />}
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
