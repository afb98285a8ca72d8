import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collections, type CollectionName } from '../../src/content/collections';
import { durationSchema } from '../../src/content/schemas/duration';
import { problemsWith } from './content-helpers';
import { issuesOf, parsedOf } from './schema-issues';
import { contentFrontMatter, contentJson, siteContext } from './site-content';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- content as the files hold it, changed freely by each case

const context = siteContext();
/** The year the content step counts as this one: no founding or start of practice may come after it. */
const thisYear = Number(context.today.slice(0, 4));

/** The problems of an entry of `collection` after `change`; `data` is a real entry or a fixture. */
function problemsOf(collection: CollectionName, data: Data, change: (data: Data) => void = () => undefined): string[] {
  const copy = structuredClone(data);
  change(copy);
  return issuesOf(collections[collection].schema, copy, context);
}

const jsonCollections = (Object.keys(collections) as CollectionName[]).filter((name) => collections[name].format === 'json');

describe('every JSON entry of the site is valid as it is', () => {
  for (const name of jsonCollections)
    for (const file of readdirSync(fileURLToPath(new URL(`../../content/${collections[name].dir}/`, import.meta.url))))
      it(`${collections[name].dir}/${file}`, () => {
        expect(problemsOf(name, contentJson(`${collections[name].dir}/${file}`))).toEqual([]);
      });
});

describe('a hospital', () => {
  const hospital = contentFrontMatter<Data>('hospitals/apollo-delhi.mdx');

  it('opened from 1800 to this year', () => {
    expect(problemsOf('hospitals', hospital, (h) => (h.established = 1799))).toEqual(['established: must be at least 1800, but it is 1799.']);
    expect(problemsOf('hospitals', hospital, (h) => (h.established = 1800))).toEqual([]);
    expect(problemsOf('hospitals', hospital, (h) => (h.established = thisYear))).toEqual([]);
    expect(problemsOf('hospitals', hospital, (h) => (h.established = thisYear + 1))).toEqual([
      `established: is ${thisYear + 1}, after this year (${thisYear}): it cannot be in the future.`,
    ]);
    expect(problemsOf('hospitals', hospital, (h) => (h.established = 1996.5))).toEqual(['established: should be a whole number, but it is the number 1996.5.']);
  });

  it('may hold no accreditation', () => {
    expect(problemsOf('hospitals', hospital, (h) => (h.accreditations = []))).toEqual([]);
    expect(problemsOf('hospitals', hospital, (h) => (h.accreditations = ['ISO']))).toEqual(['accreditations[0]: should be one of "JCI", "NABH", but it is the text "ISO".']);
  });

  it('has a tour of exactly five areas, each of two or three minutes', () => {
    expect(problemsOf('hospitals', hospital, (h) => h.tour.pop())).toEqual(['tour: should have exactly five areas: the tour shows five.']);
    expect(problemsOf('hospitals', hospital, (h) => (h.tour[0].minutes = 4))).toEqual(['tour[0].minutes: must be at most 3, but it is 4.']);
    expect(problemsOf('hospitals', hospital, (h) => (h.tour[1].id = h.tour[0].id))).toEqual([`tour[1].id: "${hospital.tour[0].id}" is used twice in this list: the first item has it already.`]);
  });

  it('shows a rating only with its count and its basis', () => {
    expect(problemsOf('hospitals', hospital, (h) => delete h.reviewCount)).toEqual(['reviewCount: is needed too: a rating is shown only with the number of ratings behind it.']);
    expect(problemsOf('hospitals', hospital, (h) => delete h.ratingBasis)).toEqual([
      'rating: needs "ratingBasis" beside it: what the figure counts, over whom and when, its source and the day it was last checked.',
    ]);
    expect(problemsOf('hospitals', hospital, (h) => delete h.rating)).toEqual([
      'rating: is needed too: a number of ratings is shown only with the rating they make.',
      'ratingBasis: explains a figure this file does not have: add "rating" or remove this.',
    ]);
    expect(problemsOf('hospitals', hospital, (h) => (h.ratingBasis.source.url = 'http://reviews.example.org'))).toEqual([
      'ratingBasis.source.url: should be a public https address, like "https://www.example.org/report".',
    ]);
    for (const field of ['meaning', 'population', 'period', 'source', 'checked'])
      expect(problemsOf('hospitals', hospital, (h) => delete h.ratingBasis[field])).toEqual([`ratingBasis.${field}: is required, but it is missing.`]);
  });

  it('rates as the average of its reviews when it lists all it counts', () => {
    const stars = (h: Data) => h.reviews.map((review: { rating: number }) => review.rating);
    const average = (ratings: number[]) => Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    expect(problemsOf('hospitals', hospital, (h) => (h.reviews = [{ ...h.reviews[0], rating: 5 }, { ...h.reviews[0], rating: 4 }, { ...h.reviews[0], rating: 4 }], h.reviewCount = 3, h.rating = 4.3))).toEqual([]);
    expect(problemsOf('hospitals', hospital, (h) => (h.rating = average(stars(h)) === 5 ? 4.9 : average(stars(h)) + 0.1))).toEqual([
      expect.stringMatching(new RegExp(`^rating: is [0-9.]+, but the ${hospital.reviews.length} reviews it counts, all listed in "reviews", average ${average(stars(hospital)).toFixed(1)}: make it their average.$`)),
    ]);
    expect(problemsOf('hospitals', hospital, (h) => (h.reviewCount = h.reviews.length + 1, h.rating = 1))).toEqual([]);
  });
});

