import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { buttonClass } from '../components/ui/ButtonLink';
import type { Network } from '../content/schemas/network';
import { fillTemplate } from '../lib/template';
import { rowStep } from '../lib/arrow-keys';
import { delayOf, initialTour, tourReducer, type TourEvent, type TourState } from '../lib/tour-machine';
import { Slot } from './Slot';
import { showWhole } from './show-whole';

type TourControls = Network['hospitalPage']['tourControls'];

export interface HospitalTourProps {
  /** The tour's areas in order: id (also its slot's name) and name. */
  areas: Array<{ id: string; name: string }>;
  /** Each area's minutes, in the order of `areas`. */
  minutes: number[];
  /** What the controls show as the tour wakes: the row's name, previous, next and play (content/site/network.json). */
  words: Pick<TourControls, 'label' | 'previous' | 'next' | 'play'>;
  /** What they show only later, and the demo's speed-up (content/site/network.json). */
  controls: Pick<TourControls, 'pause' | 'position' | 'speedUp'>;
  /** Each area's text and drawing, rendered on the server and adopted as it is. */
  slots: Record<string, string>;
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['areas', 'words'] as const;

/** The areas' ids and names from the row of tabs, and the controls' words from the row's name and the buttons. */
export function fromHtml(root: HTMLElement): Pick<HospitalTourProps, (typeof htmlProps)[number]> {
  const row = root.querySelector<HTMLElement>('[role="tablist"]')!;
  const areas = [...row.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => ({ id: tab.dataset.tab!, name: tab.textContent ?? '' }));
  const button = (control: string) => root.querySelector(`[data-control="${control}"]`)?.textContent ?? '';
  return { areas, words: { label: row.getAttribute('aria-label') ?? '', previous: button('previous'), next: button('next'), play: button('toggle') } };
}

/**
 * The virtual tour: its areas as WAI-ARIA tabs (arrow keys, Home and End; choosing one stops
 * playback), Previous and Next that wrap round, and Play, which moves through the areas on a timer
 * (each area's minutes, sped up for the demo) and pauses when the browser tab is hidden. The rules
 * are the pure machine in src/lib/tour-machine.ts. Without JavaScript the tabs and buttons are
 * hidden and every area shows, one after another; under reduced motion nothing fades.
 */
export default function HospitalTour({ areas, minutes, words, controls, slots }: HospitalTourProps) {
  const prefix = useId();
  const [state, dispatch] = useReducer((current: TourState, event: TourEvent) => tourReducer(current, event, areas.length), undefined, () => initialTour());
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const focusTab = useRef(false);

  // On waking, the tour goes on from the area the visitor chose before it was live (the page's first
  // script switched it), read before the first paint so nothing flickers back. Read here, never
  // while rendering: the render must match the server's, or React would throw the page's HTML away.
  useLayoutEffect(() => {
    const chosen = tabRefs.current.findIndex((tab) => tab?.getAttribute('aria-selected') === 'true');
    if (chosen > 0) dispatch({ type: 'select', index: chosen });
  }, []);

  // The timer the machine asks for: restarted whenever the area or playback changes.
  useEffect(() => {
    const delay = delayOf(state, minutes, controls.speedUp);
    if (delay === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), delay);
    return () => clearTimeout(timer);
  }, [state, minutes, controls.speedUp]);

  useEffect(() => {
    const onVisibility = () => dispatch({ type: 'visibility', hidden: document.visibilityState === 'hidden' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // The area shown has its tab whole in the row (previous, next and playback move along a row wider than a phone).
  useEffect(() => {
    const tab = tabRefs.current[state.index];
    if (tab) showWhole(tab);
  }, [state.index]);

  // Focus follows the arrow keys to the tab they chose, after the render that selects it.
  useEffect(() => {
    if (!focusTab.current) return;
    focusTab.current = false;
    tabRefs.current[state.index]?.focus();
  }, [state.index]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = rowStep(event.key, event.currentTarget);
    const target = step === undefined ? { Home: 0, End: areas.length - 1 }[event.key] : state.index + step;
    if (target === undefined) return;
    event.preventDefault();
    focusTab.current = true;
    dispatch({ type: 'select', index: target });
  }

  return (
    <div className="min-w-0" data-testid="tour" data-playing={state.playing}>
      <div role="tablist" aria-label={words.label} className="tab-row flex gap-x-1 overflow-x-auto border-b border-slate-200 nojs:hidden">
        {areas.map((area, index) => {
          const selected = index === state.index;
          return (
            <button
              key={area.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${area.id}`}
              data-tab={area.id}
              aria-selected={selected}
              aria-controls={`${prefix}-panel-${area.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => dispatch({ type: 'select', index })}
              onKeyDown={onKeyDown}
              className="shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-3 font-semibold text-slate-600 focus-visible:-outline-offset-3 hover:not-aria-selected:text-slate-900 aria-selected:border-brand-700 aria-selected:text-brand-800"
            >
              {area.name}
            </button>
          );
        })}
      </div>
      {areas.map((area, index) => (
        <div
          key={area.id}
          role="tabpanel"
          id={`${prefix}-panel-${area.id}`}
          aria-labelledby={`${prefix}-tab-${area.id}`}
          tabIndex={0}
          data-tour-panel={area.id}
          className={`pt-6 ${index === state.index ? 'motion-safe:transition-opacity motion-safe:starting:opacity-0' : 'hidden nojs:block'}`}
        >
          <Slot name={area.id} html={slots[area.id]} />
        </div>
      ))}
      <div className="mt-6 flex flex-wrap items-center gap-3 nojs:hidden">
        <button type="button" data-control="previous" className={buttonClass('secondary')} onClick={() => dispatch({ type: 'previous' })}>
          <ChevronLeft aria-hidden="true" className="size-5 flip-rtl" />
          {words.previous}
        </button>
        <button type="button" data-control="toggle" className={buttonClass()} onClick={() => dispatch({ type: 'toggle' })}>
          {state.playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          {state.playing ? controls.pause : words.play}
        </button>
        <button type="button" data-control="next" className={buttonClass('secondary')} onClick={() => dispatch({ type: 'next' })}>
          {words.next}
          <ChevronRight aria-hidden="true" className="size-5 flip-rtl" />
        </button>
        <p className="font-semibold text-slate-700" data-testid="tour-position">
          {fillTemplate(controls.position, { number: String(state.index + 1), total: String(areas.length) })}
        </p>
      </div>
    </div>
  );
}
