import { externalRel } from '../lib/external-link';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageHead } from '../components/PageHead';
import { TabSet, type TabItem } from '../components/TabSet';
import { PhysicianJsonLd } from '../components/network/NetworkJsonLd';
import { ReviewList } from '../components/network/ReviewList';
import { SurgeonCard } from '../components/network/SurgeonCard';
import { Rating } from '../components/packages/Rating';
import { ReviewsLink } from '../components/network/ReviewsLink';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import type { Entry } from '../content/collections';
import { hospitals } from '../generated/hospitals';
import { people } from '../generated/people';
import { buildYear, common, network } from '../generated/site';
import { joinParts, joinText } from '../lib/lists';
import { formatCount, formatPrice } from '../lib/format';
import { useEntry } from '../lib/entry-loader';
import { consultationHref } from '../lib/links';
import { surgeonsOf, yearsSince } from '../lib/network';
import { fillTemplate } from '../lib/template';
import { sectionIds } from '../lib/section-ids';
import { pathTo } from '../routes';
import { cityName } from '../lib/cities';
import { plural, type PluralForms } from '../lib/plural';
import { currentLocale } from '../lib/locale';

/** A heading and a list, left out when the list is empty. */
/** Years of experience in the form their number takes: "1 year of experience", "12 years of experience". */
function experienceText(forms: PluralForms, years: number): string {
  return fillTemplate(plural(forms, years, currentLocale()), { years: formatCount(years) });
}

function ListBlock({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="h3">{heading}</h3>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The five tabs of a profile, every one's content in the HTML. */
function profileTabs(person: Entry<'people'>, hospital: (typeof hospitals)[number] | undefined): TabItem[] {
  const words = network.doctorPage;
  const overview: ReactNode = (
    <div>
      {person.about && <p className="measure text-slate-800">{person.about}</p>}
      {hospital && (
        <p className="mt-4 text-slate-700">
          {joinParts(
            [
              words.headings.hospital,
              <a key="hospital" href={pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })} className="link">
                {joinText([hospital.name, cityName(hospital.city)], common.joiners.comma)}
              </a>,
            ],
            common.joiners.label,
          )}
        </p>
      )}
      <ListBlock heading={words.headings.specialisations} items={person.specialisations} />
      <ListBlock heading={words.headings.achievements} items={person.achievements} />
      <ListBlock heading={words.headings.awards} items={person.awards} />
      <ListBlock heading={words.headings.languages} items={person.languages} />
    </div>
  );
  const credentials: ReactNode = (
    <div>
      {person.registration && (
        <div data-testid="registration">
          <h3 className="h3">{words.headings.registration}</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">{words.registrationNumber}</dt>
              <dd className="font-semibold text-slate-900">{person.registration.number}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{words.issuedBy}</dt>
              <dd className="font-semibold text-slate-900">{person.registration.issuedBy}</dd>
            </div>
          </dl>
          <p className="measure mt-3 text-slate-700">{fillTemplate(words.howToCheck, { body: person.registration.issuedBy })}</p>
          <p className="mt-2">
            <a href={words.registerLink.href} className="link" {...externalRel(words.registerLink.href)}>
              {words.registerLink.label}
            </a>
          </p>
        </div>
      )}
      {person.education.length > 0 && (
        <div className="mt-6">
          <h3 className="h3">{words.headings.education}</h3>
          <ul className="mt-2 space-y-1 text-slate-700">
            {person.education.map((degree) => (
              <li key={degree.degree}>
                {joinParts(
                  [
                    <span key="degree" className="font-semibold text-slate-900">
                      {degree.degree}
                    </span>,
                    degree.school,
                    String(degree.year),
                  ],
                  common.joiners.comma,
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ListBlock heading={words.headings.certifications} items={person.certifications} />
    </div>
  );
  const availability: ReactNode =
    person.availability.length > 0 ? (
      <div>
        <ul className="space-y-1 text-slate-800">
          {person.availability.map((slot) => (
            <li key={`${slot.day}-${slot.from}`}>
              <span className="font-semibold">{slot.day}</span> {slot.from}–{slot.to}
            </li>
          ))}
        </ul>
        <p className="note mt-2">{words.slotsNote}</p>
      </div>
    ) : (
      <p className="text-slate-700">{words.empty.availability}</p>
    );
  const research: ReactNode =
    person.research.length > 0 ? (
      <ul className="space-y-2 text-slate-800">
        {person.research.map((paper) => (
          <li key={paper.title}>
            {joinText([paper.title, ...(paper.publishedIn ? [paper.publishedIn] : []), String(paper.year)], common.joiners.comma)}
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-slate-700">{words.empty.research}</p>
    );
  return [
    { id: 'overview', label: words.tabs.overview, content: overview },
    { id: 'credentials', label: words.tabs.credentials, content: credentials },
    {
      id: 'reviews',
      label: words.tabs.reviews,
      content: (
        <div id={sectionIds.DoctorPage.reviews}>
          <ReviewList reviews={person.reviews} empty={words.empty.reviews} />
        </div>
      ),
    },
    { id: 'availability', label: words.tabs.availability, content: availability },
    { id: 'research', label: words.tabs.research, content: research },
  ];
}

/** A surgeon's profile, /doctors/<id>, one template for every person; /doctor-profile shows the featured surgeon, with its canonical address. */
export default function DoctorPage() {
  const person = useEntry('people');
  const { pathname } = useLocation();
  const words = network.doctorPage;
  const own = pathTo('/doctors/:id', { id: person.id });
  const hospital = hospitals.find((entry) => entry.id === person.hospital);
  const others = pathname === own ? [] : surgeonsOf(people).filter((other) => other.id !== person.id);
  return (
    <>
      <PageHead title={person.name} description={`${joinText([person.name, person.title, ...(hospital ? [hospital.name] : [])], common.joiners.comma)}.`} canonical={pathname === own ? true : own} />
      <PhysicianJsonLd person={person} hospital={hospital} />
      <PageHeader eyebrow={words.eyebrow} title={person.name} lead={person.title} illustration={person.portrait}>
        {person.credentials && <p className="mt-2 text-slate-700">{person.credentials}</p>}
        <p className="mt-2 text-slate-700">
          {joinText(
            [
              ...(person.practisingSince !== undefined ? [experienceText(words.experience, yearsSince(person.practisingSince, buildYear))] : []),
              ...(person.consultationFee !== undefined ? [fillTemplate(words.fee, { fee: formatPrice(person.consultationFee) })] : []),
            ],
            common.joiners.dot,
          )}
        </p>
        {person.rating !== undefined && person.reviewCount !== undefined && (
          <div className="mt-2">
            <Rating rating={person.rating} reviewCount={person.reviewCount} basis={person.ratingBasis} subject="surgeon" />
            {person.reviews.length > 0 && <ReviewsLink name={person.name} href={`#${sectionIds.DoctorPage.reviews}`} />}
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={consultationHref(person.hospital ? { hospital: person.hospital } : {})}>{words.book}</ButtonLink>
        </div>
      </PageHeader>
      <Section id="profile" heading={words.tabsLabel} hiddenHeading>
        {/* Woken when idle: the rating's link to the reviews names a heading in a closed tab, which the island opens. */}
        <TabSet label={words.tabsLabel} tabs={profileTabs(person, hospital)} when="idle" fold />
      </Section>
      {others.length > 0 && (
        <Section id="other-surgeons" {...network.otherSurgeons} tone="tint">
          <CardGrid cols={3}>
            {others.map((other) => (
              <SurgeonCard key={other.id} person={other} />
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
