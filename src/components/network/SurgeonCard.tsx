import { Illustration } from '../ui/Illustration';
import type { EntryData } from '../../content/collections';
import { pathTo } from '../../routes';

/** A surgeon on a hospital page or a list: name linking the profile, position and the first two achievements. */
export function SurgeonCard({ person }: { person: EntryData<'people'> }) {
  return (
    <li className="card flex h-full flex-col" data-surgeon={person.id}>
      <Illustration name={person.portrait} size="sm" />
      <h3 className="h3 mt-2">
        <a href={pathTo('/doctors/:id', { id: person.id })} className="link">
          {person.name}
        </a>
      </h3>
      <p className="mt-1 text-slate-700">{person.title}</p>
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
