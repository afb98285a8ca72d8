import type { z } from 'zod';
import type { CollectionCheck, EntryCheck } from './checks';
import { featuredAtMost, uniquePositions } from './collection-rules';
import { blogListingPaths } from '../lib/blog/paths';
import { hospitalFilterPaths } from '../lib/hospital-filter';
import { comparisonPaths } from '../lib/hospital-compare';
import { consultationPagePath } from '../lib/links';
import { readingMinutes } from '../lib/blog/reading-time';
import { articleCategories, articleSchema } from './schemas/article';
import { blogPageSchema, blogRoomForFeatured, tagsNamedInBlogPage } from './schemas/blog-page';
import { claimsSchema } from './schemas/claims';
import { contactSchema } from './schemas/contact';
import { coordinatorConnectSchema } from './schemas/coordinator-connect';
import { careTeamSchema } from './schemas/care-team';
import { commonSchema } from './schemas/common';
import { mailSchema } from './schemas/mail';
import { comparedPackageHasPrices, costComparisonSchema, otherCountriesPricedOnce } from './schemas/cost-comparison';
import { countriesSchema } from './schemas/countries';
import { costEstimatorSchema, estimatorAgreesOnCompanionRoom } from './schemas/cost-estimator';
import { demoPortalsSchema } from './schemas/demo';
import { coordinatorPortalSchema } from './schemas/demo-coordinator';
import { doctorPortalSchema } from './schemas/demo-doctor';
import { patientPortalSchema } from './schemas/demo-patient';
import { emergencySupportSchema } from './schemas/emergency-support';
import { faqSchema } from './schemas/faq';
import { footerSchema } from './schemas/footer';
import { homeRoomFor, homeSchema } from './schemas/home';
import { doctorVerificationSchema } from './schemas/doctor-verification';
import { howWeCountSchema } from './schemas/how-we-count';
import { hospitalSchema, packageHospitalIsAccredited } from './schemas/hospital';
import { legalSchema } from './schemas/legal';
import { navigationSchema } from './schemas/navigation';
import { networkSchema } from './schemas/network';
import { notFoundSchema } from './schemas/not-found';
import { packageSchema, surgeonWorksAtPackageHospital } from './schemas/package';
import { packagesPageSchema } from './schemas/packages-page';
import { pagesSchema } from './schemas/pages';
import { patientJourneySchema } from './schemas/patient-journey';
import { personaSchema } from './schemas/persona';
import { personRoles, personSchema } from './schemas/person';
import { personasPageSchema } from './schemas/personas-page';
import { siteSchema } from './schemas/site';
import { receiverWordsSchema } from './schemas/receiver';
import { yourRequestSchema } from './schemas/your-request';
import { resourceSchema } from './schemas/resource';
import { resourcesPageSchema } from './schemas/resources-page';
import { testimonialSchema } from './schemas/testimonial';
import { tourismAgreesWithPackages, tourismSchema } from './schemas/tourism';
import { foreignPricesWrittenOnce, whyIndiaSchema } from './schemas/why-india';
import { citiesSchema, hospitalCityIsNamed } from './schemas/cities';

/**
 * Every kind of content. A collection is a folder of entries, one file each, named by the
 * entry's id; a singleton is one file. Adding a collection: write its schema in schemas/,
 * add one line here, and (if it has pages) one route in src/routes.ts.
 */
