import { join } from 'node:path';
import type ts from 'typescript';
import { typescript } from './typescript';
import { alternativesOf, type JsonSchema } from './json-schema';

/** A zod schema to describe: `expression` names it among the exports of `module` (an absolute path). */
interface DocumentedSchema {
  module: string;
  expression: string;
  schema: JsonSchema;
}

/**
 * The doc comments of the zod schemas, attached to their JSON Schemas as descriptions.
 *
 * The comments stay the one place a field is explained (they also show on hover in the code);
 * copying them into `.meta({ description })` would mean writing each twice. They are read with
 * the TypeScript compiler from the schema's input type (`z.input`), which keeps each field's
 * comment through optional fields, spreads and unions, and walked alongside the JSON Schema.
 */
export function attachDocComments(root: string, targets: ReadonlyArray<DocumentedSchema>): string[] {
  const ts = typescript();
  // A module that does not exist on disk: it names each schema and its input type for the checker.
  const probeFile = join(root, 'scripts/content-docs/doc-comment-probe.ts');
  const probe = [
    "import type { z } from 'zod';",
    ...targets.flatMap(({ module, expression }, index) => [
      `import * as module${index} from ${JSON.stringify(module)};`,
      `export const schema${index} = module${index}.${expression};`,
      `export type Input${index} = z.input<typeof schema${index}>;`,
    ]),
  ].join('\n');

  const host = ts.createCompilerHost({});
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (file === probeFile ? probe : readFile(file));
  host.fileExists = (file) => file === probeFile || fileExists(file);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const program = ts.createProgram([probeFile], options, host);
  const checker = program.getTypeChecker();
  const exports = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(probeFile)!)!).map((symbol) => [symbol.name, symbol]));

  const docOf = (symbol: ts.Symbol | undefined) => {
    if (!symbol) return '';
    const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker)) || sameLineDoc(symbol);
    return doc.replace(/\s+/g, ' ').trim();
  };

  /**
   * The comment above the schema's own declaration, like "content/packages/<id>.mdx: a surgery
   * package", found through the property or import that names it.
   */
  const declarationDoc = (variable: ts.Symbol) => {
    const initializer = (variable.valueDeclaration as ts.VariableDeclaration).initializer as ts.PropertyAccessExpression;
    let symbol = checker.getSymbolAtLocation(initializer.name);
    const declaration = symbol?.valueDeclaration;
    if (declaration && ts.isPropertyAssignment(declaration)) symbol = checker.getSymbolAtLocation(declaration.initializer);
    return docOf(symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  };

  /** The member of a union that a JSON Schema alternative stands for: the one whose fields and constants match best. */
  const memberFor = (type: ts.Type, schema: JsonSchema): ts.Type => {
    if (!type.isUnion()) return type;
    if (schema.items) return type.types.find((member) => checker.isArrayType(member)) ?? type;
    if (!schema.properties) return type;
    const score = (member: ts.Type) =>
      Object.entries(schema.properties!).reduce((total, [key, property]) => {
        const symbol = checker.getPropertyOfType(member, key);
        if (!symbol) return total - 1;
        const literal = checker.getTypeOfSymbol(symbol);
        return total + (property.const !== undefined && literal.isLiteral() && literal.value === property.const ? 10 : 1);
      }, 0);
    return type.types.reduce((best, member) => (score(member) > score(best) ? member : best));
  };

  const annotate = (schema: JsonSchema, given: ts.Type) => {
    const type = memberFor(checker.getNonNullableType(given), schema);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const symbol = checker.getPropertyOfType(type, key);
      if (!symbol) continue;
      const doc = docOf(symbol);
      if (doc && property.description === undefined) property.description = doc;
      annotate(property, checker.getTypeOfSymbol(symbol));
    }
    if (schema.items) annotate(schema.items, checker.isArrayType(type) ? checker.getTypeArguments(type as ts.TypeReference)[0] : type);
    if (typeof schema.additionalProperties === 'object') {
      const values = checker.getIndexInfoOfType(type, ts.IndexKind.String)?.type;
      if (values) annotate(schema.additionalProperties, values);
    }
    for (const alternative of alternativesOf(schema)) annotate(alternative, type);
  };

  targets.forEach(({ schema }, index) => {
    const doc = declarationDoc(exports.get(`schema${index}`)!);
    if (doc && schema.description === undefined) schema.description = doc;
    annotate(schema, checker.getDeclaredTypeOfSymbol(exports.get(`Input${index}`)!));
  });
  // The project's files the comments were read from (the schemas and all they import), so a cache of them knows when to read again.
  return program
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((file) => file !== probeFile && file.startsWith(root) && !file.includes('/node_modules/'));
}

/**
 * A doc comment on the same line as the field before it, as in `{ /** The heading. *\/ heading: text }`:
 * TypeScript counts it as trailing the `{` or `,` and gives the field none, but a person reads it as the field's.
 */
function sameLineDoc(symbol: ts.Symbol): string {
  const ts = typescript();
  const declaration = symbol.declarations?.[0];
  if (!declaration) return '';
  const text = declaration.getSourceFile().text;
  const comment = ts.getTrailingCommentRanges(text, declaration.pos)?.findLast((range) => text.startsWith('/**', range.pos));
  return comment ? text.slice(comment.pos + 3, comment.end - 2) : '';
}
