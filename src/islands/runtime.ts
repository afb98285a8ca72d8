/**
 * The only script a page loads up front. It holds no React: it finds the islands in the HTML,
 * waits for each one's moment (data-when, and data-media when set), then loads React and that
 * island's code and hydrates it in its own root. A tap on an island's button before then is held
 * and replayed once the island is live, so it is not lost.
 */
import { readSlots } from './read-slots';
import { islandLoaders, type IslandName } from './registry';

const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

/** Once the page has loaded and the browser has nothing more urgent to do: never before the load event. */
function afterIdle(run: () => void) {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2500 }) : setTimeout(run, 300));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
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
function preload(urls: string | undefined) {
  for (const href of urls?.split(' ') ?? []) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

async function hydrate(root: HTMLElement): Promise<void> {
  const { island, props, prefix, modules } = root.dataset;
  preload(modules);
  const [{ hydrateIsland }, module] = await Promise.all([import('./hydrate'), islandLoaders[island as IslandName]()]);
  const slots = readSlots(root);
  const allProps = { ...(JSON.parse(props ?? '{}') as object), ...(Object.keys(slots).length ? { slots } : {}) };
  await hydrateIsland(root, module.default as never, allProps, prefix ?? '');
}

function wake(root: HTMLElement) {
  let started = false;
  let held: HTMLElement | null = null;

  // Until the island is live, a click on one of its buttons is kept (and a form not sent) to be replayed.
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button');
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
    for (const type of interactions) root.removeEventListener(type, start);
    hydrate(root)
      .then(() => root.setAttribute('data-live', ''))
      // Without its code the island falls back to what it does with JavaScript off (see the nojs variant).
      .catch(() => root.setAttribute('data-failed', ''))
      .finally(() => {
        root.removeEventListener('click', hold, true);
        held?.click();
      });
  };

  root.addEventListener('click', hold, true);
  for (const type of interactions) root.addEventListener(type, start, { once: true, passive: true });
  const when = root.dataset.when;
  if (when === 'load') start();
  else if (when === 'idle') afterIdle(start);
  else if (when === 'visible') onceVisible(root, start);
}

document.querySelectorAll<HTMLElement>('island-root').forEach(wake);
