import type { Product, WithContext } from 'schema-dts';
import type { EntryData } from '../../content/collections';
import { site } from '../../generated/site';

/** Structured data for search engines: the package as a product with its price range and rating. */
export function PackageJsonLd({ pkg }: { pkg: EntryData<'packages'> }) {
  const data: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pkg.name,
    description: pkg.description,
    url: `${site.origin}/packages/${pkg.id}`,
    brand: { '@type': 'Organization', name: site.name },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: pkg.priceRange.from,
      highPrice: pkg.priceRange.to,
    },
    ...(pkg.rating !== undefined && pkg.reviewCount !== undefined
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: pkg.rating, reviewCount: pkg.reviewCount, bestRating: 5 } }
      : {}),
  };
  // JSON.stringify escapes nothing HTML-specific, so "<" is escaped to keep the script block closed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
