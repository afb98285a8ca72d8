import { Check } from 'lucide-react';
import type { TravelPackage } from '../../content/schemas/tourism';
import { tourism } from '../../generated/site';
import { formatDuration, formatPrice } from '../../lib/format';
import { fillTemplate } from '../../lib/template';
import { consultationHref } from '../../lib/links';
import { ButtonLink } from '../ui/ButtonLink';

/** An all-inclusive travel-and-surgery package: length of stay, starting price, what it covers. */
export function TravelPackageCard({ travelPackage }: { travelPackage: TravelPackage }) {
  const words = tourism.packageCard;
  return (
    <li className="card flex flex-col" data-testid="travel-package">
      <h3 className="h3">{travelPackage.title}</h3>
      <p className="note mt-1">{fillTemplate(words.stay, { duration: formatDuration(travelPackage.duration) })}</p>
      <p className="mt-3 text-slate-700">
        {words.from} <span className="text-3xl font-bold text-brand-800 tnum">{formatPrice(travelPackage.priceFrom)}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-slate-700">
        {travelPackage.includes.map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" /> {item}
          </li>
        ))}
      </ul>
      <ButtonLink href={consultationHref()} variant="secondary" className="mt-6">
        {fillTemplate(words.ask, { package: travelPackage.title })}
      </ButtonLink>
    </li>
  );
}