export const collections = {
  people: { dir: 'people', format: 'json', noun: 'person', schema: personSchema, groupedBy: { field: 'roles', values: personRoles } },
  legal: { dir: 'legal', format: 'mdx', noun: 'legal page', schema: legalSchema },
  hospitals: {
    dir: 'hospitals',
    format: 'mdx',
    noun: 'hospital',
    schema: hospitalSchema,
    checks: [hospitalCityIsNamed],
    // /hospitals filtered by each city and accreditation, pre-rendered so the filters work without JavaScript.
    // And every comparison of one to three hospitals (/hospitals/compare/<ids>), for the same reason.
    listingPaths: (entries) => [
      ...hospitalFilterPaths(entries.map(({ data }) => data as { city: string; accreditations: string[] })),
      ...comparisonPaths(entries.map(({ id }) => id)),
    ],
  },
  packages: {
    dir: 'packages',
    format: 'mdx',
    noun: 'package',
    schema: packageSchema,
    medical: true,
    checks: [surgeonWorksAtPackageHospital, packageHospitalIsAccredited],
    // /coordinator-connect with each package chosen in the form, pre-rendered so a package's link chooses it without JavaScript.
    listingPaths: (entries) => entries.map(({ id }) => consultationPagePath(id)),
    collectionChecks: [uniquePositions('package'), featuredAtMost({ one: 'package', many: 'packages' }, homeRoomFor('packages'))],
  },
  testimonials: {
    dir: 'testimonials',
    format: 'json',
    noun: 'testimonial',
    schema: testimonialSchema,
    collectionChecks: [featuredAtMost({ one: 'testimonial', many: 'testimonials' }, homeRoomFor('testimonials'))],
  },
  personas: { dir: 'personas', format: 'json', noun: 'persona', schema: personaSchema, collectionChecks: [uniquePositions('persona')] },
  resources: {
    dir: 'resources',
    format: 'json',
    noun: 'resource',
    schema: resourceSchema,
    collectionChecks: [uniquePositions('resource', (resource) => `in the tab "${String(resource.category)}"`)],
  },
  faqs: {
    dir: 'faqs',
    format: 'mdx',
    noun: 'question',
    schema: faqSchema,
    medical: true,
    bodiesInModule: true,
    // A package's own questions are listed together, whatever their topic; the others by topic.
    collectionChecks: [uniquePositions('question', (faq) => (faq.package ? `among the questions of the package "${String(faq.package)}"` : `in the topic "${String(faq.topic)}"`))],
  },
  blog: {
    dir: 'blog',
    format: 'mdx',
    noun: 'blog article',
    schema: articleSchema,
    medical: true,
    checks: [tagsNamedInBlogPage],
    collectionChecks: [featuredAtMost({ one: 'article', many: 'articles' }, blogRoomForFeatured)],
    summary: ['title', 'excerpt', 'category', 'author', 'publishDate', 'updatedDate', 'featured', 'tags', 'illustration', 'readingMinutes', 'review'],
    derive: (body: string) => ({ readingMinutes: readingMinutes(body) }),
    listingPaths: (entries) =>
      blogListingPaths(
        // Also called on articles as written, before validation: one without a category lists nowhere.
        entries.flatMap(({ id, data }) => (typeof data.category === 'string' ? [{ id, ...(data as { category: string; tags: string[]; publishDate: string }) }] : [])),
        articleCategories,
      ),
  },
} as const satisfies Record<string, CollectionDefinition>;

export const singletons = {
  site: { file: 'site/site.json', schema: siteSchema },
  claims: { file: 'site/claims.json', schema: claimsSchema },
  contact: { file: 'site/contact.json', schema: contactSchema },
  navigation: { file: 'site/navigation.json', schema: navigationSchema },
  footer: { file: 'site/footer.json', schema: footerSchema },
  pages: { file: 'site/pages.json', schema: pagesSchema },
  notFound: { file: 'site/not-found.json', schema: notFoundSchema },
  costComparison: { file: 'site/cost-comparison.json', schema: costComparisonSchema, checks: [comparedPackageHasPrices, otherCountriesPricedOnce] },
  home: { file: 'site/home.json', schema: homeSchema, page: '/' },
  packagesPage: { file: 'site/packages-page.json', schema: packagesPageSchema },
  coordinatorConnect: { file: 'site/coordinator-connect.json', schema: coordinatorConnectSchema, page: '/coordinator-connect' },
  emergencySupport: { file: 'site/emergency-support.json', schema: emergencySupportSchema, page: '/emergency-support', medical: true },
  patientJourney: { file: 'site/patient-journey.json', schema: patientJourneySchema, page: '/patient-journey' },
  personasPage: { file: 'site/personas-page.json', schema: personasPageSchema, page: '/patient-journey-persona' },
  whyIndia: { file: 'site/why-india.json', schema: whyIndiaSchema, page: '/why-india', checks: [foreignPricesWrittenOnce] },
  tourism: { file: 'site/tourism.json', schema: tourismSchema, page: '/tourism', checks: [tourismAgreesWithPackages] },
  resourcesPage: { file: 'site/resources-page.json', schema: resourcesPageSchema, page: '/resources' },
  costEstimator: { file: 'site/cost-estimator.json', schema: costEstimatorSchema, page: '/resources/cost-estimator', checks: [estimatorAgreesOnCompanionRoom] },
  network: { file: 'site/network.json', schema: networkSchema },
  blogPage: { file: 'site/blog.json', schema: blogPageSchema },
  mail: { file: 'site/mail.json', schema: mailSchema },
  careTeam: { file: 'site/care-team.json', schema: careTeamSchema },
  demoPortals: { file: 'demo/portals.json', schema: demoPortalsSchema },
  patientPortal: { file: 'demo/patient-portal.json', schema: patientPortalSchema },
  coordinatorPortal: { file: 'demo/coordinator-portal.json', schema: coordinatorPortalSchema },
  doctorPortal: { file: 'demo/doctor-portal.json', schema: doctorPortalSchema },
  howWeCount: { file: 'site/how-we-count.json', schema: howWeCountSchema, page: '/how-we-count' },
  doctorVerification: { file: 'site/doctor-verification.json', schema: doctorVerificationSchema, page: '/doctor-verification' },
  common: { file: 'site/common.json', schema: commonSchema },
  countries: { file: 'site/countries.json', schema: countriesSchema },
  cities: { file: 'site/cities.json', schema: citiesSchema },
  receiver: { file: 'site/receiver.json', schema: receiverWordsSchema },
  yourRequest: { file: 'site/your-request.json', schema: yourRequestSchema },
} as const satisfies Record<string, SingletonDefinition>;

