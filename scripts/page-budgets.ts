/**
 * Size budgets every pre-rendered page must meet; the build fails on a page over one.
 * Bytes are gzip level 9, as a host would send them.
 */
export const pageBudgets = {
  /** JavaScript a page loads before anyone touches it: the islands runtime, nothing else. */
  javascriptBeforeInteraction: 2 * 1024,
  /**
   * What the first paint needs: the HTML with the CSS it uses inlined (no page links a stylesheet
   * that blocks it). 14.6 KB is what a new connection delivers in its first round trip (RFC 6928:
   * 10 × 1,460 bytes).
   */
  firstRoundTrip: 14_600,
  /**
   * The part of the first round trip a page's inlined CSS may take (its gzip on its own; inside the
   * document it adds a few hundred bytes less); the build fails on a page over it. The largest
   * page CSS is 5.6 KB. A page over the first round trip with its CSS within this is over because
   * of its HTML: the build names it without failing (its content has to shrink).
   */
  pageCss: 6_000,
};