describe('a surgeon', () => {
  const surgeon = contentJson<Data>('people/rajesh-kumar.json');

  it('operates at a hospital that has a file', () => {
    expect(problemsOf('people', surgeon, (s) => (s.hospital = 'apollo'))).toEqual([
      'hospital: names the hospital "apollo", but there is no file for it in content/hospitals/.',
    ]);
  });

  it('has practised since a year from 1960 to this one, for a fee above nothing', () => {
    expect(problemsOf('people', surgeon, (s) => (s.practisingSince = 1959))).toEqual(['practisingSince: must be at least 1960, but it is 1959.']);
    expect(problemsOf('people', surgeon, (s) => (s.practisingSince = thisYear))).toEqual([]);
    expect(problemsOf('people', surgeon, (s) => (s.practisingSince = thisYear + 1))).toEqual([
      `practisingSince: is ${thisYear + 1}, after this year (${thisYear}): it cannot be in the future.`,
    ]);
    expect(problemsOf('people', surgeon, (s) => (s.consultationFee = 0))).toEqual(['consultationFee: must be more than 0, but it is 0.']);
  });

  it('carries a registration number and the body that issued it, a hospital, a start of practice, a fee and degrees', () => {
    expect(problemsOf('people', surgeon, (s) => delete s.registration)).toEqual(['registration: is required for a surgeon: a patient checks a surgeon by the registration number.']);
    expect(problemsOf('people', surgeon, (s) => delete s.hospital)).toEqual(['hospital: is required for a surgeon: every surgeon operates at a partner hospital.']);
    expect(problemsOf('people', surgeon, (s) => delete s.practisingSince)).toEqual(['practisingSince: is required for a surgeon: years of experience are computed from it.']);
    expect(problemsOf('people', surgeon, (s) => delete s.consultationFee)).toEqual(['consultationFee: is required for a surgeon: the profile states the fee of a consultation.']);
    expect(problemsOf('people', surgeon, (s) => delete s.registration.number)).toEqual(['registration.number: is required, but it is missing.']);
  });

  it('is registered with the National Medical Commission or a state medical council named in full', () => {
    for (const issuedBy of ['National Medical Commission', 'Delhi Medical Council', 'Tamil Nadu Medical Council'])
      expect(problemsOf('people', surgeon, (s) => (s.registration.issuedBy = issuedBy))).toEqual([]);
    for (const issuedBy of ['NMC', 'the council', 'Medical Council'])
      expect(problemsOf('people', surgeon, (s) => (s.registration.issuedBy = issuedBy))).toEqual([
        'registration.issuedBy: should be "National Medical Commission" or a state medical council named in full, like "Delhi Medical Council": a patient looks the number up there.',
      ]);
  });

  it('shows a rating only with its count and source, and lists no more reviews than it counts', () => {
    expect(problemsOf('people', surgeon, (s) => delete s.ratingBasis)).toEqual([
      'rating: needs "ratingBasis" beside it: what the figure counts, over whom and when, its source and the day it was last checked.',
    ]);
    expect(problemsOf('people', surgeon, (s) => delete s.ratingBasis.checked)).toEqual(['ratingBasis.checked: is required, but it is missing.']);
    expect(problemsOf('people', surgeon, (s) => (s.reviewCount = s.reviews.length - 1))).toEqual([
      `reviewCount: is ${surgeon.reviews.length - 1}, fewer than the ${surgeon.reviews.length} reviews listed in "reviews".`,
    ]);
  });

  it('has consultation slots that end after they start', () => {
    expect(problemsOf('people', surgeon, (s) => (s.availability = [{ day: 'Monday', from: '13:00', to: '10:00' }]))).toEqual([
      'availability[0].to: should be after "from": a slot ends after it starts.',
    ]);
    expect(problemsOf('people', surgeon, (s) => (s.availability = [{ day: 'Monday', from: '9:00', to: '10:00' }]))).toEqual([
      'availability[0].from: should be a time written as HH:MM on the 24-hour clock, like "09:30".',
    ]);
  });
});

