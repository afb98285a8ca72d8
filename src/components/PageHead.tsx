import { useLocation } from 'react-router';
import { site } from '../generated/site';

/** The page's title, description and canonical address; React places them in <head>. */
export function PageHead({ title, description, noindex = false }: { title: string; description: string; noindex?: boolean }) {
  const { pathname } = useLocation();
  const fullTitle = pathname === '/' ? `${site.name}: ${title}` : `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${site.origin}${pathname}`} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
