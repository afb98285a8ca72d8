import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { IslandRoot } from '../islands/IslandRoot';
import { leanIcons } from '../lib/lean-icons';
import type { JsonSafe } from '../islands/json';
import type { IslandName, IslandProps, IslandSlotNames, IslandWhen } from '../islands/registry';
import { IslandIds, useIslandIds } from '../islands/ids';
import { islandComponent, islandHtmlProps, islandModules } from '../islands/server';

type IslandAttributes<N extends IslandName> = {
  name: N;
  /** When the browser hydrates it; any touch, key or focus inside wakes it earlier. */
  when: IslandWhen;
  /** Hydrate only while this media query matches (the mega-menu only at desktop widths). */
  media?: string;
  /** Plain JSON, written into the page. */
  props: IslandProps<N> & JsonSafe<IslandProps<N>>;
  /**
   * Choices shown made in the island's HTML, by a <select>'s name and the value of its option (a page
   * pre-rendered for a choice in its address, like /coordinator-connect?package=…): they hold without
   * JavaScript, and an island that adopts what its form shows when it wakes keeps them.
   */
  chosen?: Readonly<Record<string, string>>;
} & (IslandSlotNames<N> extends never ? { slots?: never } : { slots: Record<IslandSlotNames<N>, ReactNode> });

/**
 * An interactive part of a page. It renders to HTML here, in its own React root with its own id
 * prefix, exactly as the browser will hydrate it; `slots` are rendered to HTML once and adopted
 * by the island, so their text is not sent a second time as props; nor are the props the island
 * reads back from its own HTML (its module's htmlProps).
 */
export function Island<N extends IslandName>({ name, when, media, props, slots, chosen }: IslandAttributes<N>) {
  const ids = useIslandIds();
  const prefix = `i${ids.next++}-`;
  const slotHtml = slots
    ? Object.fromEntries(
        // Never hydrated (the island adopts them as HTML), so their icons leave their drawing to the stylesheet.
        Object.entries(slots as Record<string, ReactNode>).map(([slot, node]) => [slot, leanIcons(renderToStaticMarkup(createElement(IslandIds, { value: ids }, node)))]),
      )
    : undefined;
  const json = JSON.stringify(props);
  // What the island's HTML already says is not written a second time as JSON.
  const carried = islandHtmlProps(name);
  const written = carried.length ? JSON.stringify(Object.fromEntries(Object.entries(props).filter(([key]) => !carried.includes(key)))) : json;
  const html = chosen ? withChosen(renderIsland(name, prefix, json, slotHtml), chosen) : renderIsland(name, prefix, json, slotHtml);
  return (
    <island-root
      data-island={name}
      data-when={when}
      data-media={media}
      data-prefix={prefix}
      data-props={written === '{}' ? undefined : written}
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The island's HTML with the option of each named <select> marked selected, and no other of that select; a value it lacks changes nothing. */
export function withChosen(html: string, chosen: Readonly<Record<string, string>>): string {
  return Object.entries(chosen).reduce((current, [name, value]) => {
    const select = new RegExp(`(<select\\b[^>]*\\bname="${escapeRegExp(name)}"[^>]*>)([\\s\\S]*?)(</select>)`);
    return current.replace(select, (whole, open: string, options: string, close: string) => {
      const target = `<option value="${escapeHtmlAttribute(value)}"`;
      if (!options.includes(`${target}>`) && !options.includes(`${target} `)) return whole;
      const cleared = options.replace(/ selected=""/g, '');
      return open + cleared.replace(target, `${target} selected=""`) + close;
    });
  }, html);
}

function escapeHtmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
