/**
 * The CSS worked out for each kind of page (page-css.ts: a pick, by its request's key), kept between
 * builds: a rebuild after one edit renders a few pages, whose kinds of CSS the last build worked out
 * already (lightningcss, tens of milliseconds each, and a parse of the whole stylesheet before the first).
 * Kept while `version` is the same: the build's key (the stylesheet, the document template and the code
 * that picks) and lightningcss's version. Only the picks a build used are kept, so the file stays the
 * size of one build's kinds of pages.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PageCss, PageCssRequest } from './page-css';

interface KeptPicks {
  version: string;
  picks: Record<string, PageCss>;
}

const keptFile = (root: string) => join(root, '.build/page-css.json');

function readKept(root: string, version: string): Record<string, PageCss> {
  try {
    const kept = JSON.parse(readFileSync(keptFile(root), 'utf8')) as KeptPicks;
    return kept.version === version ? kept.picks : {};
  } catch {
    return {};
  }
}

/** The installed lightningcss's version, from the package.json above its entry (the package does not export the file). */
function lightningcssVersion(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('lightningcss'));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === 'lightningcss') return manifest.version ?? 'unknown';
    } catch {
      // No package.json here: look further up.
    }
    if (dirname(folder) === folder) return 'unknown';
    folder = dirname(folder);
  }
}

/** A pick that hands back what an earlier build worked out for the same key, and works out the rest with `make()`'s (made only when needed); `save` keeps this build's. */
export function keptPicks(root: string, buildKey: string, make: () => (request: PageCssRequest) => PageCss) {
  const version = `${buildKey} lightningcss ${lightningcssVersion()}`;
  const kept = readKept(root, version);
  const used: Record<string, PageCss> = {};
  let fresh = false;
  let pickNew: ((request: PageCssRequest) => PageCss) | undefined;
  return {
    pick(request: PageCssRequest): PageCss {
      let css = used[request.key] ?? kept[request.key];
      if (!css) {
        css = (pickNew ??= make())(request);
        fresh = true;
      }
      used[request.key] = css;
      return css;
    },
    /** Writes this build's picks, when any was new or the kept ones were for other inputs. */
    async save(): Promise<void> {
      if (fresh || Object.keys(used).length < Object.keys(kept).length) await writeFile(keptFile(root), JSON.stringify({ version, picks: used } satisfies KeptPicks));
    },
  };
}
