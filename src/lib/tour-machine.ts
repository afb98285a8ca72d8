// The virtual tour of a hospital page as a small pure state machine: which area is shown and
// whether the tour plays on by itself. The island (src/islands/HospitalTour.tsx) keeps the state,
// sends events and runs the timer that `delayOf` asks for; every rule lives here.

/** What the tour is doing: the area shown (0-based) and whether it advances by itself. */
export interface TourState {
  index: number;
  playing: boolean;
}

export type TourEvent =
  /** The next area; after the last, the first. */
  | { type: 'next' }
  /** The area before; before the first, the last. */
  | { type: 'previous' }
  /** A visitor chose an area: it is shown and playback stops. */
  | { type: 'select'; index: number }
  | { type: 'play' }
  | { type: 'pause' }
  /** The play/pause button. */
  | { type: 'toggle' }
  /** The current area's time is up: the next is shown while playing (wrapping round). */
  | { type: 'tick' }
  /** The browser tab was hidden or shown again: hidden pauses; shown changes nothing. */
  | { type: 'visibility'; hidden: boolean };

/** The tour's start: the first area, not playing. */
export function initialTour(index = 0): TourState {
  return { index, playing: false };
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** The state after an event, for a tour of `count` areas. */
export function tourReducer(state: TourState, event: TourEvent, count: number): TourState {
  if (count <= 0) return state;
  switch (event.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1, count) };
    case 'previous':
      return { ...state, index: wrap(state.index - 1, count) };
    case 'select':
      return { index: wrap(Math.trunc(event.index), count), playing: false };
    case 'play':
      return { ...state, playing: true };
    case 'pause':
      return { ...state, playing: false };
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'tick':
      return state.playing ? { ...state, index: wrap(state.index + 1, count) } : state;
    case 'visibility':
      return event.hidden ? { ...state, playing: false } : state;
  }
}

/**
 * Milliseconds until the next tick: the current area's minutes, shortened by `speedUp` (the demo
 * plays a minute in 60 / speedUp seconds); null while paused, since nothing is due.
 */
export function delayOf(state: TourState, minutes: readonly number[], speedUp: number): number | null {
  if (!state.playing || minutes.length === 0) return null;
  return (minutes[state.index] * 60_000) / speedUp;
}
