/** The part of JSON Schema (draft 2020-12) that z.toJSONSchema writes for the content schemas. */
export interface JsonSchema {
  [keyword: string]: unknown;
  description?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  /** What an editor shows when the pattern does not match (understood by VS Code). */
  patternErrorMessage?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The alternatives of a union, whichever keyword zod chose for it. */
export function alternativesOf(schema: JsonSchema): JsonSchema[] {
  return [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
}
