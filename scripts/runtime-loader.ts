/**
 * The islands runtime and the site's whole stylesheet, fetched once the page has painted. The
 * bundler writes the runtime into the document template as a module script, which a browser runs
 * as soon as the document is parsed, often before its first paint: the first paint then waits
 * for the runtime's request and its work, for code that has nothing to show (every control
 * answers before it runs: HTML popovers and details, and the first inline script's tabs and held
 * taps). The whole stylesheet, named by a prefetch link at the end of <body>, was fetched as the
 * page was parsed and competed with it the same way. Instead, a script last in <body> adds both
 * once the first contentful paint is on screen: the prefetch link (data-site-css, which the
 * runtime turns into a stylesheet when the first island wakes), then the runtime, which waits for
 * the document to be parsed before it looks for islands (a script added this way does not wait).
 */

/** The runtime's module script as the bundler writes it into the template's <head>. */
const runtimeTag = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
/** The whole stylesheet's link as the bundler writes it (the build inlines each page's part of it instead: prerender.ts). */
const stylesheetLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/;

/** The runtime's address in the loader (without its leading slash), as the build reads it back (render-pages.ts). */
export const loadedAfterPaint = /\.src="\/([^"]+\.js)"/g;

/** The template with the runtime's module script taken out, and a script at the end of <body> adding it and the stylesheet's prefetch once the page has painted. */
export function withRuntimeAfterPaint(template: string): string {
  const runtime = runtimeTag.exec(template);
  const stylesheet = stylesheetLink.exec(template);
  if (!runtime || !stylesheet) throw new Error('The document template has no islands runtime script or no stylesheet to load after the first paint');
  if (!template.includes('</body>')) throw new Error('The document template has no </body>');
  // Once the browser reports the first contentful paint, which it does once the frame is on screen
  // (on a busy phone well after the task that painted it); at once where it reports no paints.
  // Last in <body>, after the fold: it adds nothing to the first round trip.
  const loader =
    `<script>!function(){var P=self.PerformanceObserver,L=function(){var l=document.createElement('link'),s=document.createElement('script');` +
    `l.rel='prefetch';l.href="${stylesheet[1]}";l.dataset.siteCss='';s.type='module';s.src="${runtime[1]}";document.head.append(l,s)};` +
    `P&&P.supportedEntryTypes.indexOf('paint')>=0?new P(function(e,o){e.getEntriesByName('first-contentful-paint')[0]&&(o.disconnect(),setTimeout(L))}).observe({type:'paint',buffered:true}):L()}()</script>`;
  return (template.slice(0, runtime.index) + template.slice(runtime.index + runtime[0].length)).replace('</body>', `${loader}\n  </body>`);
}
