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
const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

/** Once the page has loaded: no island's code competes with the page's own first load. */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  // (The load event comes once: its listener needs no `once`.)
  else addEventListener('load', run);
}

/** Once the page has loaded and the browser has nothing more urgent to do: never before the load event. */
function afterIdle(run: () => void) {
  // Where there is no requestIdleCallback (Safari), setTimeout takes its place: given no delay, at once after the load.
  afterLoad(() => ((self.requestIdleCallback ?? setTimeout) as (run: () => void, options: object) => void)(run, { timeout: 2500 }));
}

function onceVisible(root: Element, run: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      // One element is watched: its latest entry says where it is now.
      if (!entries.pop()!.isIntersecting) return;
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
  // A module preloaded twice (two islands sharing React) is fetched once: the browser keeps one map of modules.
  for (const href of urls.split(' ')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

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
  const modules = modulesOf(root);
  // The page names the modules: the hydrate step, the island itself, then what they import.
  const [hydrateUrl, islandUrl] = modules.split(' ');
  preload(modules);
  // The hydrate step does the rest (the stylesheet, the props, guarding what was typed): code only
  // a waking island needs stays out of this script, which every page loads before any touch.
  const { wakeIsland } = (await import(/* @vite-ignore */ hydrateUrl)) as { wakeIsland: (root: HTMLElement, islandUrl: string) => Promise<void> };
  await wakeIsland(root, islandUrl);
}

function wake(root: HTMLElement, earlyTap?: HTMLElement) {
  let started = false;
  let held: HTMLElement | null = earlyTap ?? null;
  // An island for some sizes only (data-media) sleeps at the others.
  const media = root.dataset.media;
  const elsewhere = () => media && !matchMedia(media).matches;

  // Until the island is live, a click on one of its buttons is kept (and a form not sent) to be replayed.
  // Not a tab's or a popover's: those already answer, by the page's first inline script and by HTML itself.
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button:not([role=tab],[popovertarget])');
    if (!button || elsewhere()) return;
    event.preventDefault();
    held = button;
    start();
  };

  const start = () => {
    if (started) return;
    if (elsewhere()) {
      matchMedia(media!).addEventListener('change', start, { once: true });
      return;
    }
    // The other listeners may still fire once each (they are `once`): start() is then a no-op.
    started = true;
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
  // (None of these holds back scrolling, so they need no `passive`.)
  for (const type of interactions) root.addEventListener(type, startSoon, { once: true });
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
 * rather than in the page's first inline script, which every page sends in its first round trip:
 * the offer is fixed to the foot of the window, out of the page's flow, so showing it late moves nothing.
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
