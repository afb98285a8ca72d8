import { getNodeValue, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { jsonDuplicateKeys, yamlDuplicateKeys } from './duplicate-keys';
import { parseSimpleFrontMatter } from './front-matter-simple';
import { grayMatter, yaml } from './lazy-parsers';
import { jsonLocator, lineAt, yamlLocator, type Locator } from './locate';
import { formatFieldPath, type Problem } from './problems';
import { cutOffValue, explainYamlError } from './yaml-messages';
import { curlyQuoteInJson, curlyQuoteInYaml, curlyQuoteMessage } from './curly-quotes';

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
    // Curly quotes pasted from a word processor break JSON wherever they stand in for its quotes: say so, not what the parser tripped on.
    const quote = curlyQuoteInJson(source);
    if (quote) {
      problems.push({ file, line: quote.line, field: '(syntax)', message: `invalid JSON: ${curlyQuoteMessage(quote, 'json')}` });
      return null;
    }
    // The first error is the one to fix; the parser's later ones are mostly its echoes.
    const [error] = errors;
    const code = printParseErrorCode(error.error);
    problems.push({ file, line: lineAt(source, error.offset), field: '(syntax)', message: `invalid JSON: this line ${JSON_ERRORS[code] ?? code}` });
    return null;
  }
  const repeated = jsonDuplicateKeys(file, source, root);
  if (repeated.length > 0) {
    problems.push(...repeated);
    return null;
  }
  return { file, data: root ? getNodeValue(root) : undefined, locate: jsonLocator(source, root) };
}

/** The text between the opening "---" line and the next "---" line (or the file's end). */
function frontMatterText(source: string): string {
  const rest = source.slice(source.indexOf('\n') + 1);
  const end = rest.search(/^---\s*$/m);
  return end === -1 ? rest : rest.slice(0, end);
}

// Repeated keys are found by duplicate-keys.ts, which names the field and both lines.
const yamlOptions = { prettyErrors: true, uniqueKeys: false } as const;

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

/**
 * `fast` false always takes the full way (the tests compare both). The YAML text is the file
 * from just after the opening "---", so its line numbers are the file's own.
 */
export function parseMdxFrontMatter(file: string, source: string, problems: Problem[], fast: boolean): ParsedFile | null {
  const problem = (line: number, message: string, field = '(front matter)') => {
    problems.push({ file, line, field, message });
    return null;
  };
  if (!/^---\r?\n/.test(source)) return problem(1, 'should start with front matter: a line "---", the fields, and another "---".');
  const simple = fast ? parseSimpleFrontMatter(source) : null;
  // Curly quotes where the syntax needs straight ones: YAML reads them as text, or trips on a colon after them.
  const quote = simple ? curlyQuoteInYaml(simple.yamlText, 1) : curlyQuoteInYaml(frontMatterText(source), 2);
  if (quote) return problem(quote.line, curlyQuoteMessage(quote, 'yaml'));
  if (simple) return { file, data: simple.data, locate: lazyYamlLocator(simple.yamlText), body: { text: simple.body, firstLine: simple.firstLine } };
  // gray-matter would read the whole file as front matter, and report the body's first line as bad YAML.
  if (!/\n---/.test(source.slice(3)))
    return problem(1, 'starts with a "---" line but has no closing "---" line: add one after the last field, before the body.');
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
    const { line, message } = explainYamlError(doc.errors[0], yamlText);
    return problem(line, message);
  }
  const repeated = yamlDuplicateKeys(file, yamlText, doc, 1);
  if (repeated.length > 0) {
    problems.push(...repeated);
    return null;
  }
  const cut = cutOffValue(doc, yamlText);
  if (cut) return problem(cut.line, cut.message, formatFieldPath(cut.path));
  let data: unknown;
  try {
    data = doc.toJS() ?? {};
  } catch (error) {
    // An alias ("*name") with no anchor ("&name") before it parses, and fails only here.
    const alias = /: (.+)$/.exec((error as Error).message)?.[1] ?? '';
    const line = yamlText.split('\n').findIndex((text) => text.includes(`*${alias}`)) + 1;
    return problem(
      Math.max(line, 1),
      `this line has "*${alias}", which YAML reads as a reference to a value marked "&${alias}", but there is none. If it is text, put the whole value in quotes.`,
    );
  }
  const prefix = source.slice(0, source.length - parsed.content.length);
  const bodyStart = prefix.split('\n').length;
  return {
    file,
    data,
    locate: lazyYamlLocator(yamlText),
    body: { text: parsed.content, firstLine: bodyStart },
  };
}