describe('a person who is not a surgeon', () => {
  const reviewer = contentJson('people/meera-iyer.json');

  it('needs no hospital or fee, but a reviewer needs a registration and credentials', () => {
    expect(problemsOf('people', reviewer)).toEqual([]);
    expect(problemsOf('people', reviewer, (p) => delete p.registration)).toEqual([
      'registration: is required for a medical reviewer: a reviewer is named with the registration that qualifies them.',
    ]);
    expect(problemsOf('people', { name: 'Ms. A', roles: ['care-coordinator'], title: 'Care coordinator' })).toEqual([]);
  });

  it('holds at least one known role, each once', () => {
    expect(problemsOf('people', reviewer, (p) => (p.roles = []))).toEqual(['roles: must list at least 1 item.']);
    expect(problemsOf('people', reviewer, (p) => (p.roles = ['author', 'author']))).toEqual(['roles[1]: "author" is used twice in this list: the first item has it already.']);
  });
});

describe('a testimonial', () => {
  const testimonial = contentJson(`testimonials/${readdirSync(fileURLToPath(new URL('../../content/testimonials/', import.meta.url)))[0]}`);

  it('is about a package that exists, rated 1 to 5', () => {
    expect(problemsOf('testimonials', testimonial, (t) => (t.package = 'cancer'))).toEqual([
      'package: names the package "cancer", but there is no file for it in content/packages/.',
    ]);
    expect(problemsOf('testimonials', testimonial, (t) => (t.rating = 0))).toEqual(['rating: must be at least 1, but it is 0.']);
    expect(problemsOf('testimonials', testimonial, (t) => (t.rating = 6))).toEqual(['rating: must be at most 5, but it is 6.']);
    expect(problemsOf('testimonials', testimonial, (t) => (t.rating = 1))).toEqual([]);
  });

  it('carries the basis of its stars: what they are, whose, when and where given, and the day they were checked', () => {
    expect(problemsOf('testimonials', testimonial, (t) => delete t.ratingBasis)).toHaveLength(1);
    expect(problemsOf('testimonials', testimonial, (t) => delete t.ratingBasis)[0]).toMatch(/^ratingBasis: /);
    for (const field of ['meaning', 'population', 'period', 'source', 'checked'])
      expect(problemsOf('testimonials', testimonial, (t) => delete t.ratingBasis[field]), field).toEqual([expect.stringMatching(new RegExp(`^ratingBasis\\.${field}: `))]);
    expect(problemsOf('testimonials', testimonial, (t) => (t.ratingBasis.checked = '2999-01-01'))).toEqual([expect.stringMatching(/^ratingBasis\.checked: /)]);
  });

  it('without the day its stars were checked fails the content check with its file, line and field', async () => {
    const file = 'content/testimonials/test-patient.json';
    const copy = structuredClone(testimonial) as Data;
    delete copy.ratingBasis.checked;
    copy.featured = false;
    const text = JSON.stringify(copy, null, 2);
    const line = text.split('\n').findIndex((row) => row.includes('"ratingBasis"')) + 1;
    expect(await problemsWith({ [file]: text })).toEqual([expect.stringMatching(new RegExp(`^${file}:${line} ratingBasis\\.checked: `))]);
  });

  it('is not featured unless its file says so', () => {
    const copy = structuredClone(testimonial);
    delete copy.featured;
    expect((parsedOf(collections.testimonials.schema, copy, context) as Data).featured).toBe(false);
  });
});

