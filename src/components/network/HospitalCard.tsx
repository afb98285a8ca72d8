import { Rating } from '../packages/Rating';
import { Badge } from '../ui/Badge';
import { Illustration } from '../ui/Illustration';
import type { EntryData } from '../../content/collections';
import { network } from '../../generated/site';
import { fillTemplate } from '../../lib/template';
import { pathTo } from '../../routes';

/** A partner hospital on /hospitals: name, city, accreditations, specialties and rating with its source, linking its page. */
export function HospitalCard({ hospital }: { hospital: EntryData<'hospitals'> }) {
  const words = network.hospitalsPage;
  return (
    <li className="card flex h-full flex-col" data-hospital={hospital.id} data-city={hospital.city} data-accreditations={hospital.accreditations.join(' ')}>
      <Illustration name={hospital.illustration} size="sm" />
      <h2 className="h3 mt-2">
        <a href={pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })} className="link">
          {hospital.name}
        </a>
      </h2>
      <p className="mt-1 text-slate-700">
        {hospital.city}, {hospital.region}
      </p>
      <p className="mt-2 flex flex-wrap gap-2">
        {hospital.accreditations.length > 0 ? hospital.accreditations.map((name) => <Badge key={name}>{name}</Badge>) : <span className="note">{words.noAccreditation}</span>}
      </p>
      <p className="mt-2 text-sm text-slate-700">{hospital.specialties.join(' · ')}</p>
      {hospital.rating !== undefined && hospital.reviewCount !== undefined && (
        <div className="mt-2">
          <Rating rating={hospital.rating} reviewCount={hospital.reviewCount} />
          <p className="note">{fillTemplate(network.doctorPage.ratingSource, { source: hospital.ratingSource ?? '' })}</p>
        </div>
      )}
    </li>
  );
}
