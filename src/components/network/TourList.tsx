import { Illustration } from '../ui/Illustration';
import type { EntryData } from '../../content/collections';
import { network } from '../../generated/site';
import { fillTemplate } from '../../lib/template';

/** The virtual tour's five areas as a readable list: what the page shows without JavaScript. */
export function TourList({ areas, hospitalName }: { areas: EntryData<'hospitals'>['tour']; hospitalName: string }) {
  const words = network.hospitalPage;
  return (
    <>
      <ol className="grid-cards md:grid-cols-2 lg:grid-cols-3" data-testid="tour-areas">
        {areas.map((area, index) => (
          <li key={area.id} id={`tour-${area.id}`} className="card" data-tour-area={area.id}>
            <Illustration name={area.illustration} alt={`A drawing of a ${area.name.toLowerCase()}, not a photograph of ${hospitalName}`} size="sm" />
            <h3 className="h3 mt-2">
              {index + 1}. {area.name}
            </h3>
            <p className="note">{fillTemplate(words.tourMinutes, { minutes: String(area.minutes) })}</p>
            <p className="mt-2 text-slate-700">{area.description}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {area.highlights.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="note mt-4">{words.tourNote}</p>
    </>
  );
}
