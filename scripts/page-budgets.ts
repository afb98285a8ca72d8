/**
 * Size budgets every pre-rendered page must meet; the build fails on a page over either.
 * Bytes are gzip level 9, as a host would send them.
 */
export const pageBudgets = {
  /** JavaScript a page loads before anyone touches it: the islands runtime, nothing else. */
  javascriptBeforeInteraction: 2 * 1024,
  /**
   * What the first paint needs (the HTML with its CSS inlined, or the HTML plus its stylesheet):
   * 14.6 KB is what a new connection delivers in its first round trip (RFC 6928: 10 × 1,460 bytes).
   * A page with more prose than that may link the stylesheet and go over by its length.
   */
  firstRoundTrip: 14_600,
};
