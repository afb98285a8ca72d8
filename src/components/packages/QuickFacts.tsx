import type { ReactNode } from 'react';
import type { EntryData } from '../../content/collections';
import { hospitals } from '../../generated/hospitals';
import { common, howWeCount, packagesPage } from '../../generated/site';
import { people } from '../../generated/people';
import { formatDuration } from '../../lib/format';
import { joinText } from '../../lib/lists';
import { pathTo } from '../../routes';
import { FigureNote } from '../figures/FigureNote';
import { hospitalWithCity } from '../../lib/hospital-name';

/** Stay, recovery, follow-up, hospital and surgeon of a package: only the facts its file has. */
export function QuickFacts({
  pkg,
  linkHospital = true,
  withHospital = true,
  withStays = true,
  briefNotes = false,
}: {
  pkg: EntryData<'packages'>;
  linkHospital?: boolean;
  withHospital?: boolean;
  /** Without the stays in India and in hospital: for a package card, which shows them already. */
  withStays?: boolean;
  /** Figure notes with their source and date only: for a package card, whose package page has the whole note. */
  briefNotes?: boolean;
}) {
  const hospital = hospitals.find((entry) => entry.id === pkg.hospital);
  const surgeon = people.find((entry) => entry.id === pkg.surgeon);
  const names = packagesPage.facts;
  const facts: Array<[string, ReactNode]> = withStays
    ? [
        [names.stayInIndia, formatDuration(pkg.stayInIndia, common.durations)],
        [names.hospitalStay, formatDuration(pkg.hospitalStay, common.durations)],
      ]
    : [];
  if (pkg.surgeryDuration) facts.push([names.surgeryTime, formatDuration(pkg.surgeryDuration, common.durations)]);
  if (pkg.recovery) facts.push([names.recovery, formatDuration(pkg.recovery, common.durations)]);
  if (pkg.followUp) facts.push([names.followUp, formatDuration(pkg.followUp, common.durations)]);
  if (pkg.successRate !== undefined)
    facts.push([
      names.successRate,
      <>
        {pkg.successRate}%<span className="note mt-1 block font-normal">{howWeCount.successRateCaveat}</span>
        {pkg.successRateBasis && <FigureNote basis={pkg.successRateBasis} kind="success-rate" brief={briefNotes} />}
      </>,
    ]);
  if (hospital && withHospital)
    facts.push([
      names.hospital,
      linkHospital ? (
        <a href={pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })} className="link">
          {hospitalWithCity(hospital, common.joiners.comma)}
        </a>
      ) : (
        hospitalWithCity(hospital, common.joiners.comma)
      ),
    ]);
  if (surgeon) facts.push([names.leadSurgeon, joinText([surgeon.name, surgeon.title], common.joiners.comma)]);
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
