import type { EntryData, SingletonData } from '../content/collections';
import type { FigureBasis } from '../content/fields';
import type { FigureKind } from '../content/schemas/how-we-count';
import { formatCount, formatPrice } from './format';

/** One figure the site shows, with what makes it traceable and the page it appears on. */
export interface SiteFigure {
  kind: FigureKind;
  /** The figure as a patient reads it, like "98.5%". */
  figure: string;
  /** What it is a figure of, like "Colorectal Cancer Surgery Package". */
  label: string;
  basis: FigureBasis;
  /** The content file and field it is written in, for editors: "content/packages/x.mdx successRate". */
  where: string;
}

/** What the figures are read from: the claims, the packages and the two price comparisons. */
export interface FigureSources {
  claims: SingletonData<'claims'>;
  packages: ReadonlyArray<EntryData<'packages'>>;
  costComparison: SingletonData<'costComparison'>;
  whyIndia: SingletonData<'whyIndia'>;
}

/** Every figure of the content, each with its basis: what /how-we-count lists and the review report checks. */
export function siteFigures({ claims, packages, costComparison, whyIndia }: FigureSources): SiteFigure[] {
  const figures: SiteFigure[] = claims.claims.map((claim) => ({
    kind: claim.kind,
    figure: claim.figure,
    label: claim.label,
    basis: claim,
    where: `content/site/claims.json claims "${claim.id}"`,
  }));
  for (const pkg of packages) {
    const file = `content/packages/${pkg.id}.mdx`;
    if (pkg.successRate !== undefined && pkg.successRateBasis)
      figures.push({ kind: 'success-rate', figure: `${pkg.successRate}%`, label: pkg.name, basis: pkg.successRateBasis, where: `${file} successRate` });
    if (pkg.rating !== undefined && pkg.reviewCount !== undefined && pkg.ratingBasis)
      figures.push({ kind: 'rating', figure: `${pkg.rating.toFixed(1)} / 5 (${formatCount(pkg.reviewCount)})`, label: pkg.name, basis: pkg.ratingBasis, where: `${file} rating` });
    if (pkg.originalPrice !== undefined && pkg.originalPriceBasis)
      figures.push({ kind: 'foreign-price', figure: formatPrice(pkg.originalPrice), label: `${pkg.name}, ${costComparison.comparisonCountry.name}`, basis: pkg.originalPriceBasis, where: `${file} originalPrice` });
  }
  figures.push({
    kind: 'foreign-price',
    figure: costComparison.otherCountries.map((row) => `${row.country} ${formatPrice(row.price)}`).join(', '),
    label: costComparison.otherCountries.map((row) => row.country).join(', '),
    basis: costComparison.priceBasis,
    where: 'content/site/cost-comparison.json otherCountries',
  });
  const abroad = whyIndia.countries.filter((country) => !country.highlight);
  figures.push({
    kind: 'foreign-price',
    figure: whyIndia.procedures.map((procedure) => procedure.name).join(', '),
    label: abroad.map((country) => country.name).join(', '),
    basis: whyIndia.priceBasis,
    where: 'content/site/why-india.json procedures',
  });
  return figures;
}
