import type { Browser } from '@playwright/test';
import { figure, type Figure } from './figure.ts';
import { tapControlsInEveryDirection, tapMoments, tapOnce, type TapMoment, type TapRun } from './first-tap.ts';
import { prefetchNavigationOnce, type NavigationEnd, type PrefetchRun } from './prefetch-navigation.ts';
import { median, medianCountingFailuresAsSlowest } from './stats.ts';
import { targets } from './targets.ts';
import { slow4g } from './throttle.ts';

/** One control tapped at one moment, over the runs. */
export interface FirstTap {
  control: string;
  /** 0: as soon as the control was painted; otherwise this many ms after the page's first paint. */
  moment: TapMoment;
  /** Median, from the tap to the first frame showing what it opens. */
  tapToShown: Figure;
  /** Median, from navigation start to that frame. */
  shownFromNavigation: Figure;
  /** Median moment of the tap, from navigation start. */
  tappedAt: Figure;
  lostTaps: number;
  runs: TapRun[];
}

export interface InteractionResult {
  conditions: typeof slow4g & { viewport: string };
  firstTaps: FirstTap[];
  prefetchedNavigation: {
    /** Median, from the click on a link to /packages to `end`. */
    clickToEnd: Figure;
    end: NavigationEnd | 'mixed' | null;
    servedFromPrefetch: number;
    prefetchSeen: number;
    runs: PrefetchRun[];
  };
}

export async function measureInteraction(browser: Browser, origin: string, runs: number, log: (line: string) => void): Promise<InteractionResult> {
  const firstTaps: FirstTap[] = [];
  for (const control of await tapControlsInEveryDirection()) {
    for (const moment of tapMoments) {
      const taps: TapRun[] = [];
      for (let run = 1; run <= runs; run++) {
        taps.push(await tapOnce(browser, origin, control, moment));
        log(`${control.name}, tap at first paint + ${moment} ms, run ${run}/${runs}: ${JSON.stringify(taps.at(-1))}`);
      }
      const lostTaps = taps.filter((tap) => tap.tapToShownMs === null).length;
      firstTaps.push({
        control: control.name,
        moment,
        tapToShown: figure(
          medianCountingFailuresAsSlowest(taps.map((tap) => tap.tapToShownMs)),
          'ms',
          targets.firstTapMs,
          lostTaps ? `the tap showed nothing in ${lostTaps} of ${runs} runs` : undefined,
        ),
        shownFromNavigation: figure(medianCountingFailuresAsSlowest(taps.map((tap) => tap.shownFromNavigationMs)), 'ms'),
        tappedAt: figure(median(taps.map((tap) => tap.tappedAtMs)), 'ms'),
        lostTaps,
        runs: taps,
      });
    }
  }
  const navigations: PrefetchRun[] = [];
  for (let run = 1; run <= runs; run++) {
    navigations.push(await prefetchNavigationOnce(browser, origin));
    log(`prefetched navigation run ${run}/${runs}: ${JSON.stringify(navigations.at(-1))}`);
  }
  const ends = new Set(navigations.map((run) => run.end));
  return {
    conditions: { ...slow4g, viewport: '390×844, touch' },
    firstTaps,
    prefetchedNavigation: {
      clickToEnd: figure(medianCountingFailuresAsSlowest(navigations.map((run) => run.ms)), 'ms', targets.prefetchedNavigationMs),
      end: ends.size === 1 ? [...ends][0] : 'mixed',
      servedFromPrefetch: navigations.filter((run) => run.deliveryType === 'navigational-prefetch').length,
      prefetchSeen: navigations.filter((run) => run.prefetchSeen).length,
      runs: navigations,
    },
  };
}
