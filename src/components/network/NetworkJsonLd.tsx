import type { Hospital as HospitalLd, MedicalSpecialty, Physician, WithContext } from 'schema-dts';
import type { EntryData } from '../../content/collections';
import { site } from '../../generated/site';
import { pathTo } from '../../routes';
import { bestRating } from '../../content/schemas/rating';
import { cityName } from '../../lib/cities';

/**
 * Specialties as the content names them. schema.org lists a few specialties by name but accepts
 * text too; schema-dts types only the listed ones, so the text is given as they are.
 */
const specialties = (names: readonly string[]) => names as unknown as MedicalSpecialty[];

/** A JSON-LD script block; "<" is escaped so the block stays closed. */
function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

/** Structured data for search engines: the hospital with its address, accreditations and specialties. */
export function HospitalJsonLd({ hospital }: { hospital: EntryData<'hospitals'> }) {
  const data: WithContext<HospitalLd> = {
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    name: hospital.name,
    description: hospital.highlight,
    url: `${site.origin}${pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: cityName(hospital.city),
      addressRegion: hospital.region,
      addressCountry: 'IN',
      ...(hospital.address ? { streetAddress: hospital.address } : {}),
    },
    foundingDate: String(hospital.established),
    medicalSpecialty: specialties(hospital.specialties),
    hasCertification: hospital.accreditations.map((name) => ({ '@type': 'Certification', name })),
    ...(hospital.rating !== undefined && hospital.reviewCount !== undefined
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: hospital.rating, reviewCount: hospital.reviewCount, bestRating } }
      : {}),
  };
  return <JsonLd data={data} />;
}

/** Structured data for search engines: the surgeon with hospital, specialties, credentials and registration number. */
export function PhysicianJsonLd({ person, hospital }: { person: EntryData<'people'>; hospital?: Pick<EntryData<'hospitals'>, 'id' | 'name'> }) {
  const data: WithContext<Physician> = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: person.name,
    url: `${site.origin}${pathTo('/doctors/:id', { id: person.id })}`,
    medicalSpecialty: specialties(person.specialisations),
    ...(hospital ? { hospitalAffiliation: { '@type': 'Hospital', name: hospital.name, url: `${site.origin}${pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })}` } } : {}),
    hasCredential: person.education.map((degree) => ({ '@type': 'EducationalOccupationalCredential', name: degree.degree, recognizedBy: { '@type': 'Organization', name: degree.school } })),
    ...(person.registration ? { identifier: { '@type': 'PropertyValue', propertyID: person.registration.issuedBy, value: person.registration.number } } : {}),
    ...(person.rating !== undefined && person.reviewCount !== undefined
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: person.rating, reviewCount: person.reviewCount, bestRating } }
      : {}),
  };
  return <JsonLd data={data} />;
}
