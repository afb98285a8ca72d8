import { MapPin } from 'lucide-react';
import type { Destination } from '../../content/schemas/tourism';
import { tourism } from '../../generated/site';
import { hospitalsIn, packagesIn } from '../../lib/destinations';
import { fillTemplate } from '../../lib/template';
import { pathTo } from '../../routes';
import { formatCount } from '../../lib/format';
import { currentLocale } from '../../lib/locale';
import { plural } from '../../lib/plural';

/** A destination city with its partner hospitals and the packages that take place there, all read from content/hospitals/ and content/packages/. */
export function DestinationCard({ destination }: { destination: Destination }) {
  const partners = hospitalsIn(destination);
  const offered = packagesIn(destination);
  const words = tourism.destinationCard;
  return (
    <li className="card flex flex-col" data-testid="destination">
      <h3 className="h3 flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-5 text-brand-700" /> {destination.city}
      </h3>
      <p className="mt-2 font-semibold text-brand-800" data-testid="hospital-count">
        {fillTemplate(plural(words.hospitals, partners.length, currentLocale()), { count: formatCount(partners.length) })}
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
      <div className="mt-3 text-sm text-slate-700" data-testid="destination-packages">
        {offered.length > 0 ? (
          <>
            <p className="font-semibold text-slate-900">{words.packages}</p>
            <ul className="mt-1 space-y-1">
              {offered.map((pkg) => (
                <li key={pkg.id}>
                  <a href={pathTo('/packages/:id', { id: pkg.id })} className="link">
                    {pkg.shortName}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{words.noPackages}</p>
        )}
      </div>
      <p className="note mt-2">{destination.costNote}</p>
    </li>
  );
}
