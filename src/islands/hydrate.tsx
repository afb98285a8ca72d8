import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './IslandRoot';
import { readSlots } from './read-slots';

/**
 * Hydrates one island in its own React root. Resolves once React has committed, so the caller
 * can mark it live and replay an early tap. The prefix matches the one the server rendered with,
 * so ids from useId agree.
 */
export function hydrateIsland(root: HTMLElement, component: ComponentType<object>, props: object, identifierPrefix: string): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(root, createElement(IslandRoot, { onLive: resolve }, createElement(component, props)), { identifierPrefix });
  });
}

/**
 * The site's whole stylesheet. A page inlines only the CSS its own HTML uses; the whole stylesheet
 * is named on the runtime's script (data-css), added once the page has painted
 * (scripts/runtime-loader.ts). The first island to wake applies it, fetched beside the island's own
 * code (the runtime preloads that as the wake starts), and hydrates only with it in place, so what
 * it renders later (a toast, search results) is styled. Never merely because the page is idle:
 * applying it restyles the whole page in one task (some 150 ms on a slow phone), for nothing on a
 * page whose HTML already has all its CSS.
 */
let stylesheet: Promise<void> | undefined;
const applyStylesheet = () =>
  (stylesheet ??= new Promise<void>((resolve) => {
    const address = document.querySelector<HTMLScriptElement>('script[data-css]')?.dataset.css;
    if (!address) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = address;
    link.dataset.siteCss = '';
    link.addEventListener('load', () => resolve());
    // Without it an island still works, styled by the page's own CSS.
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  }));

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

/**
 * Wakes one island whose code is at `islandUrl` (already being fetched: the runtime preloads it):
 * with the whole stylesheet in place, its props read from the page, and nothing the visitor typed
 * undone. Here rather than in the runtime, so the script every page loads up front stays small.
 */
export async function wakeIsland(root: HTMLElement, islandUrl: string): Promise<void> {
  const { props, prefix } = root.dataset;
  const [island] = await Promise.all([import(/* @vite-ignore */ islandUrl) as Promise<{ default: ComponentType<object>; fromHtml?: (root: HTMLElement) => object }>, applyStylesheet()]);
  const slots = readSlots(root);
  // What the island's own HTML says (its labels, say) is read from there, not sent twice (Island.tsx).
  const allProps = { ...island.fromHtml?.(root), ...(JSON.parse(props ?? '{}') as object), ...(Object.keys(slots).length ? { slots } : {}) };
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
