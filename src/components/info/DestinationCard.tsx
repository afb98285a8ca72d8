import { MapPin } from 'lucide-react';
import type { Destination } from '../../content/schemas/tourism';
import { tourism } from '../../generated/site';
import { hospitalsIn } from '../../lib/destinations';
import { fillTemplate } from '../../lib/template';
import { pathTo } from '../../routes';

/** A destination city with its partner hospitals, counted and linked from the hospital content. */
export function DestinationCard({ destination }: { destination: Destination }) {
  const partners = hospitalsIn(destination);
  const words = tourism.destinationCard;
  return (
    <li className="card flex flex-col" data-testid="destination">
      <h3 className="h3 flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-5 text-brand-700" /> {destination.city}
      </h3>
      <p className="mt-2 font-semibold text-brand-800" data-testid="hospital-count">
        {partners.length === 1 ? words.oneHospital : fillTemplate(words.hospitals, { count: String(partners.length) })}
      </p>
      <ul className="mt-1 space-y-1 text-sm">
        {partners.map((hospital) => (
          <li key={hospital.id}>
            <a href={pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })} className="link font-medium">
              {hospital.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{words.knownFor} </span>
        {destination.specialties.join(', ')}
      </p>
      <p className="note mt-2">{destination.costNote}</p>
    </li>
  );
}
