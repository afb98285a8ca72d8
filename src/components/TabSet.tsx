import type { ReactNode } from 'react';
import type { IslandWhen } from '../islands/registry';
import { Island } from './Island';

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
export function TabSet({ label, tabs, className, param, when = 'interaction' }: {
  label: string;
  tabs: TabItem[];
  className?: string;
  /** Keep the chosen tab in the address as ?<param>=<tab id>. */
  param?: string;
  /** When the tabs wake: a page whose address may name a tab wakes them when idle, so the tab shows without scrolling to it. */
  when?: IslandWhen;
}) {
  const island = (
    <Island
      name="Tabs"
      when={when}
      props={{ label, tabs: tabs.map(({ id, label: tabLabel }) => ({ id, label: tabLabel })), ...(param ? { param } : {}) }}
      slots={Object.fromEntries(tabs.map((tab) => [tab.id, tab.content]))}
    />
  );
  return className ? <div className={className}>{island}</div> : island;
}
