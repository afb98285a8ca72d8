import { useParams } from 'react-router';
import { Fragment } from 'react';
import { FoldMark } from '../components/ui/FoldMark';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { HospitalCard } from '../components/network/HospitalCard';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { hospitals } from '../generated/hospitals';
import { common, network, pages } from '../generated/site';
import { filterHospitals, hospitalChoices, hospitalsHref, knownFilter, matchesFilter, type FilterChoice, type FilterField, type HospitalFilter } from '../lib/hospital-filter';
import { formatCount } from '../lib/format';
import { joinText } from '../lib/lists';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';
import { currentLocale } from '../lib/locale';
import { plural } from '../lib/plural';
import { cityName } from '../lib/cities';

/** One row of filter links: "Any" and each value, the current one marked; each link keeps the other filter. */
function FilterLinks({ field, label, choices, filter }: { field: FilterField; label: string; choices: FilterChoice[]; filter: HospitalFilter }) {
  const words = network.hospitalsPage;
  const options: Array<[string | undefined, string]> = [[undefined, words.anyChoice], ...choices.map((choice): [string, string] => [choice.key, choice.label])];
  return (
    <nav aria-label={label} className="mt-4">
      <p className="font-semibold text-slate-900">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {options.map(([key, text]) => (
          <li key={text}>
            <a
              href={hospitalsHref({ ...filter, [field]: key })}
              className="badge bg-slate-100 text-slate-800 hover:bg-brand-50 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
              aria-current={key === filter[field] ? 'true' : undefined}
              data-filter-field={field}
              data-filter-value={key ?? ''}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /hospitals: every partner hospital as a card, with filters by city and accreditation in the
 * address (?city=…&accreditation=…). Each combination is pre-rendered too, at
 * /hospitals/filter/<city>/<accreditation> (not indexed), which the server answers /hospitals?…
 * with: the filters work without JavaScript. With it, the HospitalFilter island filters in place.
 */
export default function HospitalsPage() {
  const params = useParams();
  const words = network.hospitalsPage;
  const meta = pages.pages.find((page) => page.path === pathTo('/hospitals'))!;
  const found = hospitalChoices(hospitals);
  // A city's key (its address) is the fact's; its label is its name in the page's language.
  const choices = { ...found, city: found.city.map((choice) => ({ ...choice, label: cityName(choice.label) })) };
  const filter = knownFilter({ city: params.city, accreditation: params.accreditation }, hospitals);
  const filtered = Boolean(params.city);
  const shown = filterHospitals(hospitals, filter).length;
  const chosen = (['city', 'accreditation'] as const).flatMap((field) => choices[field].filter((choice) => choice.key === filter[field]).map((choice) => choice.label));
  const title = filtered ? fillTemplate(words.filteredTitle, { title: meta.title, filters: joinText(chosen, common.joiners.comma) }) : meta.title;
  return (
    <>
      <PageHead title={title} description={meta.description} noindex={filtered} />
      <PageHeader title={title} lead={meta.description} illustration={meta.illustration ?? 'hospital'} />
      <Section
        id="hospital-filters"
        {...words.filters}
        tone="tint"
        action={
          <a href={pathTo('/hospitals/compare')} className="link">
            {network.comparePage.link}
          </a>
        }
      >
        <FilterLinks field="city" label={words.cityLabel} choices={choices.city} filter={filter} />
        <FilterLinks field="accreditation" label={words.accreditationLabel} choices={choices.accreditation} filter={filter} />
        <p className="mt-6 font-semibold text-slate-900" data-testid="hospital-count" aria-live="polite">
          {fillTemplate(plural(words.resultCount, shown, currentLocale()), { count: formatCount(shown) })}
        </p>
        <p className="mt-2 text-slate-700" data-testid="hospital-no-match" hidden={shown > 0}>
          {words.noMatch}
        </p>
        <Island name="HospitalFilter" when="load" props={{ resultCount: words.resultCount, joiner: common.joiners.comma, title: meta.title, filteredTitle: words.filteredTitle, filter: { ...(filter.city && { city: filter.city }), ...(filter.accreditation && { accreditation: filter.accreditation }) } }} />
        <CardGrid cols={3} className="mt-6">
          {hospitals.map((hospital, index) => (
            <Fragment key={hospital.id}>
              {index === 3 && <FoldMark as="li" />}
              <HospitalCard hospital={hospital} shown={matchesFilter(hospital, filter)} />
            </Fragment>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
