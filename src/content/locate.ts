import { findNodeAtLocation, type Node as JsonNode } from 'jsonc-parser';
import type { Document, Node as YamlNode } from 'yaml';
import { yaml } from './lazy-parsers';

export type FieldPath = ReadonlyArray<string | number>;

/** Finds the line of a field in a parsed file; a missing field gets the line of its parent. */
export type Locator = (path: FieldPath) => number;

/** 1-based line of a character offset. */
export function lineAt(source: string, offset: number): number {
  let line = 1;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end charCodeAt gives NaN, so the second bound only saves time
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/** Locator for a JSON file parsed with jsonc-parser. */
export function jsonLocator(source: string, root: JsonNode | undefined): Locator {
  return (path) => {
    // Stryker disable next-line ConditionalExpression: without a root no node is found and the loop ends with 1 too
    if (!root) return 1;
    for (let depth = path.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(root, path.slice(0, depth) as (string | number)[]);
      if (!node) continue;
      const start = node.parent?.type === 'property' ? node.parent.offset : node.offset;
      return lineAt(source, start);
    }
    return 1;
  };
}

/** Locator for YAML front matter; `firstLine` is the file line the YAML text starts on. */
export function yamlLocator(source: string, doc: Document, firstLine: number): Locator {
  const { isMap, isScalar, isSeq } = yaml();
  return (path) => {
    let node: unknown = doc.contents;
    // Stryker disable OptionalChaining: every node the YAML parser makes has a range; only nodes built by hand lack one
    let offset = (doc.contents as YamlNode | null)?.range?.[0] ?? 0;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
        if (!pair) break;
        offset = (pair.key as YamlNode).range?.[0] ?? offset;
        node = pair.value;
      // Stryker disable next-line ConditionalExpression: a name looked up in a list finds no item either
      } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
        node = node.items[segment];
        offset = (node as YamlNode).range?.[0] ?? offset;
      } else break;
    }
    // Stryker restore OptionalChaining
    return firstLine - 1 + lineAt(source, offset);
  };
}
