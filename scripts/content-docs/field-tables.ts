import { slug } from 'github-slugger';
import { collections, type CollectionName } from '../../src/content/collections';
import { referencesKeyword, type ContentSchema } from './content-schemas';
import { alternativesOf, type JsonSchema } from './json-schema';

interface Row {
  field: string;
  type: string;
  required: string;
  meaning: string;
}

/** Text for a Markdown table cell: no line breaks, pipes or tags. */
export function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('>', '&gt;').trim();
}

const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** "at least 2", "2 to 8", "exactly 6": a count or size from a minimum and maximum. */
function bounds(min: number | undefined, max: number | undefined, unit: string): string {
  const units = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (min !== undefined && min === max) return `exactly ${units(min)}`;
  if (min !== undefined && max !== undefined) return `${min} to ${units(max)}`;
  if (min !== undefined) return `at least ${units(min)}`;
  if (max !== undefined) return `at most ${units(max)}`;
  return '';
}

function numberRange(schema: JsonSchema): string {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? (schema.type === 'integer' ? schema.exclusiveMinimum + 1 : undefined) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined && schema.type === 'integer' ? schema.exclusiveMaximum - 1 : undefined);
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` of ${min} or more`;
  if (schema.exclusiveMinimum !== undefined) return ` above ${schema.exclusiveMinimum}`;
  if (max !== undefined) return ` of ${max} or less`;
  return '';
}

/** What an editor writes for a field, in words: "text, at most 170 characters", "list of text (at least 1)". */
export function typeInWords(schema: JsonSchema): string {
  const referenced = schema[referencesKeyword];
  if (typeof referenced === 'string') return `the id of ${referenced === 'claims' ? 'a claim' : `a ${collections[referenced as CollectionName].noun}`}`;
  if (schema.const !== undefined) return code(schema.const);
  if (schema.enum) return `one of ${schema.enum.map(code).join(', ')}`;
  const alternatives = alternativesOf(schema);
  if (alternatives.length > 0) return `one of ${alternatives.length} forms`;
  switch (schema.type) {
    case 'string': {
      const formats: Record<string, string> = { email: ': an email address', date: ': a date written as YYYY-MM-DD', uri: ': a web address' };
      const format = typeof schema.patternErrorMessage === 'string' ? ` that ${schema.patternErrorMessage.replace(/\.$/, '')}` : (formats[schema.format ?? ''] ?? '');
      const length = bounds(schema.minLength === 1 ? undefined : schema.minLength, schema.maxLength, 'character');
      return `text${format}${length ? `, ${length}` : ''}`;
    }
    case 'integer':
      return `whole number${numberRange(schema)}`;
    case 'number':
      return `number${numberRange(schema)}`;
    case 'boolean':
      return '`true` or `false`';
    case 'array': {
      const count = bounds(schema.minItems, schema.maxItems, 'item');
      return `list of ${schema.items ? itemInWords(schema.items) : 'anything'}${count ? ` (${count})` : ''}`;
    }
    case 'object':
      if (typeof schema.additionalProperties === 'object')
        return `fields named by id${schema.propertyNames?.pattern ? ' (lowercase words joined by hyphens)' : ''}, each ${itemInWords(schema.additionalProperties)}`;
      return 'group of fields';
    default:
      return 'anything';
  }
}

function itemInWords(schema: JsonSchema): string {
  return schema.type === 'object' && schema.properties ? 'groups of fields' : typeInWords(schema);
}

function rowsOf(schema: JsonSchema, prefix: string, rows: Row[]): Row[] {
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = `${prefix}${name}`;
    const optional = property.default !== undefined ? `no (default ${code(property.default)})` : 'no';
    rows.push({ field, type: typeInWords(property), required: required.has(name) ? 'yes' : optional, meaning: property.description ?? '' });
    nestedRows(property, field, rows);
  }
  for (const alternative of alternativesOf(schema)) rowsOf(alternative, prefix, rows);
  return rows;
}

function nestedRows(schema: JsonSchema, field: string, rows: Row[]): void {
  if (schema.properties || alternativesOf(schema).length > 0) rowsOf(schema, `${field}.`, rows);
  if (schema.items) nestedRows(schema.items, `${field}[]`, rows);
  if (typeof schema.additionalProperties === 'object') nestedRows(schema.additionalProperties, `${field}.<id>`, rows);
}

function table(rows: Row[]): string {
  const seen = new Set<string>();
  const unique = rows.filter((row) => !seen.has(row.field) && seen.add(row.field));
  return [
    '| Field | Type | Required | Meaning |',
    '| --- | --- | --- | --- |',
    ...unique.map((row) => `| \`${row.field}\` | ${cell(row.type)} | ${row.required} | ${cell(row.meaning)} |`),
  ].join('\n');
}

/** The files a kind of content is written in, like "content/packages/<id>.mdx". */
function filesOf(kind: ContentSchema): string {
  return kind.fileMatch.replace(/^\//, '').replace('*', '<id>');
}

/** A heading for one kind of content: what one entry of a collection is called, or the singleton's file. */
function headingOf(kind: ContentSchema): string {
  return kind.collection ? `${kind.collection.noun[0].toUpperCase()}${kind.collection.noun.slice(1)}` : filesOf(kind);
}

/** What a kind of content holds: its schema's comment, without the file pattern it starts with. */
function summaryOf(kind: ContentSchema): string {
  const description = kind.schema.description ?? '';
  const prefix = `${filesOf(kind)}: `;
  const rest = description.startsWith(prefix) ? description.slice(prefix.length) : description;
  return rest ? `${rest[0].toUpperCase()}${rest.slice(1)}` : '';
}

/** Tables of every field of every kind of content, from the JSON Schemas (and so from the zod schemas and their doc comments). */
export function fieldTables(kinds: readonly ContentSchema[]): string {
  const sections = kinds.map((kind) => {
    const parts = [`### ${headingOf(kind)}`, '', `\`${filesOf(kind)}\`: ${cell(summaryOf(kind))}`];
    const alternatives = kind.schema.oneOf ?? kind.schema.anyOf;
    if (alternatives && !kind.schema.properties) {
      for (const alternative of alternatives) {
        const [key, discriminator] = Object.entries(alternative.properties ?? {}).find(([, property]) => property.const !== undefined) ?? [];
        parts.push('', discriminator ? `When \`${key}\` is ${code(discriminator.const)}: ${cell(discriminator.description ?? '')}` : 'Or:', '', table(rowsOf(alternative, '', [])));
      }
    } else parts.push('', table(rowsOf(kind.schema, '', [])));
    return parts.join('\n');
  });
  return sections.join('\n\n');
}

/** A list of every kind of content with its files and what it holds. */
export function contentIndex(kinds: readonly ContentSchema[]): string {
  return [
    '| Kind | Files | What it holds |',
    '| --- | --- | --- |',
    ...kinds.map((kind) => `| [${headingOf(kind)}](#${slug(headingOf(kind))}) | \`${filesOf(kind)}\` | ${cell(summaryOf(kind))} |`),
  ].join('\n');
}
