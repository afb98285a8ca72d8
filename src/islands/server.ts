import type { ComponentType } from 'react';
import { islandLoaders, type IslandName } from './registry';

const loaded = new Map<IslandName, ComponentType<object>>();
let modulesOf: (name: IslandName) => string[] = () => [];

/**
 * Tells islands which built modules each one needs besides its own (React, the hydrate step,
 * shared chunks), so the runtime can fetch them all at once instead of one import after another.
 * The pre-render step reads this from the bundler's manifest; the dev server needs none.
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
      loaded.set(name as IslandName, (await load()).default as ComponentType<object>);
    }),
  );
}

export function islandComponent(name: IslandName): ComponentType<object> {
  const component = loaded.get(name);
  if (!component) throw new Error(`The island ${name} was rendered before preloadIslands() finished`);
  return component;
}
