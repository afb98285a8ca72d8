import { applyEdits, modify } from 'jsonc-parser';
import type { ContentSchema } from './content-schemas';

export const settingsFile = '.vscode/settings.json';

/** One entry of VS Code's `json.schemas` setting. */
export interface JsonSchemaSetting {
  fileMatch: string[];
  url: string;
}

/**
 * The `json.schemas` entries that give every JSON content file its schema. Only JSON: VS Code's
 * JSON and YAML support do not look inside the front matter of an MDX file.
 * A "./" url is read from the workspace folder.
 */
export function jsonSchemaSettings(kinds: readonly ContentSchema[]): JsonSchemaSetting[] {
  return kinds.filter((kind) => kind.format === 'json').map((kind) => ({ fileMatch: [kind.fileMatch], url: `./${kind.file}` }));
}

/** The settings file with `json.schemas` set, every other setting and comment kept as it was. */
export function withJsonSchemas(settings: string | undefined, entries: JsonSchemaSetting[]): string {
  const edits = modify(settings ?? '{}\n', ['json.schemas'], entries, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } });
  return applyEdits(settings ?? '{}\n', edits);
}

/**
 * Whether an editor applies a `fileMatch` pattern to a file of the workspace, as VS Code's JSON
 * language service does: the pattern, without its leading "/", must match the end of the path at a
 * folder boundary; "*" stands for any characters but "/", "**" for any folders.
 */
export function fileMatches(pattern: string, path: string): boolean {
  const glob = pattern.replace(/^\//, '');
  const source = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => (part === '**/' ? '(?:[^/]*/)*' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`(?:^|/)${source}$`).test(path);
}
