/**
 * What the site menu's island adds to the menu's HTML, which already opens and closes on its own
 * (popover and details). Returns the clean-up.
 */

import { rowStep } from '../lib/arrow-keys';

/** A drag down past this share of the drawer's height closes it (the spec's threshold). */
const closeThreshold = 0.25;

const focusable = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function isVisible(element: HTMLElement): boolean {
  return element.checkVisibility();
}

export function enhanceSiteMenu(nav: HTMLElement): () => void {
  const groups = () => [...nav.querySelectorAll<HTMLDetailsElement>('details[data-menu-group]')];
  const isDrawerOpen = () => nav.matches(':popover-open');
  const closeGroups = () => groups().forEach((group) => (group.open = false));
  const scroller = nav.querySelector<HTMLElement>('[data-scroller]');

  // However the drawer closes, the open group is forgotten and the list scrolls back to the top;
  // as it opens, focus moves into it, as a dialog's would.
  const onToggle = (event: Event) => {
    if (event.target !== nav) return;
    if ((event as ToggleEvent).newState === 'open') {
      groups()[0]?.querySelector('summary')?.focus();
    } else {
      closeGroups();
      scroller?.scrollTo({ top: 0 });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Arrow keys, Home and End move between the group headers (as in the WAI-ARIA accordion).
    if (target.localName === 'summary') {
      const headers = groups().map((group) => group.querySelector('summary')!);
      const index = headers.indexOf(target as HTMLElement);
      const step = rowStep(event.key, target);
      const next = step === undefined ? { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: headers.length - 1 }[event.key] : index + step;
      if (next !== undefined) {
        event.preventDefault();
        headers[(next + headers.length) % headers.length]?.focus();
        return;
      }
    }
    // The drawer covers the page: Tab and Shift+Tab go round inside it.
    if (event.key === 'Tab' && isDrawerOpen()) {
      const items = [...nav.querySelectorAll<HTMLElement>(focusable)].filter(isVisible);
      const [first, last] = [items[0], items.at(-1)];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  // The mega-menu (the drawer closes on Escape by itself): Escape closes the open panel and gives focus back to its header.
  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || isDrawerOpen()) return;
    const open = groups().find((group) => group.open);
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  };
  // A click outside the mega-menu closes its panel.
  const onDocumentPointerDown = (event: PointerEvent) => {
    if (!isDrawerOpen() && !nav.contains(event.target as Node)) closeGroups();
  };
  // Focus leaving the mega-menu closes its panel, so it never covers what has focus next.
  const onFocusOut = (event: FocusEvent) => {
    if (!isDrawerOpen() && !nav.contains(event.relatedTarget as Node | null)) closeGroups();
  };
  // Following a link closes the menu first, so a page restored from the back-forward cache shows it closed.
  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element).closest('a')) return;
    if (isDrawerOpen()) nav.hidePopover();
    else closeGroups();
  };

  // The drawer follows a finger dragging its top bar down, and closes past the threshold.
  const handle = nav.querySelector<HTMLElement>('[data-drag-handle]');
  let drag: { pointerId: number; startY: number; distance: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    if (!isDrawerOpen() || (event.target as Element).closest('button')) return;
    drag = { pointerId: event.pointerId, startY: event.clientY, distance: 0 };
    handle?.setPointerCapture(event.pointerId);
    nav.style.transition = 'none';
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag?.pointerId !== event.pointerId) return;
    drag.distance = Math.max(0, event.clientY - drag.startY);
    nav.style.translate = `0 ${drag.distance}px`;
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (drag?.pointerId !== event.pointerId) return;
    const closes = event.type === 'pointerup' && drag.distance > nav.offsetHeight * closeThreshold;
    drag = null;
    nav.style.transition = '';
    nav.style.translate = '';
    if (closes) nav.hidePopover();
  };

  // Widening the window to desktop turns the drawer back into the header's row.
  const desktop = matchMedia('(min-width: 64rem)');
  const onMedia = () => {
    if (desktop.matches && isDrawerOpen()) nav.hidePopover();
  };

  // Woken by opening the drawer from the keyboard: focus goes into it, as it would have had the island been awake.
  const opener = document.querySelector<HTMLElement>(`[popovertarget="${nav.id}"]:not([popovertargetaction])`);
  if (isDrawerOpen() && document.activeElement === opener) groups()[0]?.querySelector('summary')?.focus();

  nav.addEventListener('toggle', onToggle);
  nav.addEventListener('keydown', onKeyDown);
  nav.addEventListener('focusout', onFocusOut);
  nav.addEventListener('click', onClick);
  document.addEventListener('keydown', onDocumentKeyDown);
  document.addEventListener('pointerdown', onDocumentPointerDown);
  handle?.addEventListener('pointerdown', onPointerDown);
  handle?.addEventListener('pointermove', onPointerMove);
  handle?.addEventListener('pointerup', onPointerEnd);
  handle?.addEventListener('pointercancel', onPointerEnd);
  desktop.addEventListener('change', onMedia);
  return () => {
    nav.removeEventListener('toggle', onToggle);
    nav.removeEventListener('keydown', onKeyDown);
    nav.removeEventListener('focusout', onFocusOut);
    nav.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onDocumentKeyDown);
    document.removeEventListener('pointerdown', onDocumentPointerDown);
    handle?.removeEventListener('pointerdown', onPointerDown);
    handle?.removeEventListener('pointermove', onPointerMove);
    handle?.removeEventListener('pointerup', onPointerEnd);
    handle?.removeEventListener('pointercancel', onPointerEnd);
    desktop.removeEventListener('change', onMedia);
  };
}
