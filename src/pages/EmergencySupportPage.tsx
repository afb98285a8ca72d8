import { FilledText } from '../components/FilledText';
import { PageHead } from '../components/PageHead';
import { JsonLd } from '../components/JsonLd';
import { ReviewedBy } from '../components/ReviewedBy';
import { WrittenBy } from '../components/WrittenBy';
import { CareTeamLines } from '../components/info/CareTeamLines';
import { EmergencyNumberList } from '../components/info/EmergencyNumberList';
import { SymptomGroupCard } from '../components/info/SymptomGroupCard';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { emergencySupport } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';
import { medicalWebPage } from '../lib/structured-data';
import { pathTo } from '../routes';

/** /emergency-support: who to call in India and at home, and which symptoms need care how soon. A medical page. */
export default function EmergencySupportPage() {
  const meta = usePageMeta();
  const { intro, sections, inIndia, careTeam, homeCountries, symptomGroups, closingNote, closingLinks, review } = emergencySupport;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <JsonLd data={medicalWebPage({ name: meta.title, description: meta.description, path: pathTo('/emergency-support'), review })} />
      <PageHeader title={meta.title} lead={intro} illustration={meta.illustration}>
        <div className="mt-4 space-y-1">
          <WrittenBy />
          <ReviewedBy reviewedBy={review.reviewedBy} date={review.lastReviewed} />
        </div>
      </PageHeader>

      <Section id="call-in-india" {...sections.inIndia} hiddenHeading>
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="rounded-lg border-2 border-danger-600 bg-danger-50 p-5 lg:col-span-2">
            <EmergencyNumberList entry={inIndia} headingLevel={2} tone="strong" />
          </div>
          <section aria-labelledby="care-team-lines" className="lg:col-span-3">
            <h2 id="care-team-lines" className="h3">
              {careTeam.heading}
            </h2>
            <p className="note mt-1">{careTeam.note}</p>
            <div className="mt-3">
              <CareTeamLines />
            </div>
          </section>
        </div>
      </Section>

      <Section id="symptoms" {...sections.symptoms} tone="tint">
        <CardGrid cols={2} as="div">
          {symptomGroups.map((group) => (
            <SymptomGroupCard key={group.urgency} group={group} />
          ))}
        </CardGrid>
      </Section>

      <Section id="home-numbers" {...sections.homeNumbers}>
        <CardGrid cols={3}>
          {homeCountries.map((entry) => (
            <li key={entry.country}>
              <EmergencyNumberList entry={entry} />
            </li>
          ))}
        </CardGrid>
        <p className="note measure mt-10">
          <FilledText
            text={closingNote}
            values={{
              disclaimer: (
                <a href={pathTo('/medical-disclaimer')} className="link">
                  {closingLinks.disclaimer}
                </a>
              ),
              coordinator: (
                <a href={pathTo('/coordinator-connect')} className="link">
                  {closingLinks.coordinator}
                </a>
              ),
            }}
          />
        </p>
      </Section>
    </>
  );
}
