import { useLocation } from 'react-router';
import { site } from '../generated/site';
import { shareImagePath, shareImageSize } from '../lib/share-image';

/**
 * The page's title, description and canonical address, its Open Graph and Twitter card tags with
 * the share image the build draws for it; React places them in <head>. The not-found page has
 * no canonical address (it is served at every unknown address) and so no share image either.
 */
export function PageHead({ title, description, noindex = false, canonical = true, type = 'website' }: {
  title: string;
  description: string;
  noindex?: boolean;
  /** false for no canonical link; an address of the site where another page shows the same (/hospital shows /hospital/apollo-delhi). */
  canonical?: boolean | string;
  /** The Open Graph type: "article" for a blog article. */
  type?: 'website' | 'article';
}) {
  const { pathname } = useLocation();
  const fullTitle = pathname === '/' ? `${site.name}: ${title}` : `${title} | ${site.name}`;
  const url = `${site.origin}${typeof canonical === 'string' ? canonical : pathname}`;
  const image = `${site.origin}${shareImagePath(pathname)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical !== false && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={site.languages[0].locale.replace('-', '_')} />
      {canonical !== false && (
        <>
          <meta property="og:url" content={url} />
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(shareImageSize.width)} />
          <meta property="og:image:height" content={String(shareImageSize.height)} />
          <meta property="og:image:alt" content={title} />
        </>
      )}
      <meta name="twitter:card" content={canonical !== false ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {canonical !== false && <meta name="twitter:image" content={image} />}
    </>
  );
}
