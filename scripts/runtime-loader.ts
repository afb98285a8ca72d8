/**
 * The islands runtime, fetched once the page's first contentful paint is on screen. The bundler
 * writes the runtime into the document template as a module script, which a browser runs as soon
 * as the document is parsed, often before its first paint: the first paint then waits for the
 * runtime's request and its work, for code that has nothing to show (every control answers before
 * it runs: HTML popovers and details, and the first inline script's tabs and held taps). Instead, a
 * script last in <body> adds it once the browser's paint timing reports the first contentful paint
 * (after the frame is presented, not merely drawn: two animation frames on can still be before it,
 * and Lighthouse counts a request that ends before the largest paint it saw as one that paint
 * waited for, a round trip on the slow phone). The runtime waits for the document to be parsed
 * before it looks for islands (a script added this way does not wait). A page opened in a
 * background tab fetches it once shown; a browser without paint timing (before 2021) keeps the
 * page as its HTML works, without islands.
 *
 * The site's whole stylesheet is named on that script (data-css): the first island to wake applies
 * it (src/islands/hydrate.tsx), fetched beside the island's own code, so nothing fetches it before.
 */

/** The runtime's module script as the bundler writes it into the template's <head>. */
const runtimeTag = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
/** The whole stylesheet's link as the bundler writes it (the build inlines each page's part of it instead: prerender.ts). */
const stylesheetLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/;

/** The runtime's address in the loader (without its leading slash), as the build reads it back (render-pages.ts). */
export const loadedAfterPaint = /\.src="\/([^"]+\.js)"/g;

/** The template with the runtime's module script and the whole stylesheet's link taken out, and a script at the end of <body> adding the runtime, named with the stylesheet, once the first contentful paint is on screen. */
export function withRuntimeAfterPaint(template: string): string {
  const runtime = runtimeTag.exec(template);
  const stylesheet = stylesheetLink.exec(template);
  if (!runtime || !stylesheet) throw new Error('The document template has no islands runtime script or no stylesheet to load after the first paint');
  if (!template.includes('</body>')) throw new Error('The document template has no </body>');
  // Last in <body>, after the fold: it adds nothing to the first round trip. Every byte of it counts
  // in the page's JavaScript before interaction (2 KB with the runtime), hence its terseness.
  const loader =
    `<script>new PerformanceObserver((e,o)=>{var s=document.createElement('script');s.type='module';s.src="${runtime[1]}";s.dataset.css="${stylesheet[1]}";` +
    `document.head.append(s);o.disconnect()}).observe({type:'paint',buffered:!0})</script>`;
  return (template.slice(0, runtime.index) + template.slice(runtime.index + runtime[0].length)).replace('</body>', `${loader}\n  </body>`);
}