describe('a persona', () => {
  const persona = contentJson('personas/tom.json');

  it('is an adult, with a package that exists', () => {
    expect(problemsOf('personas', persona, (p) => (p.age = 17))).toEqual(['age: must be at least 18, but it is 17.']);
    expect(problemsOf('personas', persona, (p) => (p.age = 101))).toEqual(['age: must be at most 100, but it is 101.']);
    expect(problemsOf('personas', persona, (p) => (p.package = 'crohns'))).toEqual([
      'package: names the package "crohns", but there is no file for it in content/packages/.',
    ]);
  });

  it('has needs, fears and a journey of at least two steps', () => {
    expect(problemsOf('personas', persona, (p) => (p.needs = []))).toEqual(['needs: must list at least 1 item.']);
    expect(problemsOf('personas', persona, (p) => (p.fears = []))).toEqual(['fears: must list at least 1 item.']);
    expect(problemsOf('personas', persona, (p) => (p.journey = p.journey.slice(0, 1)))).toEqual(['journey: must list at least 2 items.']);
    expect(problemsOf('personas', persona, (p) => (p.needs = p.needs.slice(0, 1)))).toEqual([]);
  });
});

describe('a resource', () => {
  const tool = { kind: 'tool', title: 'Cost comparison', description: 'Compare costs.', href: '/why-india', category: 'tools', order: 2 };

  it('is an article of the blog that exists', () => {
    expect(problemsOf('resources', { kind: 'article', article: 'preparing', category: 'educational', order: 1 })).toEqual([
      'article: names the blog article "preparing", but there is no file for it in content/blog/.',
    ]);
  });

  it('is a page or tool of the site', () => {
    expect(problemsOf('resources', tool, (r) => (r.href = '/why-indias'))).toEqual([
      'href: links to "/why-indias", but the site has no page at "/why-indias". Did you mean "/why-india"?',
    ]);
    expect(problemsOf('resources', tool, (r) => (r.kind = 'page'))).toEqual([]);
  });

  it('is a file of public/downloads/', () => {
    const download = { kind: 'download', title: 'Checklist', description: 'What to pack.', file: '/downloads/checklist.txt', format: 'Text file', category: 'tools', order: 1 };
    expect(problemsOf('resources', download)).toEqual([]);
    for (const file of ['/downloads/checklist.pdf', '/downloads/costs-2026.csv']) expect(problemsOf('resources', download, (r) => (r.file = file)), file).toEqual([]);
    for (const file of ['/checklist.txt', '/downloads/checklist.exe', '/downloads/Checklist.txt', 'x/downloads/checklist.txt', '/downloads/checklist.txtx', '/downloads/.txt'])
      expect(problemsOf('resources', download, (r) => (r.file = file)), file).toEqual([
        'file: should be a file in public/downloads/, like "/downloads/checklist.txt".',
      ]);
  });

  it('is filed under one of the tabs, in a position', () => {
    expect(problemsOf('resources', tool, (r) => (r.category = 'videos'))).toEqual([
      'category: should be one of "educational", "tools", "support", but it is the text "videos".',
    ]);
    expect(problemsOf('resources', tool, (r) => (r.order = 0))).toEqual(['order: must be more than 0, but it is 0.']);
  });
});

