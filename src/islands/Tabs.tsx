import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { hashTarget } from './hash-target';
import { rowStep } from '../lib/arrow-keys';
import { Slot } from './Slot';
import { showWhole } from './show-whole';

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  /** Each tab's stable id (also its slot's name and part of element ids) and its label. */
  tabs: Array<{ id: string; label: string }>;
  /** The panels' content, rendered on the server and adopted as it is. */
  slots: Record<string, string>;
  /** When set, the chosen tab is kept in the address as ?<param>=<tab id> (the first tab leaves it out). */
  param?: string;
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['label', 'tabs'] as const;

/** The tab list's name and each tab's id and label, read from the tab row the server rendered. */
export function fromHtml(root: HTMLElement): Pick<TabsProps, (typeof htmlProps)[number]> {
  const row = root.querySelector<HTMLElement>('[role="tablist"]')!;
  const tabs = [...row.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => ({ id: tab.dataset.tab!, label: tab.textContent ?? '' }));
  return { label: row.getAttribute('aria-label') ?? '', tabs };
}

/** Fired when a tab changes the address, so every reader of it sees the change. */
const addressChange = 'tabs:addresschange';

function subscribe(onChange: () => void) {
  addEventListener('popstate', onChange);
  addEventListener(addressChange, onChange);
  return () => {
    removeEventListener('popstate', onChange);
    removeEventListener(addressChange, onChange);
  };
}

/** The tab the page shows as selected, in the browser; none on the server. */
function selectedInPage(prefix: string, tabs: TabsProps['tabs']): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return tabs.find(({ id }) => document.getElementById(`${prefix}-tab-${id}`)?.getAttribute('aria-selected') === 'true')?.id;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and
 * End jump to the ends, Tab moves into the panel. A tap switches tabs before the island wakes too
 * (the page's first inline script flips aria-selected and the panels' "hidden" class), and with
 * `param` the same script shows the tab the address names as the parser reaches the tab row, so
 * the first paint already shows it. Every panel is rendered, so the pre-rendered HTML holds all
 * of them; without JavaScript they all show, each under its own heading.
 */
export default function Tabs({ label, tabs, slots, param }: TabsProps) {
  const prefix = useId();
  // A tab tapped before the island woke was switched to by the page's first inline script: it starts from there
  // (with `param`, that script wrote it into the address too).
  const [localId, setLocalId] = useState(() => selectedInPage(prefix, tabs) ?? tabs[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  // With `param`, the address holds the chosen tab: the server renders the first one, the page's
  // first inline script has already shown the one the address names, and the island reads it once live.
  const fromAddress = useSyncExternalStore(subscribe, () => (param ? new URLSearchParams(location.search).get(param) : null), () => null);
  const activeId = param ? (tabs.find(({ id }) => id === fromAddress)?.id ?? tabs[0]?.id) : localId;

  const setActiveId = useCallback(
    (id: string) => {
      if (!param) return setLocalId(id);
      const url = new URL(location.href);
      if (id === tabs[0]?.id) url.searchParams.delete(param);
      else url.searchParams.set(param, id);
      // Replaced, not pushed: Back leaves the page rather than stepping through tabs.
      history.replaceState(history.state, '', url);
      dispatchEvent(new Event(addressChange));
    },
    [param, tabs],
  );

  // A #fragment naming something in a hidden panel (a heading of the Details tab) opens that
  // panel and brings the target into view, on arrival and on an in-page link.
  // A new object each time, so the same target asked for twice is scrolled to twice.
  const [arrival, setArrival] = useState<{ target: HTMLElement } | null>(null);
  useEffect(() => {
    const openTarget = () => {
      const target = hashTarget();
      const panel = target?.closest('[role="tabpanel"]');
      const tab = panel && tabs.find(({ id }) => panel.id === `${prefix}-panel-${id}`);
      if (!target || !tab) return;
      setActiveId(tab.id);
      setArrival({ target });
    };
    openTarget();
    addEventListener('hashchange', openTarget);
    return () => removeEventListener('hashchange', openTarget);
  }, [prefix, tabs, setActiveId]);
  // After the render that shows its panel.
  useEffect(() => arrival?.target.scrollIntoView(), [arrival]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === activeId);
    const step = rowStep(event.key, event.currentTarget);
    const next = step === undefined ? { Home: 0, End: tabs.length - 1 }[event.key] : index + step;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    setActiveId(tab.id);
    const element = tabRefs.current.get(tab.id);
    element?.focus({ preventScroll: true });
    if (element) showWhole(element);
  }

  return (
    // min-w-0: in a grid or flex cell, the row's full width would otherwise widen the cell instead of scrolling.
    <div className="min-w-0">
      {/* One row at any width: on a narrow screen the row scrolls sideways (the cut-off tab shows there is more). */}
      <div role="tablist" aria-label={label} data-param={param} className="tab-row flex gap-x-1 overflow-x-auto border-b border-slate-200 nojs:hidden">
        {tabs.map((tab) => {
          const selected = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              data-tab={tab.id}
              aria-selected={selected}
              aria-controls={`${prefix}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                setActiveId(tab.id);
                showWhole(event.currentTarget);
              }}
              onKeyDown={onKeyDown}
              // The focus ring is drawn inside the tab: the scrolling row would cut off one drawn outside it.
              // Styled by aria-selected, which is all the inline script changes before the island wakes.
              className="shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-3 font-semibold text-slate-600 focus-visible:-outline-offset-3 hover:not-aria-selected:text-slate-900 aria-selected:border-brand-700 aria-selected:text-brand-800"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          tabIndex={0}
          className={`pt-6 ${tab.id === activeId ? '' : 'hidden nojs:block'}`}
        >
          <p className="hidden font-semibold text-slate-900 nojs:block" aria-hidden="true">
            {tab.label}
          </p>
          <Slot name={tab.id} html={slots[tab.id]} />
        </div>
      ))}
    </div>
  );
}
