import { ArrowDown } from 'lucide-react';
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
import { emergencyEntryId } from '../lib/emergency';
import { sectionIds } from '../lib/section-ids';
import { medicalWebPage } from '../lib/structured-data';
import { pathTo } from '../routes';

/** /emergency-support: who to call in India and at home, and which symptoms need care how soon. A medical page. */
export default function EmergencySupportPage() {
  const meta = usePageMeta();
  const { intro, jump, sections, inIndia, careTeam, homeCountries, elsewhere, symptomGroups, closingNote, closingLinks, review } = emergencySupport;
  const ids = sectionIds.EmergencySupportPage;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <JsonLd data={medicalWebPage({ name: meta.title, description: meta.description, path: pathTo('/emergency-support'), review })} />
      <PageHeader title={meta.title} lead={intro} illustration={meta.illustration}>
        <div className="mt-4 space-y-1">
          <WrittenBy />
          <ReviewedBy reviewedBy={review.reviewedBy} date={review.lastReviewed} />
        </div>
        {/* India's numbers follow at once; a patient at home jumps past the symptoms to theirs. */}
        <a href={`#${ids.homeNumbers}`} className="mt-4 inline-flex items-center gap-2 py-2 font-semibold text-danger-700 underline underline-offset-2" data-testid="jump-home-numbers">
          <ArrowDown aria-hidden="true" className="size-4" /> {jump.homeNumbers}
        </a>
      </PageHeader>

      <Section id={ids.inIndia} {...sections.inIndia} hiddenHeading>
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

      <Section fold id="symptoms" {...sections.symptoms} tone="tint">
        <CardGrid cols={2} as="div">
          {symptomGroups.map((group) => (
            <SymptomGroupCard key={group.urgency} group={group} />
          ))}
        </CardGrid>
      </Section>

      <Section id={ids.homeNumbers} {...sections.homeNumbers}>
        <nav aria-label={jump.countries} className="mb-8">
          <ul className="flex flex-wrap gap-2">
            {homeCountries.map((entry) => (
              <li key={entry.country}>
                <a href={`#${emergencyEntryId(entry)}`} className="inline-block rounded-md border border-slate-200 px-3 py-1.5 text-sm hover:border-danger-600">
                  {entry.country}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <CardGrid cols={3}>
          {homeCountries.map((entry) => (
            <li key={entry.country}>
              <EmergencyNumberList entry={entry} />
            </li>
          ))}
          <li>
            <section aria-labelledby="numbers-elsewhere" data-testid="emergency-elsewhere">
              <h3 id="numbers-elsewhere" className="text-lg">
                {elsewhere.heading}
              </h3>
              <p className="mt-2">{elsewhere.text}</p>
            </section>
          </li>
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