describe('a question', () => {
  const faq = { question: 'Can a friend come with me?', topic: 'general', order: 2 };

  it('ends with a question mark', () => {
    expect(problemsOf('faqs', faq)).toEqual([]);
    expect(problemsOf('faqs', faq, (f) => (f.question = 'Can a friend come with me'))).toEqual(['question: should end with a question mark.']);
    expect(problemsOf('faqs', faq, (f) => (f.question = '? Can a friend come with me'))).toEqual(['question: should end with a question mark.']);
  });

  it('has a topic and may belong to a package that exists', () => {
    expect(problemsOf('faqs', faq, (f) => (f.topic = 'news'))).toEqual([
      'topic: should be one of "general", "travel", "visa", "payment", "aftercare", but it is the text "news".',
    ]);
    expect(problemsOf('faqs', faq, (f) => (f.package = 'ibd-crohns'))).toEqual([]);
    expect(problemsOf('faqs', faq, (f) => (f.package = 'ibd'))).toEqual(['package: names the package "ibd", but there is no file for it in content/packages/.']);
  });
});

describe('a legal page', () => {
  const legal = { title: 'Terms of Use', description: 'The terms for using this site, and what we do with what you send us.', lastUpdated: '2026-11-01' };

  it('has a description search engines show whole, and a real date', () => {
    expect(problemsOf('legal', legal)).toEqual([]);
    expect(problemsOf('legal', legal, (l) => (l.description = 'x'.repeat(161)))).toEqual([
      'description: is 161 characters long, but a description should have at most 160: search results cut the rest.',
    ]);
    expect(problemsOf('legal', legal, (l) => (l.description = 'x'.repeat(160)))).toEqual([]);
    expect(problemsOf('legal', legal, (l) => (l.lastUpdated = '2026-13-01'))).toEqual(['lastUpdated: is not a real calendar date: there is no month 13.']);
  });

  it('may name the clinician who checked its medical statements, on or after its last change', () => {
    const review = (reviewedBy: string, lastReviewed: string) => (l: Data) => (l.medicalStatementsReview = { reviewedBy, lastReviewed });
    expect(problemsOf('legal', legal, review('meera-iyer', '2026-11-01'))).toEqual([]);
    expect(problemsOf('legal', legal, review('meera', '2026-11-01'))).toEqual([
      'medicalStatementsReview.reviewedBy: names the person "meera", but there is no file for it in content/people/.',
    ]);
    expect(problemsOf('legal', legal, review('rajesh-kumar', '2026-11-01'))).toEqual([
      'medicalStatementsReview.reviewedBy: names "rajesh-kumar", who is not a medical reviewer: content/people/rajesh-kumar.json has no "medical-reviewer" in its roles. Choose one of: arjun-mehta, meera-iyer.',
    ]);
    expect(problemsOf('legal', legal, review('meera-iyer', '2026-10-31'))).toEqual([
      'medicalStatementsReview.lastReviewed: is 31 October 2026, before the text last changed (1 November 2026): have the medical statements checked again and give the day of that review.',
    ]);
    // A legal page as a whole is not medically reviewed: the old field is refused, not ignored.
    expect(problemsOf('legal', legal, (l) => (l.reviewedBy = 'meera-iyer'))).toEqual(['(file): has fields this kind of content does not have: reviewedBy.']);
  });
});

// A blog article's rules: tests/unit/article-schema.test.ts.

describe('a length of time', () => {
  it('is one value or a range that grows, in a unit', () => {
    expect(issuesOf(durationSchema, { from: 7, unit: 'days' })).toEqual([]);
    expect(issuesOf(durationSchema, { from: 0, to: 1, unit: 'days' })).toEqual([]);
    expect(issuesOf(durationSchema, { from: 2, to: 2, unit: 'weeks' })).toEqual([
      'to: should have "to" larger than "from", or leave "to" out for a single value.',
    ]);
    expect(issuesOf(durationSchema, { from: -1, unit: 'days' })).toEqual(['from: must be at least 0, but it is -1.']);
    expect(issuesOf(durationSchema, { from: 0, to: 0, unit: 'days' })).toEqual([
      'to: must be more than 0, but it is 0.',
      'to: should have "to" larger than "from", or leave "to" out for a single value.',
    ]);
    expect(issuesOf(durationSchema, { from: 1, unit: 'fortnights' })).toEqual([
      'unit: should be one of "hours", "days", "weeks", "months", "years", but it is the text "fortnights".',
    ]);
  });
});
