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
  /**
   * What the slots are made from, alone (the header's menu: its groups in the page's language): their
   * HTML is rendered once for it and reused by the other pages of a build that show the same.
   */
  slotsFrom?: object;
} & (IslandSlotNames<N> extends never ? { slots?: never } : { slots: Record<IslandSlotNames<N>, ReactNode> });

/**
 * An interactive part of a page. It renders to HTML here, in its own React root with its own id
 * prefix, exactly as the browser will hydrate it; `slots` are rendered to HTML once and adopted
 * by the island, so their text is not sent a second time as props; nor are the props the island
 * reads back from its own HTML (its module's htmlProps).
 */
export function Island<N extends IslandName>({ name, when, media, props, slots, chosen, slotsFrom }: IslandAttributes<N>) {
  const ids = useIslandIds();
  const prefix = `i${ids.next++}-`;
  const slotHtml = slots ? renderSlots(slots as Record<string, ReactNode>, ids, slotsFrom) : undefined;
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

/** Slots rendered once, by what they are made from (slotsFrom) and the first island id free before them: their HTML, and how many ids the islands inside them took. */
const keptSlots = new WeakMap<object, Map<number, { html: Record<string, string>; islands: number }>>();

/** Each slot's HTML, rendered here or, for slots made from `from` alone, kept from another page of the build. */
function renderSlots(slots: Record<string, ReactNode>, ids: { next: number }, from: object | undefined): Record<string, string> {
  const render = () =>
    Object.fromEntries(
      // Never hydrated (the island adopts them as HTML), so their icons leave their drawing to the stylesheet.
      Object.entries(slots).map(([slot, node]) => [slot, leanIcons(renderToStaticMarkup(createElement(IslandIds, { value: ids }, node)))]),
    );
  if (from === undefined) return render();
  let byIds = keptSlots.get(from);
  if (!byIds) keptSlots.set(from, (byIds = new Map()));
  // The ids the islands inside a slot take depend on those taken before it.
  const kept = byIds.get(ids.next);
  if (kept) {
    ids.next += kept.islands;
    return kept.html;
  }
  const before = ids.next;
  const html = render();
  keptNames.set(html, `#${keptCount++}`);
  byIds.set(before, { html, islands: ids.next - before });
  return html;
}

const rendered = new Map<string, string>();

/** A short name for each set of kept slots (renderSlots), which the same HTML always has: its key, not its HTML of many kilobytes. */
const keptNames = new WeakMap<Record<string, string>, string>();
let keptCount = 0;

/** What names a set of slots' HTML in the key of an island's HTML: a kept set's own name, else the HTML itself. */
function slotsName(slots: Record<string, string>): string {
  return keptNames.get(slots) ?? JSON.stringify(slots);
}

/**
 * An island's HTML, rendered in a root of its own. The header's and footer's islands are the same
 * on every page, so their HTML is kept and reused across the pages of a build.
 */
function renderIsland(name: IslandName, prefix: string, json: string, slots: Record<string, string> | undefined): string {
  const key = `${name}|${prefix}|${json}|${slots ? slotsName(slots) : ''}`;
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
