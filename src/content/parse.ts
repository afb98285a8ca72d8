import { getNodeValue, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { parseSimpleFrontMatter } from './front-matter-simple';
import { grayMatter, yaml } from './lazy-parsers';
import { jsonLocator, lineAt, yamlLocator, type Locator } from './locate';
import type { Problem } from './problems';

/** One content file read into data, with a way to find the line of any field in it. */
export interface ParsedFile {
  file: string;
  data: unknown;
  locate: Locator;
  body?: ParsedBody;
}

export interface ParsedBody {
  text: string;
  /** The file line the body starts on. */
  firstLine: number;
  /** The body's compile key, when the parse came from the cache (see compiled-bodies.ts). */
  key?: string;
}

const JSON_ERRORS: Record<string, string> = {
  InvalidSymbol: 'has a character that JSON does not allow here.',
  InvalidNumberFormat: 'has a number JSON cannot read.',
  PropertyNameExpected: 'needs a field name in double quotes here (or has a comma too many before it).',
  ValueExpected: 'needs a value here (or has a comma too many before it).',
  ColonExpected: 'needs a colon between the field name and its value.',
  CommaExpected: 'needs a comma between two fields or list items.',
  CloseBraceExpected: 'needs a closing } here.',
  CloseBracketExpected: 'needs a closing ] here.',
  EndOfFileExpected: 'has text after the end of the JSON.',
  UnexpectedEndOfString: 'has text in quotes that is never closed.',
  UnexpectedEndOfComment: 'has a comment that is never closed.',
  InvalidCommentToken: 'has a comment; JSON does not allow comments.',
};

export function parseJson(file: string, source: string, problems: Problem[]): ParsedFile | null {
  const errors: ParseError[] = [];
  const root = parseTree(source, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) {
    // The first error is the one to fix; the parser's later ones are mostly its echoes.
    const [error] = errors;
    const code = printParseErrorCode(error.error);
    problems.push({ file, line: lineAt(source, error.offset), field: '(syntax)', message: `invalid JSON: this line ${JSON_ERRORS[code] ?? code}` });
    return null;
  }
  return { file, data: root ? getNodeValue(root) : undefined, locate: jsonLocator(source, root) };
}

const yamlOptions = { prettyErrors: true, uniqueKeys: true } as const;

/**
 * Lines are needed only for problems, which are rare; keeping every file's YAML syntax tree
 * until then would hold tens of megabytes at 10,000 articles, so the tree is parsed again on demand.
 */
function lazyYamlLocator(yamlText: string): Locator {
  let locate: Locator | undefined;
  return (path) => {
    locate ??= yamlLocator(yamlText, yaml().parseDocument(yamlText, yamlOptions), 1);
    return locate(path);
  };
}

/** The front matter and body of an MDX file: plain front matter by the fast path, any other by gray-matter and the YAML parser. */
export function parseMdx(file: string, source: string, problems: Problem[]): ParsedFile | null {
  return parseMdxFrontMatter(file, source, problems, true);
}

/** `fast` false always takes the full way (the tests compare both). */
export function parseMdxFrontMatter(file: string, source: string, problems: Problem[], fast: boolean): ParsedFile | null {
  if (!/^---\r?\n/.test(source)) {
    problems.push({ file, line: 1, field: '(front matter)', message: 'should start with front matter: a line "---", the fields, and another "---".' });
    return null;
  }
  const simple = fast ? parseSimpleFrontMatter(source) : null;
  if (simple) return { file, data: simple.data, locate: lazyYamlLocator(simple.yamlText), body: { text: simple.body, firstLine: simple.firstLine } };
  let yamlText = '';
  const parsed = grayMatter()(source, {
    engines: {
      yaml: (text: string) => {
        yamlText = text;
        return {};
      },
    },
  });
  const doc = yaml().parseDocument(yamlText, yamlOptions);
  if (doc.errors.length > 0) {
    // The first error is the one to fix; later ones are often its echoes.
    const [error] = doc.errors;
    const line = error.linePos?.[0].line ?? 1;
    problems.push({ file, line, field: '(front matter)', message: `invalid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}` });
    return null;
  }
  const prefix = source.slice(0, source.length - parsed.content.length);
  const bodyStart = prefix.split('\n').length;
  return {
    file,
    data: doc.toJS() ?? {},
    locate: lazyYamlLocator(yamlText),
    body: { text: parsed.content, firstLine: bodyStart },
  };
}