export interface CollectionDefinition {
  /** Folder under content/. */
  dir: string;
  /** json entries are data only; mdx entries have front matter and a body. */
  format: 'json' | 'mdx';
  /** What one entry is called in messages. */
  noun: string;
  schema: z.ZodType;
  /** Rules that need other entries, run once every entry is valid. */
  checks?: ReadonlyArray<EntryCheck>;
  /**
   * A list field whose values sort the entries into groups other files refer to (a person's
   * roles): the run knows the ids holding each value as "<collection>:<value>", so a reference
   * can require a surgeon, not just a person.
   */
  groupedBy?: { field: string; values: ReadonlyArray<string> };
  /** Rules over all the collection's entries at once (unique positions, how many are featured). */
  collectionChecks?: ReadonlyArray<CollectionCheck>;
  /**
   * The fields lists and cards need. A collection with a summary also gets
   * src/generated/<name>-summaries.ts holding only these (and the id), so a list page of
   * thousands of entries does not import every field of every entry.
   */
  summary?: ReadonlyArray<string>;
  /**
   * Short bodies that many pages show (FAQ answers): src/generated/<name>.ts holds each entry's
   * HTML too, so a page that lists them needs no entry file and re-renders when one changes.
   */
  bodiesInModule?: boolean;
  /** Medical pages (packages, articles, questions): a translation needs a clinician's review, and a stale one is a launch blocker. */
  medical?: boolean;
  /** Fields computed from an entry's body (an article's reading time), added to its fields after validation. */
  derive?: (body: string) => Record<string, unknown>;
  /** Addresses of pages that list the entries (the blog's category and grid pages), from the valid entries. */
  listingPaths?: (entries: ReadonlyArray<{ id: string; data: Record<string, unknown> }>) => string[];
}

interface SingletonDefinition {
  /** Path under content/. */
  file: string;
  schema: z.ZodType;
  /**
   * The address of the page whose own words this file holds: its translation shows whole or, when
   * stale or missing, the page shows in English with a notice. Without it, the file's words are
   * shared by many pages (menus, labels) and each falls back to English on its own.
   */
  page?: string;
  /** A medical page (emergency support): a translation needs a clinician's review, and a stale one is a launch blocker. */
  medical?: boolean;
  /** Rules that need other files, run once every file is valid. */
  checks?: ReadonlyArray<EntryCheck>;
}

export type CollectionName = keyof typeof collections;
export type SingletonName = keyof typeof singletons;

/** The fields a collection computes from each entry's body. */
type Derived<C extends CollectionName> = (typeof collections)[C] extends { derive: (body: string) => infer D } ? D : unknown;

/** An entry as pages receive it: its validated fields, the fields computed from its body, its id, and its body rendered to HTML. */
export type Entry<C extends CollectionName> = z.output<(typeof collections)[C]['schema']> & Derived<C> & {
  /** The file name without extension; also the last part of the entry's address. */
  id: string;
  /** The MDX body rendered to HTML; null for JSON entries. */
  html: string | null;
};

// Distributes over a union, so a collection whose schema is a union of kinds keeps each kind's fields.
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type EntryData<C extends CollectionName> = OmitEach<Entry<C>, 'html'>;

type SummaryFields<C extends CollectionName> = (typeof collections)[C] extends { summary: ReadonlyArray<infer F> } ? F & keyof EntryData<C> : never;

/** What src/generated/<name>-summaries.ts holds for each entry: its id and the summary fields. */
export type EntrySummary<C extends CollectionName> = Pick<EntryData<C>, 'id' | SummaryFields<C>>;

export type SingletonData<S extends SingletonName> = z.output<(typeof singletons)[S]['schema']>;
