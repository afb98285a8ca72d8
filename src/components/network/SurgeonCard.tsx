import { FigureNote } from '../figures/FigureNote';
import { Rating } from '../packages/Rating';
import { ReviewsLink } from './ReviewsLink';
import { Illustration } from '../ui/Illustration';
import type { EntryData } from '../../content/collections';
import { sectionIds } from '../../lib/section-ids';
import { pathTo } from '../../routes';

/** A surgeon on a hospital page or a list: name linking the profile, position, rating with its basis and a link to the reviews, and the first two achievements. */
export function SurgeonCard({ person }: { person: EntryData<'people'> }) {
  const profile = pathTo('/doctors/:id', { id: person.id });
  return (
    <li className="card flex h-full flex-col" data-surgeon={person.id}>
      <Illustration name={person.portrait} size="sm" />
      <h3 className="h3 mt-2">
        <a href={profile} className="link">
          {person.name}
        </a>
      </h3>
      <p className="mt-1 text-slate-700">{person.title}</p>
      {person.rating !== undefined && person.reviewCount !== undefined && (
        <div className="mt-2">
          <Rating rating={person.rating} reviewCount={person.reviewCount} subject="surgeon" />
          {/* The short form of the rating's basis on a card: the note alone, whose first line names the source and date. */}
          {person.ratingBasis && <FigureNote basis={person.ratingBasis} kind="rating" />}
          {person.reviews.length > 0 && <ReviewsLink name={person.name} href={`${profile}#${sectionIds.DoctorPage.reviews}`} />}
        </div>
      )}
      {person.achievements.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {person.achievements.slice(0, 2).map((achievement) => (
            <li key={achievement}>{achievement}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
