import { useLocation } from 'react-router';
import { common, site } from '../generated/site';
import { fillTemplate } from '../lib/template';
import { shareImagePath, shareImageSize } from '../lib/share-image';
import { pathInLanguage } from '../lib/page-language';
import { addressIn, thisPage } from './languages/this-page';

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
  const page = thisPage();
  const fullTitle = fillTemplate(pathname === '/' ? common.titles.home : common.titles.page, { site: site.name, page: title });
  const canonicalPath = typeof canonical === 'string' ? canonical : pathname;
  const url = `${site.origin}${pathInLanguage(canonicalPath, page.language.tag, page.languages[0].tag)}`;
  // A page shown in English inside another language's frame is not a translation: not indexed, no alternates.
  const translated = page.status === 'source' || page.status === 'translated';
  // A translated page has its own share image, its title drawn in its script; a page shown in English keeps the English page's.
  const image = `${site.origin}${shareImagePath(page.status === 'translated' ? pathInLanguage(pathname, page.language.tag, page.languages[0].tag) : pathname)}`;
  const alternates = translated && canonical === true && !noindex && page.available.length > 1 ? page.available : [];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical !== false && <link rel="canonical" href={url} />}
      {(noindex || !translated) && <meta name="robots" content="noindex" />}
      {alternates.map((language) => (
        <link key={language.tag} rel="alternate" hrefLang={language.locale} href={`${site.origin}${addressIn(page, language)}`} />
      ))}
      {alternates.length > 0 && <link rel="alternate" hrefLang="x-default" href={`${site.origin}${addressIn(page, page.languages[0])}`} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={page.language.locale.replace('-', '_')} />
      {alternates
        .filter((language) => language !== page.language)
        .map((language) => (
          <meta key={language.tag} property="og:locale:alternate" content={language.locale.replace('-', '_')} />
        ))}
      {canonical !== false && (
        <>
          <meta property="og:url" content={url} />
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(shareImageSize.width)} />
          <meta property="og:image:height" content={String(shareImageSize.height)} />
          <meta property="og:image:alt" content={title} />
        </>
      )}
      {/* X reads the title and description from og:title and og:description when it has no twitter: ones of its own. */}
      <meta name="twitter:card" content={canonical !== false ? 'summary_large_image' : 'summary'} />
      {canonical !== false && <meta name="twitter:image" content={image} />}
    </>
  );
}
