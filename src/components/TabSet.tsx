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
 * Tabs on a page: the panels are rendered here as HTML; the Tabs island adopts them and adds the
 * switching when it scrolls into view (or on the first touch).
 */
export function TabSet({ label, tabs, className, param, when = 'visible' }: {
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
