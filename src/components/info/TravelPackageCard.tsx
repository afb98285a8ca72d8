import type { TravelPackage } from '../../content/schemas/tourism';
import { common, packagesPage, tourism } from '../../generated/site';
import { companionRoomSentence } from '../../lib/companion-room';
import { surgeryPackagesSpan } from '../../lib/destinations';
import { formatDuration, formatPrice } from '../../lib/format';
import { fillTemplate } from '../../lib/template';
import { consultationHref } from '../../lib/links';
import { ButtonLink } from '../ui/ButtonLink';
import { MarkedList } from '../packages/IncludedList';

/**
 * A card of /tourism's packages: the surgery package itself (its lowest price and its stays read
 * from content/packages/, with who may share the patient's room), or what may be added to it, for
 * how much more and how many more days.
 */
export function TravelPackageCard({ travelPackage }: { travelPackage: TravelPackage }) {
  const words = tourism.packageCard;
  const { addOn } = travelPackage;
  const span = addOn ? undefined : surgeryPackagesSpan();
  return (
    <li className="card flex flex-col" data-testid="travel-package">
      <h3 className="h3">{travelPackage.title}</h3>
      {addOn ? (
        <>
          <p className="note mt-1">{fillTemplate(words.addOnStay, { duration: formatDuration(addOn.stay, common.durations) })}</p>
          {/* A figure, not a paragraph (nor a heading): a div. */}
          <div className="mt-3 text-3xl font-bold text-brand-800 tnum">{fillTemplate(words.addOnPrice, { price: formatPrice(addOn.price) })}</div>
          <p className="note mt-1">{words.addOnNote}</p>
        </>
      ) : (
        span && (
          <>
            <p className="note mt-1">{fillTemplate(words.stay, { duration: formatDuration(span.stay, common.durations) })}</p>
            <p className="mt-3 text-slate-700">
              {words.from} <span className="text-3xl font-bold text-brand-800 tnum">{formatPrice(span.priceFrom)}</span>
            </p>
            <p className="note mt-1">{words.basePriceNote}</p>
          </>
        )
      )}
      <MarkedList items={travelPackage.includes} mark="check" className="mt-4 flex-1 text-slate-700" />
      {!addOn && (
        <p className="note mt-3">
          {companionRoomSentence(packagesPage.companionRoom)}
        </p>
      )}
      <ButtonLink href={consultationHref()} variant="secondary" className="mt-6">
        {fillTemplate(words.ask, { package: travelPackage.title })}
      </ButtonLink>
    </li>
  );
}
