/**
 * What the site is aiming for. The printed table and bench/results.json both judge figures
 * against this file, so a target is changed here and nowhere else.
 */
export interface Target {
  op: '<=' | '<' | '>=';
  limit: number;
}

const atMost = (limit: number): Target => ({ op: '<=', limit });
const below = (limit: number): Target => ({ op: '<', limit });
const atLeast = (limit: number): Target => ({ op: '>=', limit });

export const targets = {
  /** gzip bytes; 2 KB read as 2 KiB. */
  jsBeforeInteractionBytes: atMost(2048),
  /** gzip bytes the first paint waits for (document and render-blocking CSS): a new connection's first round trip (RFC 6928: 10 × 1,460). */
  firstPaintBytes: atMost(14_600),
  /** Each of the four Lighthouse categories, on the 0–100 scale Lighthouse shows. */
  lighthouseScore: atLeast(100),
  lcpMs: atMost(1000),
  tbtMs: atMost(0),
  cls: atMost(0.01),
  /** From a tap to the first frame that shows what it opens, whenever after first paint it comes. */
  firstTapMs: atMost(100),
  prefetchedNavigationMs: below(150),
  scale: {
    // Cold: nothing kept from an earlier build, share images included.
    1000: { coldBuildMs: atMost(10000), buildPeakMemoryMb: atMost(1024), rebuildAfterOneChangeMs: atMost(3000), rebuildAfterTitleEditMs: atMost(3000), rebuildAfterTranslatedEditMs: atMost(3000), devEditReflectedMs: atMost(1000) },
    10000: {
      coldBuildMs: atMost(60000),
      buildPeakMemoryMb: atMost(1024),
      rebuildAfterOneChangeMs: atMost(3000),
      rebuildAfterTitleEditMs: atMost(3000),
      rebuildAfterTranslatedEditMs: atMost(3000),
      devReadyMs: atMost(5000),
      devEditReflectedMs: atMost(1000),
    },
  } as Record<number, Partial<Record<string, Target>>>,
  blogAtScale: {
    /** The blog list's first-load bytes beside the same figure for the site's own articles: growth as a fraction. */
    firstLoadGrowth: atMost(0.05),
    /** A keystroke in the blog's search to the frame with its matches, on the slow phone, by article count. */
    keystrokeMs: { 1000: atMost(16), 10000: atMost(50) } as Record<number, Target>,
  },
};

export function meets(value: number, target: Target): boolean {
  if (target.op === '<=') return value <= target.limit;
  if (target.op === '<') return value < target.limit;
  return value >= target.limit;
}
