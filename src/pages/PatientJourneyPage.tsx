import { PageHead } from '../components/PageHead';
import { Fragment } from 'react';
import { FoldMark } from '../components/ui/FoldMark';
import { HelpLinks } from '../components/info/HelpLinks';
import { JourneyStepItem } from '../components/info/JourneyStepItem';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { patientJourney } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';

/** /patient-journey: the steps from first message to follow-up at home, with an example patient's progress. */
export default function PatientJourneyPage() {
  const meta = usePageMeta();
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={patientJourney.intro} illustration={meta.illustration} />
      <Section id="journey-steps" heading={patientJourney.stepsHeading} lead={patientJourney.exampleNote}>
        <ol className="measure relative before:absolute before:bottom-4 before:start-4 before:top-4 before:w-0.5 before:-translate-x-1/2 before:bg-slate-200">
          {patientJourney.steps.map((step, index) => (
            <Fragment key={step.title}>
              {index === 3 && <FoldMark as="li" />}
              <JourneyStepItem step={step} number={index + 1} />
            </Fragment>
          ))}
        </ol>
        <div className="mt-10">
          <HelpLinks />
        </div>
      </Section>
    </>
  );
}
