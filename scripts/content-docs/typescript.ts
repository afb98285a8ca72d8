import { createRequire } from 'node:module';
import type ts from 'typescript';

let loaded: typeof ts | undefined;

/**
 * The TypeScript compiler, loaded when first asked for: about a second of CPU, which the content step
 * spends only when the doc comments or the component table are read anew (their cache is stale).
 */
export function typescript(): typeof ts {
  return (loaded ??= createRequire(import.meta.url)('typescript') as typeof ts);
}
