import { useLocation } from 'react-router';
import { EntryBody } from '../components/EntryBody';
import { PageHead } from '../components/PageHead';
import { HospitalJsonLd } from '../components/network/NetworkJsonLd';
import { ReviewList } from '../components/network/ReviewList';
import { ReviewsLink } from '../components/network/ReviewsLink';
import { SurgeonCard } from '../components/network/SurgeonCard';
import { TourList } from '../components/network/TourList';
import { PackageCard } from '../components/packages/PackageCard';
import { Rating } from '../components/packages/Rating';
import { Badge } from '../components/ui/Badge';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { CtaBand } from '../components/ui/CtaBand';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { Stat, StatList } from '../components/ui/Stat';
import { packages } from '../generated/packages';
import { people } from '../generated/people';
import { buildYear, common, network } from '../generated/site';
import { formatCount } from '../lib/format';
import { joinText } from '../lib/lists';
import { useEntry } from '../lib/entry-loader';
import { consultationHref } from '../lib/links';
import { surgeonsAt, yearsSince } from '../lib/network';
import { fillTemplate } from '../lib/template';
import { sectionIds } from '../lib/section-ids';
import { pathTo } from '../routes';
import { cityName } from '../lib/cities';
import { plural } from '../lib/plural';
import { currentLocale } from '../lib/locale';

/** One partner hospital, /hospital/<id> (and /hospital, the featured one, whose canonical address is its own page). */
export default function HospitalPage() {
  const hospital = useEntry('hospitals');
  const { pathname } = useLocation();
  const words = network.hospitalPage;
  const own = pathTo('/hospital/:hospitalId', { hospitalId: hospital.id });
  const years = yearsSince(hospital.established, buildYear);
  const surgeons = surgeonsAt(people, hospital.id);
  const here = packages.filter((pkg) => pkg.hospital === hospital.id).sort((a, b) => a.order - b.order);
  const consult = consultationHref({ hospital: hospital.id });
  const ids = sectionIds.HospitalPage;
  return (
    <>
      <PageHead title={hospital.name} description={joinText([joinText([hospital.name, cityName(hospital.city)], common.joiners.comma), hospital.highlight], common.joiners.label)} canonical={pathname === own ? true : own} />
      <HospitalJsonLd hospital={hospital} />
      <PageHeader eyebrow={words.eyebrow} title={hospital.name} lead={hospital.highlight} illustration={hospital.illustration}>
        <p className="mt-4 text-slate-700">
          {joinText(
            [hospital.address ?? joinText([cityName(hospital.city), hospital.region], common.joiners.comma), fillTemplate(plural(words.yearsOfOperation, years, currentLocale()), { years: formatCount(years) })],
            common.joiners.dot,
          )}
        </p>
        {hospital.rating !== undefined && hospital.reviewCount !== undefined && (
          <div className="mt-2">
            <Rating rating={hospital.rating} reviewCount={hospital.reviewCount} basis={hospital.ratingBasis} subject="hospital" />
            {hospital.reviews.length > 0 && <ReviewsLink name={hospital.name} href={`#${ids.reviews}`} />}
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={consult}>{words.connect}</ButtonLink>
          <ButtonLink href={pathTo('/packages')} variant="secondary">
            {words.packages}
          </ButtonLink>
        </div>
      </PageHeader>
      <Section id="hospital-stats" heading={words.sections.overview.heading} hiddenHeading>
        <StatList>
          <Stat figure={String(years)} label={words.stats.years} />
          <Stat figure={String(surgeons.length)} label={words.stats.surgeons} />
          <Stat figure={String(here.length)} label={words.stats.packages} />
          <Stat figure={String(hospital.accreditations.length)} label={words.stats.accreditations} />
        </StatList>
      </Section>
      <Section id="overview" {...words.sections.overview}>
        <div className="measure">{hospital.html && <EntryBody html={hospital.html} />}</div>
      </Section>
      <Section fold id="specialties" {...words.sections.specialties}>
        <ul className="flex flex-wrap gap-2">
          {hospital.specialties.map((name) => (
            <li key={name}>
              <Badge>{name}</Badge>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="surgeons" {...words.sections.surgeons} tone="tint">
        {surgeons.length > 0 ? (
          <CardGrid cols={3}>
            {surgeons.map((person) => (
              <SurgeonCard key={person.id} person={person} />
            ))}
          </CardGrid>
        ) : (
          <p className="text-slate-700">{words.noSurgeons}</p>
        )}
      </Section>
      <Section id="packages" {...words.sections.packages}>
        {here.length > 0 ? (
          <CardGrid cols={3} as="div">
            {here.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </CardGrid>
        ) : (
          <p className="text-slate-700">{words.noPackages}</p>
        )}
      </Section>
      <Section id={ids.reviews} {...words.sections.reviews} tone="tint">
        <ReviewList reviews={hospital.reviews} empty={network.doctorPage.empty.reviews} />
      </Section>
      <Section id={ids.tour} {...words.sections.tour}>
        <TourList areas={hospital.tour} hospitalName={hospital.name} />
      </Section>
      <Section id="accreditations" {...words.sections.accreditations} tone="tint">
        {hospital.accreditations.length > 0 ? (
          <ul className="grid-cards md:grid-cols-2">
            {hospital.accreditations.map((name) => (
              <li key={name} className="card">
                <p className="h3">{name}</p>
                <p className="mt-1 text-slate-700">{words.accreditationMeanings[name]}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{words.noAccreditation}</p>
        )}
      </Section>
      <CtaBand id="next-step" heading={words.closing.heading} text={words.closing.text} illustration="figures">
        <ButtonLink href={consult} variant="inverse">
          {words.closing.action}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
