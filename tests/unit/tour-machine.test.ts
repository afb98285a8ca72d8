import { describe, expect, it } from 'vitest';
import { delayOf, initialTour, tourReducer, type TourEvent, type TourState } from '../../src/lib/tour-machine';

const count = 5;
const run = (state: TourState, ...events: TourEvent[]) => events.reduce((current, event) => tourReducer(current, event, count), state);

describe('the tour machine', () => {
  it('starts at the first area, not playing', () => {
    expect(initialTour()).toEqual({ index: 0, playing: false });
  });

  it('next moves on and wraps from the last area to the first', () => {
    expect(run(initialTour(), { type: 'next' }).index).toBe(1);
    expect(run(initialTour(count - 1), { type: 'next' }).index).toBe(0);
  });

  it('previous moves back and wraps from the first area to the last', () => {
    expect(run(initialTour(2), { type: 'previous' }).index).toBe(1);
    expect(run(initialTour(), { type: 'previous' }).index).toBe(count - 1);
  });

  it('next and previous keep playback as it was', () => {
    const playing = run(initialTour(), { type: 'play' });
    expect(run(playing, { type: 'next' }).playing).toBe(true);
    expect(run(playing, { type: 'previous' }).playing).toBe(true);
    expect(run(initialTour(), { type: 'next' }).playing).toBe(false);
  });

  it('select shows the chosen area and stops playback', () => {
    expect(run(initialTour(), { type: 'play' }, { type: 'select', index: 3 })).toEqual({ index: 3, playing: false });
    expect(run(initialTour(), { type: 'select', index: 2 })).toEqual({ index: 2, playing: false });
  });

  it('select keeps the index inside the tour', () => {
    expect(run(initialTour(), { type: 'select', index: count }).index).toBe(0);
    expect(run(initialTour(), { type: 'select', index: -1 }).index).toBe(count - 1);
  });

  it('play, pause and toggle start and stop playback without moving', () => {
    const playing = run(initialTour(2), { type: 'play' });
    expect(playing).toEqual({ index: 2, playing: true });
    expect(run(playing, { type: 'pause' })).toEqual({ index: 2, playing: false });
    expect(run(playing, { type: 'toggle' }).playing).toBe(false);
    expect(run(initialTour(), { type: 'toggle' }).playing).toBe(true);
  });

  it('a tick advances only while playing, wrapping after the last area', () => {
    expect(run(initialTour(), { type: 'tick' })).toEqual({ index: 0, playing: false });
    expect(run(initialTour(), { type: 'play' }, { type: 'tick' })).toEqual({ index: 1, playing: true });
    expect(run(initialTour(count - 1), { type: 'play' }, { type: 'tick' })).toEqual({ index: 0, playing: true });
  });

  it('a hidden tab pauses; showing it again does not resume', () => {
    const hidden = run(initialTour(1), { type: 'play' }, { type: 'visibility', hidden: true });
    expect(hidden).toEqual({ index: 1, playing: false });
    expect(run(hidden, { type: 'visibility', hidden: false })).toEqual(hidden);
    expect(run(initialTour(1), { type: 'visibility', hidden: false })).toEqual({ index: 1, playing: false });
  });

  it('a tour with no areas ignores every event', () => {
    expect(tourReducer(initialTour(), { type: 'next' }, 0)).toEqual(initialTour());
  });
});

describe('the tour timer', () => {
  const minutes = [2, 3, 2, 3, 2];

  it('asks for nothing while paused', () => {
    expect(delayOf(initialTour(), minutes, 60)).toBeNull();
  });

  it("waits the current area's minutes, shortened by the demo's speed-up", () => {
    expect(delayOf({ index: 0, playing: true }, minutes, 1)).toBe(2 * 60_000);
    expect(delayOf({ index: 1, playing: true }, minutes, 60)).toBe(3_000);
    expect(delayOf({ index: 4, playing: true }, minutes, 120)).toBe(1_000);
  });
});
