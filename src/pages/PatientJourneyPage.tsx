import { PageHead } from '../components/PageHead';
import { HelpLinks } from '../components/info/HelpLinks';
import { JourneyStepItem } from '../components/info/JourneyStepItem';
import { patientJourney } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';

/** /patient-journey: the steps from first message to follow-up at home, with an example patient's progress. */
export default function PatientJourneyPage() {
  const meta = usePageMeta();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHead title={meta.title} description={meta.description} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{patientJourney.intro}</p>
      <section aria-labelledby="journey-steps" className="mt-8">
        <h2 id="journey-steps" className="text-2xl font-bold text-slate-900">
          Step by step
        </h2>
        <p className="mt-1 text-sm text-slate-600">{patientJourney.exampleNote}</p>
        <ol className="relative mt-6 before:absolute before:bottom-4 before:left-4 before:top-4 before:w-0.5 before:-translate-x-1/2 before:bg-slate-200">
          {patientJourney.steps.map((step, index) => (
            <JourneyStepItem key={step.title} step={step} number={index + 1} />
          ))}
        </ol>
      </section>
      <div className="mt-10">
        <HelpLinks />
      </div>
    </div>
  );
}
