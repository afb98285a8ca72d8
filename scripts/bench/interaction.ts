import type { Browser } from '@playwright/test';
import { figure, type Figure } from './figure.ts';
import { menuTapOnce, type MenuTapRun } from './menu-tap.ts';
import { prefetchNavigationOnce, type NavigationEnd, type PrefetchRun } from './prefetch-navigation.ts';
import { median, medianCountingFailuresAsSlowest } from './stats.ts';
import { targets } from './targets.ts';
import { slow4g } from './throttle.ts';

export interface InteractionResult {
  conditions: typeof slow4g & { viewport: string };
  menuTap: {
    /** Median, from navigation start of / to the first frame showing the drawer. */
    drawerShown: Figure;
    /** Median moment of the tap itself, from navigation start. */
    tappedAt: Figure;
    lostTaps: number;
    runs: MenuTapRun[];
  };
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
  const taps: MenuTapRun[] = [];
  for (let run = 1; run <= runs; run++) {
    taps.push(await menuTapOnce(browser, origin));
    log(`menu tap run ${run}/${runs}: ${JSON.stringify(taps.at(-1))}`);
  }
  const navigations: PrefetchRun[] = [];
  for (let run = 1; run <= runs; run++) {
    navigations.push(await prefetchNavigationOnce(browser, origin));
    log(`prefetched navigation run ${run}/${runs}: ${JSON.stringify(navigations.at(-1))}`);
  }
  const lostTaps = taps.filter((run) => run.drawerShownMs === null).length;
  const ends = new Set(navigations.map((run) => run.end));
  return {
    conditions: { ...slow4g, viewport: '390×844, touch' },
    menuTap: {
      drawerShown: figure(
        medianCountingFailuresAsSlowest(taps.map((run) => run.drawerShownMs)),
        'ms',
        targets.menuTapMs,
        lostTaps ? `the first tap opened nothing in ${lostTaps} of ${runs} runs` : undefined,
      ),
      tappedAt: figure(median(taps.map((run) => run.tappedAtMs)), 'ms'),
      lostTaps,
      runs: taps,
    },
    prefetchedNavigation: {
      clickToEnd: figure(medianCountingFailuresAsSlowest(navigations.map((run) => run.ms)), 'ms', targets.prefetchedNavigationMs),
      end: ends.size === 1 ? [...ends][0] : 'mixed',
      servedFromPrefetch: navigations.filter((run) => run.deliveryType === 'navigational-prefetch').length,
      prefetchSeen: navigations.filter((run) => run.prefetchSeen).length,
      runs: navigations,
    },
  };
}
