import { PageHead } from '../components/PageHead';
import { ReviewedBy } from '../components/ReviewedBy';
import { CareTeamLines } from '../components/info/CareTeamLines';
import { EmergencyNumberList } from '../components/info/EmergencyNumberList';
import { SymptomGroupCard } from '../components/info/SymptomGroupCard';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { emergencySupport } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';

/** /emergency-support: who to call in India and at home, and which symptoms need care how soon. A medical page. */
export default function EmergencySupportPage() {
  const meta = usePageMeta();
  const { intro, inIndia, homeCountries, symptomGroups, review } = emergencySupport;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={intro} illustration={meta.illustration}>
        <div className="mt-4">
          <ReviewedBy reviewedBy={review.reviewedBy} date={review.lastReviewed} />
        </div>
      </PageHeader>

      <Section id="call-in-india" heading="Calling for help in India" hiddenHeading>
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="rounded-lg border-2 border-danger-600 bg-danger-50 p-5 lg:col-span-2">
            <EmergencyNumberList entry={inIndia} headingLevel={2} tone="strong" />
          </div>
          <section aria-labelledby="care-team-lines" className="lg:col-span-3">
            <h2 id="care-team-lines" className="h3">
              Our care team
            </h2>
            <p className="note mt-1">In an emergency, call the emergency number first; then call us, so your coordinator can meet you at the hospital.</p>
            <div className="mt-3">
              <CareTeamLines />
            </div>
          </section>
        </div>
      </Section>

      <Section id="symptoms" heading="Symptoms before or after surgery: how soon to call" tone="tint">
        <CardGrid cols={2} as="div">
          {symptomGroups.map((group) => (
            <SymptomGroupCard key={group.urgency} group={group} />
          ))}
        </CardGrid>
      </Section>

      <Section id="home-numbers" heading="Emergency numbers at home" lead="Before you travel and after you fly home, call the number of the country you are in.">
        <CardGrid cols={3}>
          {homeCountries.map((entry) => (
            <li key={entry.country}>
              <EmergencyNumberList entry={entry} />
            </li>
          ))}
        </CardGrid>
        <p className="note measure mt-10">
          This page helps you decide whom to call; it does not replace a doctor's advice. Read our{' '}
          <a href={pathTo('/medical-disclaimer')} className="link">
            medical disclaimer
          </a>
          , or ask a question that is not urgent through{' '}
          <a href={pathTo('/coordinator-connect')} className="link">
            your care coordinator
          </a>
          .
        </p>
      </Section>
    </>
  );
}
