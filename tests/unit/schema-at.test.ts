import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldNamesAt } from '../../src/content/schema-at';

const schema = z
  .strictObject({
    name: z.string(),
    priceRange: z.strictObject({ from: z.number(), to: z.number() }).refine((range) => range.from <= range.to),
    included: z.array(z.strictObject({ category: z.string(), items: z.array(z.string()) })).min(1),
    review: z.strictObject({ reviewedBy: z.string(), lastReviewed: z.string() }).optional(),
    extra: z.strictObject({ note: z.string() }).default({ note: '' }),
    trimmed: z.strictObject({ kept: z.string() }).transform((value) => value.kept),
  })
  .superRefine(() => undefined);

describe('the fields a schema allows at a place, for "did you mean"', () => {
  it('lists the top-level fields', () => {
    expect(fieldNamesAt(schema, [])).toEqual(['name', 'priceRange', 'included', 'review', 'extra', 'trimmed']);
  });

  it('follows fields, list items, optional and default fields, and transforms', () => {
    expect(fieldNamesAt(schema, ['priceRange'])).toEqual(['from', 'to']);
    expect(fieldNamesAt(schema, ['included', 0])).toEqual(['category', 'items']);
    expect(fieldNamesAt(schema, ['review'])).toEqual(['reviewedBy', 'lastReviewed']);
    expect(fieldNamesAt(schema, ['extra'])).toEqual(['note']);
    expect(fieldNamesAt(schema, ['trimmed'])).toEqual(['kept']);
  });

  it('lists nothing where the schema has no group of fields', () => {
    expect(fieldNamesAt(schema, ['name'])).toEqual([]);
    expect(fieldNamesAt(schema, ['included'])).toEqual([]);
    expect(fieldNamesAt(schema, ['included', 0, 'items', 0])).toEqual([]);
    expect(fieldNamesAt(schema, ['colour'])).toEqual([]);
    expect(fieldNamesAt(schema, ['colour', 'shade'])).toEqual([]);
    expect(fieldNamesAt(schema, [0])).toEqual([]);
    expect(fieldNamesAt(schema, ['name', 'first'])).toEqual([]);
  });
});
