import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHead } from '../components/PageHead';
import { buttonClass } from '../components/ui/ButtonLink';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import type { EntryData } from '../content/collections';
import { hospitals } from '../generated/hospitals';
import { packages } from '../generated/packages';
import { people } from '../generated/people';
import { common, network, pages } from '../generated/site';
import { formatDuration, formatPrice, formatPriceRange } from '../lib/format';
import { comparedIds } from '../lib/hospital-compare';
import { surgeonsAt } from '../lib/network';
import { joinParts } from '../lib/lists';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';
import { cityName } from '../lib/cities';

type Hospital = EntryData<'hospitals'>;
type Package = EntryData<'packages'>;

const packagesAt = (hospital: Hospital) => packages.filter((pkg) => pkg.hospital === hospital.id).sort((a, b) => a.order - b.order);

/** A cell's list, or the words for nothing to show. */
function CellList({ items }: { items: ReactNode[] }) {
  if (items.length === 0) return <span className="text-slate-600">{network.comparePage.none}</span>;
  return <ul className="space-y-1">{items.map((item, index) => <li key={index}>{item}</li>)}</ul>;
}

/** Each package at the hospital with one of its facts: "Bowel Resection: 5–7 days". */
const perPackage = (hospital: Hospital, fact: (pkg: Package) => string) =>
  packagesAt(hospital).map((pkg) => (
    <>
      {joinParts(
        [
          <a key="package" href={pathTo('/packages/:id', { id: pkg.id })} className="link">
            {pkg.name}
          </a>,
          <span key="fact" className="tnum">
            {fact(pkg)}
          </span>,
        ],
        common.joiners.label,
      )}
    </>
  ));

/** The facts compared, one row each: the row's header and each hospital's cell. */
function comparedRows(): Array<{ id: string; header: string; cell: (hospital: Hospital) => ReactNode }> {
  const rows = network.comparePage.rows;
  return [
    { id: 'city', header: rows.city, cell: (hospital) => cityName(hospital.city) },
    { id: 'accreditations', header: rows.accreditations, cell: (hospital) => <CellList items={hospital.accreditations} /> },
    {
      id: 'surgeons',
      header: rows.surgeons,
      cell: (hospital) => (
        <CellList
          items={surgeonsAt(people, hospital.id).map((person) => (
            <a href={pathTo('/doctors/:id', { id: person.id })} className="link">
              {person.name}
            </a>
          ))}
        />
      ),
    },
    { id: 'packages', header: rows.packages, cell: (hospital) => <CellList items={perPackage(hospital, (pkg) => (pkg.price !== undefined ? formatPrice(pkg.price) : formatPriceRange(pkg.priceRange)))} /> },
    { id: 'hospital-stay', header: rows.hospitalStay, cell: (hospital) => <CellList items={perPackage(hospital, (pkg) => formatDuration(pkg.hospitalStay, common.durations))} /> },
    { id: 'stay-in-india', header: rows.stayInIndia, cell: (hospital) => <CellList items={perPackage(hospital, (pkg) => formatDuration(pkg.stayInIndia, common.durations))} /> },
    { id: 'languages', header: rows.languages, cell: (hospital) => <CellList items={hospital.languages} /> },
  ];
}

/** The table of two or three hospitals: a column each, a row per fact, headers on both. */
function ComparisonTable({ compared }: { compared: Hospital[] }) {
  const words = network.comparePage;
  return (
    // A phone scrolls the table sideways inside this region, which the keyboard can reach and scroll too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
    <div className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-labelledby="comparison-caption">
      <table className="w-full min-w-md border-collapse text-start text-sm sm:min-w-0 sm:text-base">
        <caption id="comparison-caption" className="sr-only">
          {words.tableCaption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50">
            <td className="sticky start-0 bg-slate-50 p-3 text-start font-semibold">{words.rows.hospital}</td>
            {compared.map((hospital) => (
              <th key={hospital.id} scope="col" className="min-w-24 p-3 text-start align-top">
                <a href={pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })} className="link">
                  {hospital.name}
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparedRows().map((row) => (
            <tr key={row.id} className="border-b border-slate-200 last:border-0" data-row={row.id}>
              <th scope="row" className="sticky start-0 min-w-24 bg-white p-3 text-start align-top font-semibold">
                {row.header}
              </th>
              {compared.map((hospital) => (
                <td key={hospital.id} className="p-3 align-top">
                  {row.cell(hospital)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /hospitals/compare: a GET form of a checkbox per partner hospital. Every choice of one to three
 * is pre-rendered at /hospitals/compare/<ids> (noindex), which the server answers the form's
 * address with, so the comparison works without JavaScript.
 */
export default function HospitalComparePage() {
  const words = network.comparePage;
  const meta = pages.pages.find((page) => page.path === pathTo('/hospitals/compare'))!;
  const { selection } = useParams();
  const ids = selection ? comparedIds(selection) : [];
  const compared = hospitals.filter((hospital) => ids.includes(hospital.id));
  const title = compared.length > 0 ? fillTemplate(words.comparedTitle, { names: compared.map((hospital) => hospital.name).join(', ') }) : meta.title;
  return (
    <>
      <PageHead title={title} description={meta.description} noindex={Boolean(selection)} canonical={selection ? pathTo('/hospitals/compare') : true} />
      <PageHeader title={title} lead={meta.description} illustration={meta.illustration} breadcrumb={title} />
      <Section id="choose-hospitals" {...words.choose} tone="tint">
        <form method="get" action={pathTo('/hospitals/compare')} className="card">
          <fieldset aria-labelledby="choose-hospitals">
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {hospitals.map((hospital) => (
                <li key={hospital.id}>
                  <label htmlFor={`compare-${hospital.id}`} className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-brand-50">
                    <input id={`compare-${hospital.id}`} type="checkbox" name={hospital.id} defaultChecked={ids.includes(hospital.id)} className="mt-0.5 size-5 shrink-0" />
                    <span className="flex flex-col font-semibold text-slate-900">
                      {hospital.name}
                      <span className="text-sm font-normal text-slate-600">{cityName(hospital.city)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" className={`${buttonClass()} mt-4`}>
            {words.submit}
          </button>
        </form>
      </Section>
      {compared.length === 1 && (
        <Section id="comparison" heading={words.tableCaption} hiddenHeading>
          <p className="measure" role="status">
            {fillTemplate(words.chooseMore, { name: compared[0].name })}
          </p>
        </Section>
      )}
      {compared.length > 1 && (
        <Section id="comparison" heading={words.tableCaption} hiddenHeading>
          <ComparisonTable compared={compared} />
        </Section>
      )}
    </>
  );
}
