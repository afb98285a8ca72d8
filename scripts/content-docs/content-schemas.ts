import { join } from 'node:path';
import { z } from 'zod';
import { collections, singletons } from '../../src/content/collections';
import { withCrossCheckContext } from '../../src/content/context';
import type { ContentResult } from '../../src/content/pipeline';
import { attachDocComments } from './doc-comments';
import type { JsonSchema } from './json-schema';

/** Where the JSON Schemas are kept, relative to the project. */
export const schemaDir = 'json-schemas';

/** One kind of content (a collection or a singleton) with the JSON Schema of its files. */
export interface ContentSchema {
  /** The schema file's name without extension: the collection's folder ("packages"), or the singleton's path ("site-claims"). */
  name: string;
  /** Its file, relative to the project. */
  file: string;
  /** The content files it describes, as an editor's file pattern relative to the project. */
  fileMatch: string;
  format: 'json' | 'mdx';
  /** For a collection: its name in collections.ts and what one entry is called. */
  collection?: { name: string; noun: string };
  /** For editors: reference fields list the ids that exist. */
  schema: JsonSchema;
  /** For the content guide, which should not change when an entry is added: reference fields are plain ids. */
  schemaWithoutIds: JsonSchema;
}

/** Marks a reference field in a schema without ids, for the content guide; editors never see it. */
export const referencesKeyword = 'x-references';

/** Entry ids by collection name, plus the claim ids, as the content step's cross-checks know them. */
export type KnownIds = ReadonlyMap<string, ReadonlyArray<string>>;

/** The ids of a clean content run: reference fields list them so an editor can pick one. */
export function knownIds(result: ContentResult): KnownIds {
  const ids = new Map(Object.entries(result.collections).map(([name, entries]) => [name, entries.map((entry) => entry.id).sort()]));
  // Claims are referred to by the ids inside content/site/claims.json, as in the pipeline's cross-checks.
  const claims = (result.singletons.claims as { claims: Array<{ id: string }> } | undefined)?.claims ?? [];
  ids.set('claims', claims.map((claim) => claim.id).sort());
  return ids;
}

/**
 * The collection whose ids a string field must name, found by what the field does: it accepts
 * a valid id while no ids are known, and refuses it once that collection is known to be empty.
 * So every reference field is found, however its schema is written, with no list to keep in step.
 */
function referencedCollection(schema: z.core.$ZodType, names: Iterable<string>): string | undefined {
  const probe = 'an-id';
  if (schema._zod.def.type !== 'string' || !z.safeParse(schema, probe).success) return undefined;
  for (const name of names) {
    const context = { ids: new Map([[name, new Set<string>()]]), paths: new Set<string>(), today: '9999-12-31' };
    if (!withCrossCheckContext(context, () => z.safeParse(schema, probe).success)) return name;
  }
  return undefined;
}

/**
 * The content step's own sentence for a pattern, like 'should be a date written as YYYY-MM-DD',
 * which editors show (as `patternErrorMessage`) instead of the bare regular expression.
 */
function patternMessage(schema: z.core.$ZodType, pattern: string): string | undefined {
  const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: { pattern?: RegExp; error?: (issue: object) => unknown } } }> }).checks ?? [];
  const check = checks.find(({ _zod: { def } }) => def.pattern?.source === pattern);
  const message = check?._zod.def.error?.({});
  return typeof message === 'string' ? message : undefined;
}

/** A zod schema as a JSON Schema of what an editor types: input values, reference fields marked with the collection they name. */
function toJsonSchema(schema: z.ZodType, referenceNames: readonly string[]): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    // Transforms and custom checks have no JSON Schema; the content step still checks them.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as JsonSchema;
      // z.int() states the safe-integer range on every whole number: true, but noise to an editor.
      if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
      if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
      const message = json.pattern === undefined ? undefined : patternMessage(zodSchema, json.pattern);
      if (message) json.patternErrorMessage = message;
      const collection = referencedCollection(zodSchema, referenceNames);
      if (collection) json[referencesKeyword] = collection;
    },
  }) as JsonSchema;
}

