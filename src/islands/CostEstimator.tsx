import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CostEstimatorWords } from '../content/schemas/cost-estimator';
import { formatPrice, formatPriceRange } from '../lib/format';
import { fillTemplate } from '../lib/template';
import { estimateTrip } from '../lib/trip-estimate';
import { currentLocale } from '../lib/locale';
import { plural } from '../lib/plural';
import { choicesOf, fieldWordsOf, textOf } from './from-html';

/** The estimator's words its HTML shows as the page comes: labels, hints and the rows' names. */
type ShownWords = 'heading' | 'package' | 'companions' | 'noCompanions' | 'fare' | 'fareHint' | 'flights' | 'notCounted' | 'total';

export interface CostEstimatorProps {
  /** The words it shows as the page comes (content/site/cost-estimator.json, estimator). */
  words: Pick<CostEstimatorWords, ShownWords>;
  /** The words it says only once the patient changes something: the rows filled in, a fare it cannot read (content/site/cost-estimator.json, estimator). */
  messages: Omit<CostEstimatorWords, ShownWords>;
  /** Each package's id and name. */
  packages: Array<{ id: string; name: string }>;
  /** Each package's price range, in the order of `packages`. */
  prices: Array<{ from: number; to: number }>;
  /** The usual visa fee per traveller. */
  visaFee: { from: number; to: number };
  /** The most companions offered. */
  maxCompanions: number;
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['words', 'packages', 'maxCompanions'] as const;

/** The labels, hint and rows' names it shows, the packages and the companions its selects offer. */
export function fromHtml(root: HTMLElement): Pick<CostEstimatorProps, (typeof htmlProps)[number]> {
  const form = root.querySelector('form')!;
  const companions = form.querySelector<HTMLSelectElement>('select[name=companions]');
  const fields = fieldWordsOf(form, ['package', 'companions', 'fare']);
  // The estimate's rows: the package, the visas, the flights (no fare yet: not counted), the total.
  const row = (index: number, part: 'dt' | 'dd') => textOf(form, `dl > :nth-child(${index}) > ${part}`);
  return {
    words: {
      heading: textOf(form, 'h2'),
      package: fields.package.label,
      companions: fields.companions.label,
      noCompanions: companions?.options[0]?.textContent ?? '',
      fare: fields.fare.label,
      fareHint: fields.fare.hint ?? '',
      flights: row(3, 'dt'),
      notCounted: row(3, 'dd'),
      total: row(4, 'dt'),
    },
    packages: choicesOf(form.querySelector<HTMLSelectElement>('select[name=package]')).map(({ id, label }) => ({ id, name: label })),
    maxCompanions: (companions?.options.length ?? 1) - 1,
  };
}

/** A form that adds up a trip's cost as the patient changes it; nothing is sent anywhere. */
export default function CostEstimator({ words, messages, packages: named, prices, visaFee, maxCompanions }: CostEstimatorProps) {
  const packages = useMemo(() => named.map((pkg, index) => ({ ...pkg, from: prices[index]?.from ?? 0, to: prices[index]?.to ?? 0 })), [named, prices]);
  const id = useId();
  const [packageId, setPackageId] = useState(packages[0]?.id ?? '');
  const [companions, setCompanions] = useState(0);
  const [fare, setFare] = useState('');
  // A choice made before the island woke is in the form already: the estimate starts from it.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const value = (name: string) => form.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(`${id}-${name}`)}`)?.value;
    const [pkg, count, typed] = [value('package'), value('companions'), value('fare')];
    if (pkg && packages.some((item) => item.id === pkg)) setPackageId(pkg);
    if (count !== undefined) setCompanions(Number(count));
    if (typed !== undefined) setFare(typed);
  }, [id, packages]);
  const chosen = packages.find((pkg) => pkg.id === packageId) ?? packages[0];
  const fareValue = Number(fare);
  const fareValid = fare.trim() === '' || (Number.isFinite(fareValue) && fareValue >= 0);
  const estimate = estimateTrip({ packageRange: chosen, visaFee, companions, farePerTraveller: fareValid ? fareValue : 0 });
  const field = 'mt-1 block w-full rounded-md border-2 border-slate-300 bg-white px-3 py-2 text-slate-900';

  return (
    <form ref={formRef} className="grid gap-6 nojs:hidden md:grid-cols-2" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="sr-only">
        {words.heading}
      </h2>
      <div className="grid gap-4">
        <div>
          <label htmlFor={`${id}-package`} className="font-semibold text-slate-900">
            {words.package}
          </label>
          <select id={`${id}-package`} name="package" value={chosen.id} onChange={(event) => setPackageId(event.target.value)} className={field}>
            {packages.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {pkg.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-companions`} className="font-semibold text-slate-900">
            {words.companions}
          </label>
          <select id={`${id}-companions`} name="companions" value={companions} onChange={(event) => setCompanions(Number(event.target.value))} className={field}>
            {Array.from({ length: maxCompanions + 1 }, (_, count) => (
              <option key={count} value={count}>
                {count === 0 ? words.noCompanions : count}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-fare`} className="font-semibold text-slate-900">
            {words.fare}
          </label>
          <input
            id={`${id}-fare`}
            name="fare"
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
            {fareValid ? words.fareHint : messages.fareInvalid}
          </p>
        </div>
      </div>
      <div className="rounded-lg bg-brand-50 p-4 sm:p-5">
        {/* A status region, not <output>: HTML lets <output> hold only phrasing content, and this is a list. */}
        <div role="status" data-testid="estimate">
          {/* A price never breaks: on a narrow phone it goes under its label (at the end), and the total takes the body size there, rather than push the card wider than the screen. */}
          <dl className="grid gap-2 text-slate-800">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{fillTemplate(messages.packageRow, { package: chosen.name })}</dt>
              <dd className="ms-auto text-end tnum">{formatPriceRange(chosen)}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{fillTemplate(messages.visas, { travellers: fillTemplate(plural(messages.travellers, estimate.travellers, currentLocale()), { count: String(estimate.travellers) }) })}</dt>
              <dd className="ms-auto text-end tnum">{formatPriceRange(estimate.visas)}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{words.flights}</dt>
              <dd className="ms-auto text-end tnum">{estimate.flights > 0 ? formatPrice(estimate.flights) : words.notCounted}</dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-brand-200 pt-2">
              <dt className="font-bold text-slate-900">{words.total}</dt>
              <dd className="ms-auto text-end font-bold text-brand-800 tnum sm:text-xl" data-testid="estimate-total">
                {formatPriceRange(estimate.total)}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </form>
  );
}
