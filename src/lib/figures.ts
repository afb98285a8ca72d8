import type { EntryData, SingletonData } from '../content/collections';
import type { FigureBasis } from '../content/fields';
import type { FigureKind } from '../content/schemas/how-we-count';
import { formatCount, formatDuration, formatPrice, formatRating, type DurationWords } from './format';
import { bestRating } from '../content/schemas/rating';

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

/** A claim's figure as the page's language writes it: its text ("60+"), or its length of time ("7–14 days", "٧… أيام" never: Western digits). */
export function claimFigure(claim: { figure?: string; duration?: SingletonData<'claims'>['claims'][number]['duration'] }, words?: DurationWords): string {
  return claim.duration ? formatDuration(claim.duration, words) : (claim.figure ?? '');
}

/** What the figures are read from: the claims, the packages, the two price comparisons, the testimonials' stars and the ratings of hospitals and surgeons. */
export interface FigureSources {
  claims: SingletonData<'claims'>;
  packages: ReadonlyArray<EntryData<'packages'>>;
  costComparison: SingletonData<'costComparison'>;
  whyIndia: SingletonData<'whyIndia'>;
  testimonials: ReadonlyArray<EntryData<'testimonials'>>;
  hospitals: ReadonlyArray<EntryData<'hospitals'>>;
  people: ReadonlyArray<EntryData<'people'>>;
}

/** A rating as the figure lists show it: "4.5 / 5 (2)". */
const ratingFigure = (rating: number, reviewCount: number) => `${formatRating(rating)} / ${formatCount(bestRating)} (${formatCount(reviewCount)})`;

/** Every figure of the content, each with its basis: what /how-we-count lists and the review report checks. */
export function siteFigures({ claims, packages, costComparison, whyIndia, testimonials, hospitals, people }: FigureSources): SiteFigure[] {
  const figures: SiteFigure[] = claims.claims.map((claim) => ({
    kind: claim.kind,
    figure: claimFigure(claim),
    label: claim.label,
    basis: claim,
    where: `content/site/claims.json claims "${claim.id}"`,
  }));
  for (const pkg of packages) {
    const file = `content/packages/${pkg.id}.mdx`;
    if (pkg.successRate !== undefined && pkg.successRateBasis)
      figures.push({ kind: 'success-rate', figure: `${pkg.successRate}%`, label: pkg.name, basis: pkg.successRateBasis, where: `${file} successRate` });
    if (pkg.rating !== undefined && pkg.reviewCount !== undefined && pkg.ratingBasis)
      figures.push({ kind: 'rating', figure: ratingFigure(pkg.rating, pkg.reviewCount), label: pkg.name, basis: pkg.ratingBasis, where: `${file} rating` });
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
  for (const testimonial of testimonials)
    figures.push({ kind: 'rating', figure: `${testimonial.rating} / 5`, label: `${testimonial.name}, ${testimonial.country}`, basis: testimonial.ratingBasis, where: `content/testimonials/${testimonial.id}.json rating` });
  for (const hospital of hospitals)
    if (hospital.rating !== undefined && hospital.reviewCount !== undefined && hospital.ratingBasis)
      figures.push({ kind: 'rating', figure: ratingFigure(hospital.rating, hospital.reviewCount), label: hospital.name, basis: hospital.ratingBasis, where: `content/hospitals/${hospital.id}.mdx rating` });
  for (const person of people)
    if (person.rating !== undefined && person.reviewCount !== undefined && person.ratingBasis)
      figures.push({ kind: 'rating', figure: ratingFigure(person.rating, person.reviewCount), label: person.name, basis: person.ratingBasis, where: `content/people/${person.id}.json rating` });
  return figures;
}
