import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { HospitalCard } from '../components/network/HospitalCard';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { hospitals } from '../generated/hospitals';
import { network } from '../generated/site';
import { hospitalChoices, hospitalFilterQuery, type HospitalFilter } from '../lib/network';
import { usePageMeta } from '../lib/page-meta';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';

/** One row of filter links: "Any" and each value, the current one marked. */
function FilterLinks({ field, label, values, current, link }: { field: string; label: string; values: string[]; current?: string; link: (value?: string) => string }) {
  const words = network.hospitalsPage;
  const choices: Array<[string | undefined, string]> = [[undefined, words.anyChoice], ...values.map((value): [string, string] => [value, value])];
  return (
    <nav aria-label={label} className="mt-4">
      <p className="font-semibold text-slate-900">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {choices.map(([value, text]) => (
          <li key={text}>
            <a href={link(value)} className="badge bg-slate-100 text-slate-800 hover:bg-brand-50" aria-current={value === current ? 'true' : undefined} data-filter-field={field} data-filter-value={value ?? ''}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /hospitals: every partner hospital as a card, with filters by city and accreditation that live in the address. */
export default function HospitalsPage() {
  const meta = usePageMeta();
  const words = network.hospitalsPage;
  const { cities, accreditations } = hospitalChoices(hospitals);
  // The page is pre-rendered without a query: every hospital is listed, and the links carry the filters.
  const filter: HospitalFilter = {};
  const link = (next: HospitalFilter) => `${pathTo('/hospitals')}${hospitalFilterQuery(next)}`;
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={meta.description} illustration={meta.illustration ?? 'hospital'} />
      <Section id="hospital-filters" {...words.filters} tone="tint">
        <FilterLinks field="city" label={words.cityLabel} values={cities} current={filter.city} link={(city) => link({ ...filter, city })} />
        <FilterLinks field="accreditation" label={words.accreditationLabel} values={accreditations} current={filter.accreditation} link={(accreditation) => link({ ...filter, accreditation })} />
        <p className="mt-6 font-semibold text-slate-900" data-testid="hospital-count" aria-live="polite">
          {fillTemplate(words.resultCount, { count: String(hospitals.length) })}
        </p>
        <p className="mt-2 text-slate-700" data-testid="hospital-no-match" hidden>
          {words.noMatch}
        </p>
        <Island name="HospitalFilter" when="load" props={{ resultCount: words.resultCount }} />
        <CardGrid cols={3} className="mt-6">
          {hospitals.map((hospital) => (
            <HospitalCard key={hospital.id} hospital={hospital} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
