/**
 * Structured data (JSON-LD, typed with schema-dts) built from content: one small module every
 * page calls, so what a page says about itself to search engines is made one way. Render the
 * result with <JsonLd data={…} />. Each builder takes what the page shows, never facts of its own.
 */
import { currentPageLanguage } from './page-language';
import type { BreadcrumbList, FAQPage, MedicalOrganization, MedicalWebPage, Organization, Person, Thing, WithContext } from 'schema-dts';
import { people } from '../generated/people';
import { contact, site } from '../generated/site';

/** An address inside the site as a full URL, on the site's one origin (content/site/site.json). */
export const absoluteUrl = (path: string) => `${site.origin}${path}`;

/** The service as an organisation, for a page's author and publisher. */
export function organizationReference(): Organization {
  return { '@type': 'MedicalOrganization', name: site.name, url: absoluteUrl('/') };
}

/** The home page's MedicalOrganization: name, address, description, phone, email and founding year from content. */
export function medicalOrganization(): WithContext<MedicalOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    name: site.name,
    url: absoluteUrl('/'),
    description: site.tagline,
    foundingDate: String(site.foundedYear),
    telephone: contact.careTeam.number,
    email: contact.email,
    logo: absoluteUrl('/favicon.svg'),
  };
}

/** A person of content/people (a reviewer, an author) as a Person: name and credentials. */
export function clinicianPerson(id: string): Person {
  const clinician = people.find((entry) => entry.id === id);
  if (!clinician) throw new Error(`Unknown clinician ${id}`);
  return { '@type': 'Person', name: clinician.name, ...(clinician.credentials ? { honorificSuffix: clinician.credentials } : {}) };
}

/** One link of a breadcrumb trail: the page's name as the trail shows it, and its address. */
export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to this page, in order. */
export function breadcrumbList(crumbs: ReadonlyArray<Crumb>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

/** What a medical page shows about itself: its heading, description, address and its medical review. */
export interface MedicalPageFacts {
  name: string;
  description: string;
  path: string;
  review: { reviewedBy: string; lastReviewed: string };
  /** The author: a clinician's id, or the organisation when left out. */
  author?: string;
  /** What the page is about, like a MedicalProcedure with its offer. */
  about?: Thing;
}

/** A medical page (package, article, emergency support) with its author, reviewer and review date. */
export function medicalWebPage({ name, description, path, review, author, about }: MedicalPageFacts): WithContext<MedicalWebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name,
    description,
    url: absoluteUrl(path),
    inLanguage: currentPageLanguage()?.language.locale ?? site.languages[0].locale,
    author: author ? clinicianPerson(author) : organizationReference(),
    publisher: organizationReference(),
    reviewedBy: clinicianPerson(review.reviewedBy),
    lastReviewed: review.lastReviewed,
    ...(about ? { about } : {}),
  };
}

/** The questions a page shows, each with its answer as the page shows it (HTML). */
export function faqPage(faqs: ReadonlyArray<{ question: string; answerHtml: string }>): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answerHtml } })),
  };
}
