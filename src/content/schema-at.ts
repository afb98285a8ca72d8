import type { z } from 'zod';
import type { FieldPath } from './locate';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return current;
    current = inner;
  }
}

/** The field names an object in the schema allows at `path`, for "did you mean" hints. */
export function fieldNamesAt(schema: z.ZodType, path: FieldPath): string[] {
  let current: z.ZodType | undefined = unwrap(schema);
  for (const segment of path) {
    if (!current) return [];
    const def = defOf(current);
    if (def.type === 'object' && typeof segment === 'string') current = def.shape?.[segment];
    else if (def.type === 'array') current = def.element;
    else return [];
    current = current && unwrap(current);
  }
  const def = current && defOf(current);
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : [];
}
