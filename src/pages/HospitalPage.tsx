import { PageHead } from '../components/PageHead';
import { buildYear } from '../generated/site';
import { useEntry } from '../lib/entry-loader';
import { consultationHref } from '../lib/links';
import { pathTo } from '../routes';

/** One partner hospital, /hospital/<id>. */
export default function HospitalPage() {
  const hospital = useEntry('hospitals');
  const years = buildYear - hospital.established;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <PageHead title={hospital.name} description={`${hospital.name}, ${hospital.city}: ${hospital.highlight}`} />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Partner hospital</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900 sm:text-4xl">{hospital.name}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {hospital.city}, {hospital.region} · {years} years of operation
      </p>
      <p className="mt-4 text-slate-700">{hospital.highlight}</p>
      {hospital.accreditations.length > 0 && <p className="mt-2 text-slate-700">Accreditation: {hospital.accreditations.join(', ')}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={consultationHref({ hospital: hospital.id })} className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Connect with Care Coordinator
        </a>
        <a href={pathTo('/packages')} className="rounded-xl border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          View Surgery Packages
        </a>
      </div>
    </div>
  );
}
