/**
 * A fast path for plain front matter: "key: value" lines and nested groups of them, lists of
 * values or of such groups ("- " items, or "[a, b]" on one line), with plain or double-quoted
 * text, true/false and whole numbers. It reads the front matter of a
 * typical article in a few microseconds, where gray-matter and the YAML parser take a tenth
 * of a millisecond, which at ten thousand articles is most of a cold run's main thread.
 * Anything else ({ } groups, comments, other quoting, escapes, values YAML reads as
 * null, numbers in other forms) returns null and goes the full way: this path must give
 * exactly what the full way gives, or nothing.
 */

interface SimpleFrontMatter {
  /** The YAML text exactly as gray-matter cuts it out, for finding lines when there is a problem. */
  yamlText: string;
  data: Record<string, unknown>;
  body: string;
  /** The line of the file the body starts on. */
  firstLine: number;
}

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_]*):(?: (.*))?$/;
const QUOTED = /^"([^"\\]*)"$/;
const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/;
// Plain text YAML's core schema reads as something else: null, other spellings of true and
// false, and numbers in any form but a plain whole number.
const OTHER_SCALAR = /^(?:~|null|Null|NULL|True|TRUE|False|FALSE|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

function scalar(raw: string): unknown {
  const quoted = QUOTED.exec(raw);
  if (quoted) return quoted[1];
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^(?:0|[1-9][0-9]{0,14})$/.test(raw)) return Number(raw);
  if (raw === '' || INDICATOR.test(raw) || OTHER_SCALAR.test(raw) || /^\s|:(?: |$)| #|\s$/.test(raw)) return undefined;
  return raw;
}

/** A flow list of plain or double-quoted scalars on one line ("[a, b]"), as YAML reads it; undefined for anything else. */
function flowList(raw: string): unknown[] | undefined {
  if (!raw.startsWith('[') || !raw.endsWith(']')) return undefined;
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  const items: unknown[] = [];
  for (const part of inner.split(', ')) {
    // Commas, brackets and braces mean more flow syntax (or a comma without its space): the full way reads those.
    if (/[,[\]{}]/.test(part)) return undefined;
    const value = scalar(part);
    if (value === undefined) return undefined;
    items.push(value);
  }
  return items;
}

/** A value after "key: ": a scalar or a flow list of them; undefined for anything else. */
const valueOf = (raw: string): unknown => (raw.startsWith('[') ? flowList(raw) : scalar(raw));

/** A group being read: a mapping of "key: value" lines, or a list of "- " items, at the indentation of its lines. */
type Level = { indent: number; group: Record<string, unknown> } | { indent: number; list: unknown[] };

/**
 * The data of YAML made only of "key: value" lines nested by indentation, "- " lists of values or of
 * such groups (indented under their key), and one-line lists of values ("[a, b]"); undefined for anything else.
 */
function parseSimpleYaml(text: string): Record<string, unknown> | undefined {
  const root: Record<string, unknown> = {};
  const levels: Level[] = [{ indent: 0, group: root }];
  /** A "key:" line without a value opens a group (or a list) that the next line must indent into. */
  let opened: { group: Record<string, unknown>; key: string } | null = null;
  /** Reads "key: value" or "key:" into `group`; false when the line is neither, or repeats a key. */
  const keyLine = (group: Record<string, unknown>, content: string): boolean => {
    const match = KEY_LINE.exec(content);
    if (!match) return false;
    const [, key, raw] = match;
    if (Object.hasOwn(group, key)) return false;
    if (raw === undefined) {
      opened = { group, key };
      return true;
    }
    const value = valueOf(raw);
    if (value === undefined) return false;
    group[key] = value;
    return true;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const indent = line.length - line.trimStart().length;
    if (/\s$/.test(line) || line.slice(0, indent).includes('\t')) return undefined;
    const content = line.slice(indent);
    if (opened) {
      if (indent <= levels[levels.length - 1].indent) return undefined;
      const { group, key }: { group: Record<string, unknown>; key: string } = opened;
      if (content.startsWith('- ')) {
        const list: unknown[] = [];
        group[key] = list;
        levels.push({ indent, list });
      } else {
        const inner: Record<string, unknown> = {};
        group[key] = inner;
        levels.push({ indent, group: inner });
      }
      opened = null;
    } else {
      while (levels.length > 1 && indent < levels[levels.length - 1].indent) levels.pop();
      if (indent !== levels[levels.length - 1].indent) return undefined;
    }
    const level = levels[levels.length - 1];
    if ('group' in level) {
      if (!keyLine(level.group, content)) return undefined;
      continue;
    }
    if (!content.startsWith('- ')) return undefined;
    const item = content.slice(2);
    if (KEY_LINE.test(item)) {
      // "- key: value" starts a group whose later lines line up with its first key.
      const group: Record<string, unknown> = {};
      level.list.push(group);
      levels.push({ indent: indent + 2, group });
      if (!keyLine(group, item)) return undefined;
      continue;
    }
    const value = scalar(item);
    if (value === undefined) return undefined;
    level.list.push(value);
  }
  return opened ? undefined : root;
}

/** Front matter and body of an MDX file, as gray-matter and the YAML parser would give them, or null. */
export function parseSimpleFrontMatter(source: string): SimpleFrontMatter | null {
  if (!source.startsWith('---\n') || source.includes('\r')) return null;
  // gray-matter's cut: after the opening "---", up to the next line that starts with "---".
  const rest = source.slice(3);
  const close = rest.indexOf('\n---');
  if (close < 0) return null;
  const yamlText = rest.slice(0, close);
  let body = rest.slice(close + 4);
  if (body.startsWith('\n')) body = body.slice(1);
  const data = parseSimpleYaml(yamlText);
  if (!data || Object.keys(data).length === 0) return null;
  const prefix = source.slice(0, source.length - body.length);
  return { yamlText, data, body, firstLine: prefix.split('\n').length };
}
