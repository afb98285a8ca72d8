/**
 * The only script a page loads before anyone touches it, added by a script last in the page's <body>
 * once the page has painted and its document is parsed (scripts/runtime-loader.ts). It holds no React: it finds the islands in the HTML,
 * waits for each one's moment (data-when, and data-media when set), then loads React and that
 * island's code (the modules the page names, last in its body) and hydrates it in its own root. It holds
 * no list of islands, so it stays the same size however many the site has.
 *
 * Every control answers before its island wakes: menus and disclosures are HTML (popover, details),
 * and the page's first inline script (index.html) switches a tab and a select's panels at once.
 * A tap on any other island button before then is held and replayed once the island is live.
 */
import { readSlots } from './read-slots';

const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

/** Once the page has loaded: no island's code competes with the page's own first load. */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

/** Once the page has loaded and the browser has nothing more urgent to do: never before the load event. */
function afterIdle(run: () => void) {
  afterLoad(() => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2500 }) : setTimeout(run, 300)));
}

function onceVisible(root: Element, run: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '200px' },
  );
  // The island element has no box of its own (display: contents); its first child does.
  observer.observe(root.firstElementChild ?? root);
}

/** Starts fetching every module an island needs in parallel, before the imports ask for them in turn. */
function preload(urls: string) {
  for (const href of urls.split(' ')) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The site's whole stylesheet. A page inlines only the CSS its own HTML uses; the page's first
 * inline script names the whole stylesheet in a prefetch link, added with this script once the page
 * has painted (scripts/runtime-loader.ts), which neither blocks the first paint nor holds back the load
 * event. It is applied when the first island wakes, and only then: an island hydrates only with it
 * in place, so what it renders later (a toast, search results) is styled. Never merely because the
 * page is idle: applying it restyles the whole page in one task (some 150 ms on a slow phone), for
 * nothing on a page whose HTML already has all its CSS.
 */
const siteCss = document.querySelector<HTMLLinkElement>('link[data-site-css]');
let stylesheet: Promise<void> | undefined;
const applyStylesheet = () =>
  (stylesheet ??= new Promise<void>((resolve) => {
    if (!siteCss) return resolve();
    // The prefetch may end first (a load without a sheet): wait for the stylesheet's own.
    siteCss.addEventListener('load', () => {
      if (siteCss.sheet) resolve();
    });
    // Without it an island still works, styled by the page's own CSS.
    siteCss.addEventListener('error', () => resolve());
    siteCss.rel = 'stylesheet';
  }));

/**
 * The modules each island of the page needs, by island name: the page names them once, last in
 * <body> (scripts/page-document.ts), out of its first round trip. Read when the first island wakes,
 * by which time the whole document is parsed (this script runs after it).
 */
let modulesByIsland: Record<string, string> | undefined;
function modulesOf(root: HTMLElement): string {
  modulesByIsland ??= JSON.parse(document.getElementById('island-modules')?.textContent || '{}') as Record<string, string>;
  return root.dataset.modules ?? modulesByIsland[root.dataset.island ?? ''] ?? '';
}

async function hydrate(root: HTMLElement): Promise<void> {
  const { props, prefix } = root.dataset;
  const modules = modulesOf(root);
  // The page names the modules: the hydrate step, the island itself, then what they import.
  const [hydrateUrl, islandUrl] = modules.split(' ');
  preload(modules);
  const [{ hydrateIsland }, island] = await Promise.all([import(/* @vite-ignore */ hydrateUrl), import(/* @vite-ignore */ islandUrl), applyStylesheet()]);
  const slots = readSlots(root);
  // What the island's own HTML says (its labels, say) is read from there, not sent twice (Island.tsx).
  const fromHtml = (island as { fromHtml?: (root: HTMLElement) => object }).fromHtml?.(root);
  const allProps = { ...fromHtml, ...(JSON.parse(props ?? '{}') as object), ...(Object.keys(slots).length ? { slots } : {}) };
  // As React hydrates a text area that came with text, it writes that text back into it, undoing
  // what the visitor typed there (even a key pressed while the island wakes). Refuse that one
  // write (React makes it only for a text area with text of its own); React then watches the field
  // as usual, and the island reads what it holds.
  const guarded = [...root.querySelectorAll('textarea')].filter((area) => area.defaultValue !== '').map(keepTyped);
  try {
    await hydrateIsland(root, island.default, allProps, prefix ?? '');
  } finally {
    for (const release of guarded) release();
  }
}

/**
 * Guards a text area's typed text against hydration's write: the first write to its value (React's,
 * with the text the page came with) is refused when the visitor has typed something else. Returns
 * what lifts the guard if no write came.
 */
function keepTyped(area: HTMLTextAreaElement): () => void {
  const own = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
  const release = () => {
    if (Object.getOwnPropertyDescriptor(area, 'value')?.set === guard) delete (area as { value?: string }).value;
  };
  function guard(this: HTMLTextAreaElement, next: string) {
    // Lifted before anything else, so React's own watch over the value is set up as always.
    release();
    if (String(next) === area.defaultValue && area.value !== area.defaultValue) return;
    own.set!.call(area, next);
  }
  Object.defineProperty(area, 'value', { configurable: true, get: () => own.get!.call(area), set: guard });
  return release;
}

function wake(root: HTMLElement, earlyTap?: HTMLElement) {
  let started = false;
  let held: HTMLElement | null = earlyTap ?? null;

  // Until the island is live, a click on one of its buttons is kept (and a form not sent) to be replayed.
  // Not a tab's or a popover's: those already answer, by the page's first inline script and by HTML itself.
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button');
    if (button?.matches('[role="tab"], [popovertarget]')) return;
    const media = root.dataset.media;
    if (!button || (media && !matchMedia(media).matches)) return;
    event.preventDefault();
    held = button;
    start();
  };

  const start = () => {
    if (started) return;
    const media = root.dataset.media;
    if (media && !matchMedia(media).matches) {
      matchMedia(media).addEventListener('change', start, { once: true });
      return;
    }
    started = true;
    for (const type of interactions) root.removeEventListener(type, startSoon);
    hydrate(root)
      .then(() => root.setAttribute('data-live', ''))
      // Without its code the island falls back to what it does with JavaScript off (see the nojs variant).
      .catch(() => root.setAttribute('data-failed', ''))
      .finally(() => {
        root.removeEventListener('click', hold, true);
        held?.click();
      });
  };

  // A touch, a key or a focus first shows its own effect (a drawer, a tab, a caret): the island
  // wakes, which holds the main thread a while, only after the frame that shows it.
  const startSoon = () => requestAnimationFrame(() => setTimeout(start));
  root.addEventListener('click', hold, true);
  for (const type of interactions) root.addEventListener(type, startSoon, { once: true, passive: true });
  const when = root.dataset.when;
  // An island the visitor is already in (a tap or a key before this script ran) wakes at once.
  // Nothing wakes before the load event unless the visitor is in it: a touch, a key or a focus wakes it at once.
  if (held || root.contains(document.activeElement)) start();
  else if (when === 'load') afterLoad(start);
  else if (when === 'idle') afterIdle(start);
  else if (when === 'visible') afterLoad(() => onceVisible(root, start));
}

