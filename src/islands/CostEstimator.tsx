import { useId, useState } from 'react';
import { formatPrice, formatPriceRange } from '../lib/format';
import { estimateTrip } from '../lib/trip-estimate';

export interface CostEstimatorProps {
  /** Each package's id, name and price range. */
  packages: Array<{ id: string; name: string; from: number; to: number }>;
  /** The usual visa fee per traveller. */
  visaFee: { from: number; to: number };
  /** The most companions offered. */
  maxCompanions: number;
}

/** A form that adds up a trip's cost as the patient changes it; nothing is sent anywhere. */
export default function CostEstimator({ packages, visaFee, maxCompanions }: CostEstimatorProps) {
  const id = useId();
  const [packageId, setPackageId] = useState(packages[0]?.id ?? '');
  const [companions, setCompanions] = useState(0);
  const [fare, setFare] = useState('');
  const chosen = packages.find((pkg) => pkg.id === packageId) ?? packages[0];
  const fareValue = Number(fare);
  const fareValid = fare.trim() === '' || (Number.isFinite(fareValue) && fareValue >= 0);
  const estimate = estimateTrip({ packageRange: chosen, visaFee, companions, farePerTraveller: fareValid ? fareValue : 0 });
  const field = 'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900';

  return (
    <form className="grid gap-6 nojs:hidden lg:grid-cols-2" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="sr-only">
        Your trip
      </h2>
      <div className="grid gap-4">
        <div>
          <label htmlFor={`${id}-package`} className="font-semibold text-slate-900">
            Surgery package
          </label>
          <select id={`${id}-package`} value={chosen.id} onChange={(event) => setPackageId(event.target.value)} className={field}>
            {packages.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {pkg.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-companions`} className="font-semibold text-slate-900">
            People travelling with you
          </label>
          <select id={`${id}-companions`} value={companions} onChange={(event) => setCompanions(Number(event.target.value))} className={field}>
            {Array.from({ length: maxCompanions + 1 }, (_, count) => (
              <option key={count} value={count}>
                {count === 0 ? 'No one' : count}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-fare`} className="font-semibold text-slate-900">
            Return flight per person, in US dollars
          </label>
          <input
            id={`${id}-fare`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={fare}
            onChange={(event) => setFare(event.target.value)}
            aria-describedby={`${id}-fare-hint`}
            aria-invalid={!fareValid || undefined}
            className={field}
          />
          <p id={`${id}-fare-hint`} className={`mt-1 text-sm ${fareValid ? 'text-slate-600' : 'font-semibold text-danger-700'}`}>
            {fareValid ? 'Look up a fare to the destination city; leave empty to leave flights out.' : 'Enter a whole number of dollars, 0 or more.'}
          </p>
        </div>
      </div>
      <div className="rounded-card bg-brand-50 p-5">
        <output htmlFor={`${id}-package ${id}-companions ${id}-fare`} aria-live="polite" className="block" data-testid="estimate">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-slate-800">
            <dt>{chosen.name} package</dt>
            <dd className="text-right tabular-nums">{formatPriceRange(chosen)}</dd>
            <dt>
              Visa fees ({estimate.travellers} {estimate.travellers === 1 ? 'traveller' : 'travellers'})
            </dt>
            <dd className="text-right tabular-nums">{formatPriceRange(estimate.visas)}</dd>
            <dt>Flights</dt>
            <dd className="text-right tabular-nums">{estimate.flights > 0 ? formatPrice(estimate.flights) : 'not counted'}</dd>
            <dt className="border-t border-brand-200 pt-2 font-bold text-slate-900">Estimated total</dt>
            <dd className="border-t border-brand-200 pt-2 text-right text-xl font-extrabold tabular-nums text-brand-800" data-testid="estimate-total">
              {formatPriceRange(estimate.total)}
            </dd>
          </dl>
        </output>
      </div>
    </form>
  );
}
