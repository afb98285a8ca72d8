import { PageHead } from '../components/PageHead';
import { Fragment } from 'react';
import { FoldMark } from '../components/ui/FoldMark';
import { HelpLinks } from '../components/info/HelpLinks';
import { PersonaCard } from '../components/info/PersonaCard';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { personas } from '../generated/personas';
import { personasPage } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';

/** /patient-journey-persona: composite patients, their needs, fears and journeys. */
export default function PersonasPage() {
  const meta = usePageMeta();
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={personasPage.intro} illustration={meta.illustration}>
        <p className="note measure mt-3">{personasPage.note}</p>
        <div className="mt-6">
          <HelpLinks />
        </div>
      </PageHeader>
      <Section id="personas" heading={personasPage.heading} hiddenHeading>
        <div className="grid gap-6">
          {[...personas]
            .sort((a, b) => a.order - b.order)
            .map((persona, index) => (
              <Fragment key={persona.id}>
                {index === 1 && <FoldMark />}
                <PersonaCard persona={persona} />
              </Fragment>
            ))}
        </div>
      </Section>
    </>
  );
}
