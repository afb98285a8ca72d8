import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { IslandRoot } from '../islands/IslandRoot';
import type { JsonSafe } from '../islands/json';
import type { IslandName, IslandProps, IslandSlotNames, IslandWhen } from '../islands/registry';
import { IslandIds, useIslandIds } from '../islands/ids';
import { islandComponent, islandModules } from '../islands/server';

type IslandAttributes<N extends IslandName> = {
  name: N;
  /** When the browser hydrates it; any touch, key or focus inside wakes it earlier. */
  when: IslandWhen;
  /** Hydrate only while this media query matches (the mega-menu only at desktop widths). */
  media?: string;
  /** Plain JSON, written into the page. */
  props: IslandProps<N> & JsonSafe<IslandProps<N>>;
} & (IslandSlotNames<N> extends never ? { slots?: never } : { slots: Record<IslandSlotNames<N>, ReactNode> });

/**
 * An interactive part of a page. It renders to HTML here, in its own React root with its own id
 * prefix, exactly as the browser will hydrate it; `slots` are rendered to HTML once and adopted
 * by the island, so their text is not sent a second time as props.
 */
export function Island<N extends IslandName>({ name, when, media, props, slots }: IslandAttributes<N>) {
  const ids = useIslandIds();
  const prefix = `i${ids.next++}-`;
  const slotHtml = slots
    ? Object.fromEntries(
        Object.entries(slots as Record<string, ReactNode>).map(([slot, node]) => [slot, renderToStaticMarkup(createElement(IslandIds, { value: ids }, node))]),
      )
    : undefined;
  const json = JSON.stringify(props);
  const html = renderIsland(name, prefix, json, slotHtml);
  return (
    <island-root
      data-island={name}
      data-when={when}
      data-media={media}
      data-prefix={prefix}
      data-props={json}
      data-modules={islandModules(name).join(' ') || undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

const rendered = new Map<string, string>();

/**
 * An island's HTML, rendered in a root of its own. The header's and footer's islands are the same
 * on every page, so their HTML is kept and reused across the pages of a build.
 */
function renderIsland(name: IslandName, prefix: string, json: string, slots: Record<string, string> | undefined): string {
  const key = `${name}|${prefix}|${json}|${slots ? JSON.stringify(slots) : ''}`;
  let html = rendered.get(key);
  if (html === undefined) {
    const props = { ...(JSON.parse(json) as object), ...(slots ? { slots } : {}) };
    html = renderToString(createElement(IslandRoot, null, createElement(islandComponent(name), props)), { identifierPrefix: prefix });
    if (rendered.size > 500) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}
