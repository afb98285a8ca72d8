import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Navigation } from '../content/schemas/navigation';
import { menuPanelId, siteMenuId } from '../lib/menu-ids';
import { enhanceSiteMenu } from './site-menu-behaviour';
import { Slot } from './Slot';

export interface SiteMenuProps {
  /** The menu groups' ids and labels; each group's panel of links arrives as the slot of its id. */
  groups: Array<{ id: string; label: string }>;
  /** The call to action in the header between sm and lg, and at the foot of the phone drawer. */
  connect: { href: string; label: string };
  /** The menu's own words (content/site/navigation.json). */
  words: Omit<Navigation['menu'], 'popular'>;
  slots: Record<string, string>;
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['groups', 'connect', 'words'] as const;

/** The groups, the call to action and the menu's words, read from the menu the server rendered. */
export function fromHtml(root: HTMLElement): Pick<SiteMenuProps, (typeof htmlProps)[number]> {
  const nav = root.querySelector<HTMLElement>(`#${siteMenuId}`)!;
  const groups = [...nav.querySelectorAll<HTMLElement>('details[data-menu-group]')].map((group) => ({
    id: group.dataset.menuGroup!,
    label: group.querySelector('summary')?.textContent ?? '',
  }));
  const connect = nav.querySelector<HTMLAnchorElement>('[data-connect]')!;
  return {
    groups,
    connect: { href: connect.getAttribute('href') ?? '', label: connect.textContent ?? '' },
    words: {
      label: nav.getAttribute('aria-label') ?? '',
      title: nav.querySelector('h2')?.textContent ?? '',
      close: nav.querySelector('[popovertargetaction="hide"]')?.getAttribute('aria-label') ?? '',
    },
  };
}

/**
 * The site menu, one list of links for every width. From the lg breakpoint up it is the mega-menu:
 * each group a <details> whose panel drops down. Below it, the whole menu is a popover, the bottom
 * drawer the header's Menu button opens (popovertarget), with the groups as an accordion of
 * <details name>, one open at a time. Both work as HTML, before any script and without one; this
 * island (woken by the first touch, key or focus in the menu or on its button, so a page with no
 * other island loads no React until then) adds what HTML cannot: Escape and a click outside close a panel, focus stays in the open
 * drawer, arrow keys move between groups, following a link closes the menu, a drag down closes the drawer.
 */
export default function SiteMenu({ groups, connect, words, slots }: SiteMenuProps) {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => (navRef.current ? enhanceSiteMenu(navRef.current) : undefined), []);

  return (
    <>
      <nav
        ref={navRef}
        id={siteMenuId}
        popover="auto"
        aria-label={words.label}
        // Below lg: a bottom sheet over a dimmed page, sliding up in 0.5 s (the spec's value) from a quarter of its height
        // below, so the first frame after the tap already shows it. From lg: a row in the header.
        className="inset-x-0 top-auto bottom-0 m-0 h-auto max-h-[85vh] w-full flex-col rounded-t-xl border-0 bg-white p-0 text-slate-800 transition-transform duration-500 ease-out backdrop:bg-slate-900/50 open:flex starting:open:translate-y-1/4 lg:static lg:ms-auto lg:block lg:w-auto lg:overflow-visible lg:rounded-none lg:bg-transparent lg:transition-none"
      >
        <div data-drag-handle className="shrink-0 touch-none lg:hidden">
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 rounded-full bg-slate-300" />
          <div className="flex items-center justify-between px-5 pb-2 pt-3">
            <h2 className="text-lg font-bold text-slate-900">{words.title}</h2>
            <button type="button" popoverTarget={siteMenuId} popoverTargetAction="hide" className="rounded-sm p-2 text-slate-600 hover:bg-slate-100" aria-label={words.close}>
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        <div data-scroller className="overflow-y-auto px-3 pb-6 lg:overflow-visible lg:p-0">
          {/* From lg the panels hang from the whole row, not from their own item: the first half's from its start edge,
              the rest from its end edge, so even the last group's panel stays inside the window (and inside it in RTL). */}
          <ul className="lg:relative lg:flex lg:items-center lg:gap-1">
            {groups.map((group, index) => (
              <li key={group.id} className="border-b border-slate-100 lg:border-0">
                <details name={siteMenuId} className="group" data-menu-group={group.id}>
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-1 rounded-sm px-2 py-4 font-semibold text-slate-900 lg:whitespace-nowrap lg:py-2 lg:text-sm lg:font-medium lg:text-slate-700 lg:px-1.5 lg:hover:bg-brand-50 lg:hover:text-brand-800 xl:px-3">
                    {group.label}
                    <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180 lg:size-4" />
                  </summary>
                  <div id={menuPanelId(group.id)} className={`pb-3 lg:absolute lg:top-full lg:z-50 lg:w-menu lg:pb-0 lg:pt-2 ${index < groups.length / 2 ? 'lg:start-0' : 'lg:end-0'}`}>
                    <Slot name={group.id} html={slots[group.id]} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
          <a href={connect.href} data-connect className="btn btn-primary mt-4 w-full lg:hidden">
            {connect.label}
          </a>
        </div>
      </nav>
      <div className="col-start-3 row-start-1 flex items-center gap-2 justify-self-end">
        {/* At desktop widths the four menus take the room (the button would run past the column); the
            same page is the first link of the "Patient Care" menu there. */}
        <a href={connect.href} className="btn btn-primary hidden whitespace-nowrap px-4 py-2 text-sm md:inline-flex lg:hidden">
          {connect.label}
        </a>
        {/* Opens the drawer with no script at all (popovertarget); touching it wakes the island. */}
        <button
          type="button"
          popoverTarget={siteMenuId}
          className="inline-flex items-center gap-2 rounded-sm border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-5" /> {words.title}
        </button>
      </div>
    </>
  );
}
