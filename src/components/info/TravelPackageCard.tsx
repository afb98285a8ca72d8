import { Check } from 'lucide-react';
import type { TravelPackage } from '../../content/schemas/tourism';
import { formatDuration, formatPrice } from '../../lib/format';
import { consultationHref } from '../../lib/links';

/** An all-inclusive travel-and-surgery package: length of stay, starting price, what it covers. */
export function TravelPackageCard({ travelPackage }: { travelPackage: TravelPackage }) {
  return (
    <li className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm" data-testid="travel-package">
      <h3 className="text-xl font-bold text-slate-900">{travelPackage.title}</h3>
      <p className="mt-1 text-slate-600">{formatDuration(travelPackage.duration)} in India</p>
      <p className="mt-3 text-slate-700">
        from <span className="text-3xl font-extrabold text-brand-800">{formatPrice(travelPackage.priceFrom)}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {travelPackage.includes.map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" /> {item}
          </li>
        ))}
      </ul>
      <a href={consultationHref()} className="mt-5 rounded-xl border border-brand-700 px-4 py-2.5 text-center font-semibold text-brand-800 hover:bg-brand-50">
        Ask about {travelPackage.title}
      </a>
    </li>
  );
}
