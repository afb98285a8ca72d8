import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { IslandRoot } from '../islands/IslandRoot';
import type { JsonSafe } from '../islands/json';
import type { IslandName, IslandProps, IslandSlotNames, IslandWhen } from '../islands/registry';
import { islandComponent, islandModules, nextIslandPrefix } from '../islands/server';

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
  const prefix = nextIslandPrefix();
  const slotHtml = slots
    ? Object.fromEntries(Object.entries(slots as Record<string, ReactNode>).map(([slot, node]) => [slot, renderToStaticMarkup(node)]))
    : undefined;
  const html = renderToString(
    createElement(IslandRoot, null, createElement(islandComponent(name), { ...(props as object), ...(slotHtml ? { slots: slotHtml } : {}) })),
    { identifierPrefix: prefix },
  );
  return (
    <island-root
      data-island={name}
      data-when={when}
      data-media={media}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      data-modules={islandModules(name).join(' ') || undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
