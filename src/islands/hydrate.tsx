import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './IslandRoot';

/**
 * Hydrates one island in its own React root. Resolves once React has committed, so the caller
 * can mark it live and replay an early tap. The prefix matches the one the server rendered with,
 * so ids from useId agree.
 */
export function hydrateIsland(root: HTMLElement, component: ComponentType<object>, props: object, identifierPrefix: string): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(root, createElement(IslandRoot, { onLive: resolve }, createElement(component, props)), { identifierPrefix });
  });
}
