import type { ReactNode } from 'react';
import type { IslandWhen } from '../islands/registry';
import { Island } from './Island';
import { FoldMark } from './ui/FoldMark';

export interface TabItem {
  /** Stable id, also used in element ids. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs on a page: the panels are rendered here as HTML; a tap switches them from the first paint
 * (the page's first inline script, which also shows the tab a `param` in the address names before
 * the first paint), and the Tabs island, woken by the first touch, key or focus
 * in them, adopts them as they are and adds the keyboard and #fragment behaviour. Its React
 * loads after the tap that already answered, never in the way of one.
 */
export function TabSet({ label, tabs, className, param, when = 'interaction', fold = false }: {
  label: string;
  tabs: TabItem[];
  className?: string;
  /** Keep the chosen tab in the address as ?<param>=<tab id>. */
  param?: string;
  /** When the tabs wake: a page whose address may name a tab wakes them when idle, so the tab shows without scrolling to it. */
  when?: IslandWhen;
  /**
   * The first panel fills the first screen: the others, hidden until chosen, and all that follows
   * them come after the first paint (src/lib/first-screen.ts). A tab named in the address shows a
   * later panel, which then arrives with the rest.
   */
  fold?: boolean;
}) {
  const island = (
    <Island
      name="Tabs"
      when={when}
      props={{ label, tabs: tabs.map(({ id, label: tabLabel }) => ({ id, label: tabLabel })), ...(param ? { param } : {}) }}
      slots={Object.fromEntries(
        tabs.map((tab, index) => [
          tab.id,
          fold && index === 1 ? (
            <>
              <FoldMark />
              {tab.content}
            </>
          ) : (
            tab.content
          ),
        ]),
      )}
    />
  );
  return className ? <div className={className}>{island}</div> : island;
}