/** Keys in an order a person reads: what it is first, then its fields. */
function readable(schema: JsonSchema): JsonSchema {
  const order = ['$schema', '$comment', 'description', 'type', 'const', 'enum', 'default'];
  const sorted = Object.fromEntries(
    Object.entries(schema).sort(([a], [b]) => (order.includes(a) ? order.indexOf(a) : order.length) - (order.includes(b) ? order.indexOf(b) : order.length)),
  ) as JsonSchema;
  for (const [key, value] of Object.entries(sorted)) {
    if (key === 'properties') sorted.properties = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [name, readable(child)]));
    else if (Array.isArray(value)) sorted[key] = value.map((item) => (item && typeof item === 'object' ? readable(item as JsonSchema) : item));
    else if (value && typeof value === 'object') sorted[key] = readable(value as JsonSchema);
  }
  return sorted;
}

/** A kind of content whose reference fields are marked with the collection they name, not yet given its ids. */
export type DescribedSchema = Omit<ContentSchema, 'schema'>;

/**
 * The JSON Schema of every collection and singleton, with the doc comments of the zod schemas as
 * descriptions and reference fields marked (`x-references`), and the project's files the comments
 * were read from. Independent of the content: withIds gives each reference field its ids.
 */
export function describedSchemas(root: string): { kinds: DescribedSchema[]; sources: string[] } {
  const referenceNames = [...Object.keys(collections), 'claims'];
  const kinds: Array<Omit<DescribedSchema, 'schemaWithoutIds'> & { zod: z.ZodType; expression: string }> = [
    ...Object.entries(collections).map(([name, collection]) => ({
      name: collection.dir,
      file: `${schemaDir}/${collection.dir}.schema.json`,
      fileMatch: `/content/${collection.dir}/*.${collection.format}`,
      format: collection.format,
      collection: { name, noun: collection.noun },
      zod: collection.schema as z.ZodType,
      expression: `collections.${name}.schema`,
    })),
    ...Object.entries(singletons).map(([name, singleton]) => {
      const base = singleton.file.replace(/\.json$/, '').replaceAll('/', '-');
      return {
        name: base,
        file: `${schemaDir}/${base}.schema.json`,
        fileMatch: `/content/${singleton.file}`,
        format: 'json' as const,
        zod: singleton.schema as z.ZodType,
        expression: `singletons.${name}.schema`,
      };
    }),
  ];
  const schemas = kinds.map((kind) => ({ kind, schemaWithoutIds: toJsonSchema(kind.zod, referenceNames) }));
  const module = join(root, 'src/content/collections.ts');
  const sources = attachDocComments(root, schemas.map(({ kind, schemaWithoutIds }) => ({ module, expression: kind.expression, schema: schemaWithoutIds })));
  return {
    kinds: schemas.map(({ kind: { zod: _zod, expression: _expression, ...kind }, schemaWithoutIds }) => ({ ...kind, schemaWithoutIds: readable(schemaWithoutIds) })),
    sources,
  };
}

/** A schema with every reference field's choices: the ids that exist in the collection it names, in place of its pattern. */
export function withIds(schema: JsonSchema, ids: KnownIds): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)])) as JsonSchema;
    const collection = copy[referencesKeyword];
    if (typeof collection === 'string') {
      copy.enum = [...(ids.get(collection) ?? [])];
      delete copy[referencesKeyword];
      delete copy.pattern;
      delete copy.patternErrorMessage;
    }
    return copy;
  };
  return readable(walk(schema) as JsonSchema);
}

/** Every kind of content, for editors (reference fields list the ids that exist) and for the guide. */
export function contentSchemas(kinds: readonly DescribedSchema[], ids: KnownIds): ContentSchema[] {
  return kinds.map((kind) => ({ ...kind, schema: withIds(kind.schemaWithoutIds, ids) }));
}

/** A schema file's text, as written and compared. */
export function schemaFileText(schema: JsonSchema): string {
  const marked = readable({ ...schema, $comment: 'Written by npm run content:docs from src/content/schemas/; edit the schema there, never this file.' });
  return `${JSON.stringify(marked, null, 2)}\n`;
}
