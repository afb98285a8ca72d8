import { describe, expect, it } from 'vitest';
import type { EntryData, SingletonData } from '../../src/content/collections';
import type { FigureBasis } from '../../src/content/fields';
import { siteFigures, type FigureSources } from '../../src/lib/figures';
import { contentEntries, contentJson } from './site-content';

interface RatedFile {
  name: string;
  rating?: number;
  ratingBasis?: FigureBasis;
}

const rated = (dir: string) => contentEntries<RatedFile>(dir).filter((entry) => entry.rating !== undefined);
const sources = {
  claims: contentJson<SingletonData<'claims'>>('site/claims.json'),
  packages: contentEntries<EntryData<'packages'>>('packages'),
  costComparison: contentJson<SingletonData<'costComparison'>>('site/cost-comparison.json'),
  whyIndia: contentJson<SingletonData<'whyIndia'>>('site/why-india.json'),
  testimonials: contentEntries<EntryData<'testimonials'>>('testimonials'),
  hospitals: contentEntries<EntryData<'hospitals'>>('hospitals').map((hospital) => ({ ...hospital, reviews: hospital.reviews ?? [] })),
  people: contentEntries<EntryData<'people'>>('people').map((person) => ({ ...person, reviews: person.reviews ?? [] })),
} as FigureSources;

describe('the figures /how-we-count lists and the review report checks', () => {
  const figures = siteFigures(sources);

  it("include every hospital's and surgeon's rating, each with its own basis and the file it is written in", () => {
    for (const [dir, extension] of [['hospitals', 'mdx'], ['people', 'json']] as const) {
      const entries = rated(dir);
      expect(entries.length, dir).toBeGreaterThan(0);
      for (const entry of entries) {
        const figure = figures.find((item) => item.where === `content/${dir}/${entry.id}.${extension} rating`);
        expect(figure, entry.id).toMatchObject({ kind: 'rating', label: entry.name, basis: entry.ratingBasis });
        expect(figure!.figure).toContain(entry.rating!.toFixed(1));
      }
    }
  });

  it("include every testimonial's stars, as ratings", () => {
    for (const testimonial of contentEntries<{ name: string; rating: number; ratingBasis: FigureBasis }>('testimonials')) {
      const figure = figures.find((item) => item.where === `content/testimonials/${testimonial.id}.json rating`);
      expect(figure, testimonial.id).toMatchObject({ kind: 'rating', basis: testimonial.ratingBasis });
      expect(figure!.label).toContain(testimonial.name);
      expect(figure!.figure).toContain(String(testimonial.rating));
    }
  });

  it('leave out a hospital or surgeon with no rating', () => {
    const unrated = contentEntries<RatedFile>('people').filter((person) => person.rating === undefined);
    for (const person of unrated) expect(figures.some((item) => item.where.startsWith(`content/people/${person.id}.`))).toBe(false);
  });
});
