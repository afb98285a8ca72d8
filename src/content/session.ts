import { createCompiledBodies, type CompiledBodies } from './compiled-bodies';
import { compilerVersion } from './compiler-version';
import { sharedMdxPool } from './mdx-pool';
import type { ParsedFile } from './parse';
import type { Problem } from './problems';

/**
 * What one content run can reuse from earlier runs of the same process: the dev server keeps
 * one session, so a save re-parses and recompiles only the file that changed.
 */
export interface ContentSession {
  bodies: CompiledBodies;
  /** Each file's parse, reused while its text is unchanged. */
  parses: Map<string, { source: string; parsed: ParsedFile | null; problems: Problem[] }>;
}

/** A session whose compiled bodies are cached under `cacheDir` (or in memory only when null). */
export async function createSession(cacheDir: string | null): Promise<ContentSession> {
  const version = await compilerVersion();
  return { bodies: createCompiledBodies({ pool: sharedMdxPool(version), version, cacheDir }), parses: new Map() };
}
