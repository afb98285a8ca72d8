import { PageHead } from '../components/PageHead';
import { ReviewedBy } from '../components/ReviewedBy';
import { CareTeamLines } from '../components/info/CareTeamLines';
import { EmergencyNumberList } from '../components/info/EmergencyNumberList';
import { SymptomGroupCard } from '../components/info/SymptomGroupCard';
import { emergencySupport } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';

/** /emergency-support: who to call in India and at home, and which symptoms need care how soon. A medical page. */
export default function EmergencySupportPage() {
  const meta = usePageMeta();
  const { intro, inIndia, homeCountries, symptomGroups, review } = emergencySupport;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHead title={meta.title} description={meta.description} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>
      <div className="mt-2">
        <ReviewedBy reviewedBy={review.reviewedBy} date={review.lastReviewed} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <div className="rounded-card border border-danger-600/40 bg-red-50 p-5">
          <EmergencyNumberList entry={inIndia} headingLevel={2} tone="strong" />
        </div>
        <section aria-labelledby="care-team-lines">
          <h2 id="care-team-lines" className="text-xl font-bold text-slate-900">
            Our care team
          </h2>
          <p className="mt-1 text-sm text-slate-700">In an emergency, call the emergency number first; then call us, so your coordinator can meet you at the hospital.</p>
          <div className="mt-3">
            <CareTeamLines />
          </div>
        </section>
      </div>

      <section aria-labelledby="symptoms" className="mt-12">
        <h2 id="symptoms" className="text-2xl font-bold text-slate-900">
          Symptoms before or after surgery: how soon to call
        </h2>
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          {symptomGroups.map((group) => (
            <SymptomGroupCard key={group.urgency} group={group} />
          ))}
        </div>
      </section>

      <section aria-labelledby="home-numbers" className="mt-12">
        <h2 id="home-numbers" className="text-2xl font-bold text-slate-900">
          Emergency numbers at home
        </h2>
        <p className="mt-1 text-slate-700">Before you travel and after you fly home, call the number of the country you are in.</p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {homeCountries.map((entry) => (
            <li key={entry.country}>
              <EmergencyNumberList entry={entry} />
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-12 text-sm text-slate-600">
        This page helps you decide whom to call; it does not replace a doctor's advice. Read our{' '}
        <a href={pathTo('/medical-disclaimer')} className="font-medium text-brand-700 underline underline-offset-2">
          medical disclaimer
        </a>
        , or ask a question that is not urgent through{' '}
        <a href={pathTo('/coordinator-connect')} className="font-medium text-brand-700 underline underline-offset-2">
          your care coordinator
        </a>
        .
      </p>
    </div>
  );
}
