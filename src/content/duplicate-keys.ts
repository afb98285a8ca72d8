import type { Node as JsonNode } from 'jsonc-parser';
import type { Document, Node as YamlNode } from 'yaml';
import { yaml } from './lazy-parsers';
import { lineAt } from './locate';
import { formatFieldPath, type Problem } from './problems';

/**
 * A field written twice in one group. JSON parsers keep the last one and YAML refuses the file;
 * either way an editor who changed the first copy sees no effect, so both are refused here, at
 * the second copy, with the same sentence.
 */
interface Repeat {
  path: ReadonlyArray<string | number>;
  /** 1-based lines of the first copy and of the repeat. */
  firstLine: number;
  line: number;
}

function toProblems(file: string, repeats: Repeat[]): Problem[] {
  return repeats.map(({ path, firstLine, line }) => ({
    file,
    line,
    field: formatFieldPath(path),
    message: `is written twice in the same group (first at line ${firstLine}); only one of them can count. Keep one and delete the other.`,
  }));
}

/** Every repeated field name of a JSON file parsed by jsonc-parser. */
export function jsonDuplicateKeys(file: string, source: string, root: JsonNode | undefined): Problem[] {
  const repeats: Repeat[] = [];
  const walk = (node: JsonNode, path: Array<string | number>) => {
    if (node.type === 'array') node.children?.forEach((child, index) => walk(child, [...path, index]));
    if (node.type !== 'object') return;
    // Offsets, turned into lines only for a repeat: counting lines from the start for every field made a large file's check quadratic.
    const seen = new Map<string, number>();
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      const name = String(key?.value);
      const first = seen.get(name);
      if (first === undefined) seen.set(name, property.offset);
      else repeats.push({ path: [...path, name], firstLine: lineAt(source, first), line: lineAt(source, property.offset) });
      if (value) walk(value, [...path, name]);
    }
  };
  if (root) walk(root, []);
  return toProblems(file, repeats);
}

/** Every repeated field name of YAML front matter parsed without `uniqueKeys`; `firstLine` is the file line the YAML starts on. */
export function yamlDuplicateKeys(file: string, yamlText: string, doc: Document, firstLine: number): Problem[] {
  const { isMap, isScalar, isSeq } = yaml();
  const repeats: Repeat[] = [];
  const lineOf = (node: unknown) => firstLine - 1 + lineAt(yamlText, (node as YamlNode).range?.[0] ?? 0);
  const walk = (node: unknown, path: Array<string | number>) => {
    if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...path, index]));
    if (!isMap(node)) return;
    // Keys, turned into lines only for a repeat (as for JSON).
    const seen = new Map<string, unknown>();
    for (const pair of node.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!seen.has(name)) seen.set(name, pair.key);
      else repeats.push({ path: [...path, name], firstLine: lineOf(seen.get(name)), line: lineOf(pair.key) });
      walk(pair.value, [...path, name]);
    }
  };
  walk(doc.contents, []);
  return toProblems(file, repeats);
}
