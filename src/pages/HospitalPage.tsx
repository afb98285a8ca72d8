import { PageHead } from '../components/PageHead';
import { ButtonLink } from '../components/ui/ButtonLink';
import { PageHeader } from '../components/ui/PageHeader';
import { buildYear } from '../generated/site';
import { useEntry } from '../lib/entry-loader';
import { consultationHref } from '../lib/links';
import { pathTo } from '../routes';

/** One partner hospital, /hospital/<id>. */
export default function HospitalPage() {
  const hospital = useEntry('hospitals');
  const years = buildYear - hospital.established;
  return (
    <>
      <PageHead title={hospital.name} description={`${hospital.name}, ${hospital.city}: ${hospital.highlight}`} />
      <PageHeader eyebrow="Partner hospital" title={hospital.name} lead={hospital.highlight} illustration="hospital">
        <p className="mt-4 text-slate-700">
          {hospital.city}, {hospital.region} · {years} years of operation
        </p>
        {hospital.accreditations.length > 0 && <p className="mt-1 text-slate-700">Accreditation: {hospital.accreditations.join(', ')}</p>}
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={consultationHref({ hospital: hospital.id })}>Connect with Care Coordinator</ButtonLink>
          <ButtonLink href={pathTo('/packages')} variant="secondary">
            View Surgery Packages
          </ButtonLink>
        </div>
      </PageHeader>
    </>
  );
}
