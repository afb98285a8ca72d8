import { FigureNote } from '../figures/FigureNote';
import { Rating } from '../packages/Rating';
import { ReviewsLink } from './ReviewsLink';
import { Badge } from '../ui/Badge';
import { Illustration } from '../ui/Illustration';
import type { EntryData } from '../../content/collections';
import { common, network } from '../../generated/site';
import { formatList, joinText } from '../../lib/lists';
import { sectionIds } from '../../lib/section-ids';
import { pathTo } from '../../routes';
import { cityName } from '../../lib/cities';

/** A partner hospital on /hospitals: name, city, accreditations, specialties and rating with its basis and a link to its reviews, linking its page; `shown` false when a filter leaves it out. */
export function HospitalCard({ hospital, shown = true }: { hospital: EntryData<'hospitals'>; shown?: boolean }) {
  const words = network.hospitalsPage;
  return (
    <li className={`card h-full flex-col ${shown ? 'flex' : 'hidden'}`} data-hospital={hospital.id} data-city={hospital.city} data-accreditations={hospital.accreditations.join(' ')}>
      <Illustration name={hospital.illustration} size="sm" />
      <h2 className="h3 mt-2">
        <a href={pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })} className="link">
          {hospital.name}
        </a>
      </h2>
      <p className="mt-1 text-slate-700">
        {joinText([cityName(hospital.city), hospital.region], common.joiners.comma)}
      </p>
      <p className="mt-2 flex flex-wrap gap-2">
        {hospital.accreditations.length > 0 ? hospital.accreditations.map((name) => <Badge key={name}>{name}</Badge>) : <span className="note">{words.noAccreditation}</span>}
      </p>
      <p className="mt-2 text-sm text-slate-700">{formatList(hospital.specialties, 'unit')}</p>
      {hospital.rating !== undefined && hospital.reviewCount !== undefined && (
        <div className="mt-2">
          <Rating rating={hospital.rating} reviewCount={hospital.reviewCount} subject="hospital" />
          {/* The short form of the rating's basis on a card: the note alone, whose first line names the source and date. */}
          {hospital.ratingBasis && <FigureNote basis={hospital.ratingBasis} kind="rating" />}
          {hospital.reviews.length > 0 && <ReviewsLink name={hospital.name} href={`${pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })}#${sectionIds.HospitalPage.reviews}`} />}
        </div>
      )}
    </li>
  );
}
