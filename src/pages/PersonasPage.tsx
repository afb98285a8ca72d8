import { PageHead } from '../components/PageHead';
import { HelpLinks } from '../components/info/HelpLinks';
import { PersonaCard } from '../components/info/PersonaCard';
import { personas } from '../generated/personas';
import { personasPage } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';

/** /patient-journey-persona: composite patients, their needs, fears and journeys. */
export default function PersonasPage() {
  const meta = usePageMeta();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHead title={meta.title} description={meta.description} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{personasPage.intro}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{personasPage.note}</p>
      <div className="mt-6">
        <HelpLinks />
      </div>
      <div className="mt-8 grid gap-6">
        {[...personas]
          .sort((a, b) => a.order - b.order)
          .map((persona) => (
            <PersonaCard key={persona.id} persona={persona} />
          ))}
      </div>
    </div>
  );
}