/**
 * The offer to read the page in the visitor's own language (LanguageNotices.tsx): the first of the
 * browser's languages that the page is offered in shows its notice, unless an earlier one is the
 * page's own. Run here, just after the first paint (a frame later than the page's own content),
 * rather than in the page's first inline script, which every page sends in its first round trip.
 */
function offerLanguage() {
  for (const tag of navigator.languages ?? []) {
    const language = tag.toLowerCase().split('-')[0];
    const offer = document.querySelector<HTMLElement>(`[data-offer="${language}"]`);
    if (offer) {
      offer.hidden = false;
      return;
    }
    if (document.querySelector(`a[aria-current=page][hreflang|="${language}"]`)) return;
  }
}

/** Finds the islands and wakes each at its moment; run once the whole document is parsed. */
function findIslands() {
  offerLanguage();
  // A tap that came before this script ran was kept by the page's first inline script (index.html).
  const early = window as { __holdTap?: EventListener; __taps?: HTMLElement[] };
  if (early.__holdTap) removeEventListener('click', early.__holdTap, true);
  const earlyTaps = early.__taps ?? [];
  document.querySelectorAll<HTMLElement>('island-root').forEach((root) => wake(root, earlyTaps.find((button) => button.closest('island-root') === root)));
  wakeHashTarget();
  addEventListener('hashchange', wakeHashTarget);
}

// An island holding what the address's #fragment names wakes at once (as if focused), on arrival
// and on an in-page link, so it can show its target: a heading in a closed tab, say.
// (Written out rather than imported from hash-target.ts: a module shared with an island would be
// split into a file of its own, a second request before the page is interactive.)
const wakeHashTarget = () => {
  try {
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.closest('island-root')?.dispatchEvent(new Event('focusin'));
  } catch {
    // A malformed escape names nothing.
  }
};

// Added by a script last in <body> once the page has painted (scripts/runtime-loader.ts), this
// script may run before the parser has read the whole document (unlike one the page names itself).
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', findIslands, { once: true });
else findIslands();
