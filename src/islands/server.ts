import type { ComponentType } from 'react';
import { islandLoaders, type IslandName } from './registry';

const loaded = new Map<IslandName, ComponentType<object>>();
let counter = 0;

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

/** Starts the numbering of a page's islands afresh, so the same page renders the same HTML every build. */
export function resetIslandIds(): void {
  counter = 0;
}

/** A prefix for React's useId inside one island, unique within the page. */
export function nextIslandPrefix(): string {
  return `i${counter++}-`;
}
