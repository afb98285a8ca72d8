import type { ComponentType } from 'react';
import { islandLoaders, type IslandName } from './registry';

const loaded = new Map<IslandName, ComponentType<object>>();
const carried = new Map<IslandName, readonly string[]>();
let modulesOf: (name: IslandName) => string[] = (name) => ['/src/islands/hydrate.tsx', `/src/islands/${name}.tsx`];

/**
 * Tells islands which modules each one needs, written beside it in the page: the hydrate step,
 * the island's own module, then every chunk those import, so the runtime fetches them all at
 * once. The pre-render step reads them from the bundler's manifest; the dev server serves the
 * source files as they are (the default).
 */
export function setIslandModules(resolve: (name: IslandName) => string[]): void {
  modulesOf = resolve;
}

export function islandModules(name: IslandName): string[] {
  return modulesOf(name);
}

/** Loads every island's code once, so pages can render islands synchronously on the server. */
export async function preloadIslands(): Promise<void> {
  await Promise.all(
    Object.entries(islandLoaders).map(async ([name, load]) => {
      const island = (await load()) as { default: ComponentType<object>; htmlProps?: readonly string[] };
      loaded.set(name as IslandName, island.default);
      carried.set(name as IslandName, island.htmlProps ?? []);
    }),
  );
}

export function islandComponent(name: IslandName): ComponentType<object> {
  const component = loaded.get(name);
  if (!component) throw new Error(`The island ${name} was rendered before preloadIslands() finished`);
  return component;
}

/**
 * The props an island reads back from its own HTML when it wakes (its module's htmlProps, read by
 * its fromHtml): the page leaves them out of the island's JSON, so their words are sent once.
 */
export function islandHtmlProps(name: IslandName): readonly string[] {
  return carried.get(name) ?? [];
}
