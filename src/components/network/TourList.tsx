import { Island } from '../Island';
import { Illustration } from '../ui/Illustration';
import type { EntryData } from '../../content/collections';
import { network } from '../../generated/site';
import { fillTemplate } from '../../lib/template';
import { withArticle } from '../../lib/indefinite-article';
import { plural } from '../../lib/plural';
import { currentLocale } from '../../lib/locale';
import { formatCount } from '../../lib/format';

type Area = EntryData<'hospitals'>['tour'][number];

/** One stop of the tour: its drawing, numbered name, length, description and what to notice. */
function TourStop({ area, number, hospitalName }: { area: Area; number: number; hospitalName: string }) {
  const words = network.hospitalPage;
  return (
    <div id={`tour-${area.id}`} className="card" data-tour-area={area.id}>
      <Illustration name={area.illustration} alt={fillTemplate(words.tourDrawingAlt, { area: withArticle(area.name.toLowerCase()), hospital: hospitalName })} size="sm" />
      <h3 className="h3 mt-2">
        {number}. {area.name}
      </h3>
      <p className="note">{fillTemplate(plural(words.tourMinutes, area.minutes, currentLocale()), { minutes: formatCount(area.minutes) })}</p>
      <p className="mt-2 text-slate-700">{area.description}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
        {area.highlights.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The virtual tour. Its five stops are rendered here once, as HTML, and adopted by the HospitalTour
 * island (tabs, previous and next, play), which wakes only when the tour scrolls into view. Without
 * JavaScript the stops show one after another, each under its numbered heading.
 */
export function TourList({ areas, hospitalName }: { areas: EntryData<'hospitals'>['tour']; hospitalName: string }) {
  const words = network.hospitalPage;
  // What the tour's controls show as it wakes travels in its HTML only; the rest as its props.
  const { label, previous, next, play, pause, position, speedUp } = words.tourControls;
  return (
    <>
      <div data-testid="tour-areas">
        <Island
          name="HospitalTour"
          when="visible"
          props={{
            areas: areas.map(({ id, name }) => ({ id, name })),
            minutes: areas.map((area) => area.minutes),
            words: { label, previous, next, play },
            controls: { pause, position, speedUp },
          }}
          slots={Object.fromEntries(areas.map((area, index) => [area.id, <TourStop key={area.id} area={area} number={index + 1} hospitalName={hospitalName} />]))}
        />
      </div>
      <p className="note mt-4">{words.tourNote}</p>
    </>
  );
}
