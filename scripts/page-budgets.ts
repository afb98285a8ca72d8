/**
 * Size budgets every pre-rendered page must meet; the build fails on a page over one.
 * Bytes are gzip level 9, as a host would send them (the first paint's at level 6, as most hosts compress pages on the fly).
 */
export const pageBudgets = {
  /** JavaScript a page loads before anyone touches it: the islands runtime, nothing else. */
  javascriptBeforeInteraction: 2 * 1024,
  /**
   * What the first paint needs, and what a new connection delivers in its first round trip
   * (RFC 6928: 10 × 1,460 bytes): the gzip bytes of the document from its start to the end of its
   * first screen. That is the <head> with all the CSS the page uses inlined there (no page links a
   * stylesheet that blocks it), and the markup up to the element marked as the first below the
   * first screen (src/lib/first-screen.ts), or the whole document when none is marked. What follows
   * the mark cannot change the first screen: the build refuses a <style>, a stylesheet or a
   * parser-blocking script there (page-document.ts), and tests/e2e/first-screen.spec.ts checks on
   * a page of each kind, in every language, that nothing after it shows on the first screen of the
   * viewports below. Counted as a host sends the document, compressed in one stream, up to the mark.
   */
  firstRoundTrip: 14_600,
  /**
   * The part of the first round trip a page's inlined CSS may take (its gzip on its own; inside the
   * document it adds a few hundred bytes less); the build fails on a page over it.
   */
  pageCss: 6_000,
};

/**
 * The first screens the fold is checked against: a tall phone (more of the page shows than on the
 * end-to-end tests' Pixel 7 or Lighthouse's phone) and the desktop window of the end-to-end tests.
 */
export const firstScreenViewports = [
  { width: 412, height: 915, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;
