import type { Product, WithContext } from 'schema-dts';
import type { EntryData } from '../../content/collections';
import { site } from '../../generated/site';
import { absoluteUrl, medicalWebPage } from '../../lib/structured-data';
import { pathTo } from '../../routes';
import { JsonLd } from '../JsonLd';
import { bestRating } from '../../content/schemas/rating';

/**
 * Structured data for a package page: the page as a MedicalWebPage (author, reviewer, review date)
 * about the package's MedicalProcedure, and the package as a product with its offer (the price
 * range) and, where it has one, its rating.
 */
export function PackageJsonLd({ pkg }: { pkg: EntryData<'packages'> }) {
  const path = pathTo('/packages/:id', { id: pkg.id });
  const offer: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pkg.name,
    description: pkg.description,
    url: absoluteUrl(path),
    brand: { '@type': 'Organization', name: site.name },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: pkg.priceRange.from,
      highPrice: pkg.priceRange.to,
    },
    ...(pkg.rating !== undefined && pkg.reviewCount !== undefined
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: pkg.rating, reviewCount: pkg.reviewCount, bestRating } }
      : {}),
  };
  const page = medicalWebPage({
    name: pkg.name,
    description: pkg.description,
    path,
    review: pkg.review,
    about: { '@type': 'MedicalProcedure', name: pkg.shortName, description: pkg.description },
  });
  return (
    <>
      <JsonLd data={page} />
      <JsonLd data={offer} />
    </>
  );
}
