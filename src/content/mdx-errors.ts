import { mdxComponents } from './mdx-components';
import { didYouMean } from './suggest';

/**
 * Why a body does not compile, as a sentence that says what to do, at the line to fix: in
 * place of the MDX parser's own words ("Unexpected character `5` (U+0035) before name").
 */

/** A body rule broken at a line (mdx-safety.ts, body-references.ts): reported like a syntax error, in its own words. */
export class BodyRuleBroken extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const componentNames = Object.keys(mdxComponents);

/** The sentence for a tag that is not one of the site's components. */
export function unknownTagMessage(name: string): string {
  return `uses <${name}>, which is not one of the site's components (${componentNames.join(', ')}); HTML tags are not allowed in a body.${didYouMean(name, componentNames)}`;
}

const lessThan = 'has a "<" that MDX reads as the start of a tag. To write the sign, use &lt; or the words "less than".';
const braceAdvice = 'To write a brace, put a backslash before it (\\{); a note for editors goes in {/* a comment */}.';

/** The 1-based line of the first "{" that is never closed, or null. */
function unclosedBraceLine(body: string): number | null {
  const open: number[] = [];
  let line = 1;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (char === '\n') line++;
    else if (char === '\\') i++;
    else if (char === '{') open.push(line);
    else if (char === '}') open.pop();
  }
  return open[0] ?? null;
}

/** The line (at or before `from`) of the last "<Name" whose tag never ends, and the name. */
function openTagBefore(lines: readonly string[], from: number): { line: number; name: string } | null {
  for (let line = Math.min(from, lines.length); line >= 1; line--) {
    const tags = [...lines[line - 1].matchAll(/<([A-Za-z][\w.]*)/g)];
    if (tags.length > 0) return { line, name: tags[tags.length - 1][1] };
  }
  return null;
}

/** The sentence, and the line, for an error the MDX parser threw at `line` of `body`. */
export function explainMdxError(body: string, line: number, parserMessage: string): { line: number; message: string } {
  const lines = body.split('\n');
  const say = (message: string, at = line) => ({ line: at, message });
  let match: RegExpExecArray | null;
  if (parserMessage.startsWith('Unexpected end of file in expression')) return say(`has a "{" that is never closed: MDX reads braces as code. ${braceAdvice}`, unclosedBraceLine(body) ?? line);
  if (parserMessage.startsWith('Could not parse expression')) return say(`has text in braces, which MDX reads as code. ${braceAdvice}`);
  if (parserMessage.startsWith('Unexpected character `!`')) return say('has an HTML comment "<!-- -->", which MDX does not allow: write a note for editors as {/* note */}.');
  if (parserMessage.startsWith('Unexpected character `@`'))
    return say('has an email address in "< >", which MDX reads as a tag: write it as a link, like [care@example.org](mailto:care@example.org).');
  if (parserMessage.startsWith('Unexpected character `/` (U+002F) before local name'))
    return say('has an address in "< >", which MDX reads as a tag: write it as a link, like [the WHO](https://www.who.int/).');
  if (/^Unexpected character .* before name/.test(parserMessage)) return say(lessThan);
  if ((match = /^Expected a closing tag for `<([^>]*)>`/.exec(parserMessage))) {
    const name = match[1];
    if (!Object.hasOwn(mdxComponents, name)) return say(unknownTagMessage(name));
    if (/before the end of `paragraph`/.test(parserMessage))
      return say(`opens <${name}> inside a paragraph: put <${name}> and </${name}> each on a line of its own, with a blank line before and after the text between them.`);
    return say(`opens <${name}> but never closes it: add </${name}> on a line of its own after the text it holds.`);
  }
  if ((match = /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>`/.exec(parserMessage)))
    return say(`closes </${match[1]}>, but the tag open here is <${match[2]}>: close it with </${match[2]}>.`);
  if (parserMessage.startsWith('Unexpected closing slash')) {
    const name = /<\/([A-Za-z][\w.]*)/.exec(lines[line - 1])?.[1];
    // "</>" or "</ ": a sign, not a tag.
    if (name === undefined) return say(lessThan);
    return say(`has </${name}> with no <${name}> before it: remove it, or open the tag where its text starts.`);
  }
  if (parserMessage.startsWith('Unexpected end of file in attribute value')) {
    const tag = openTagBefore(lines, line);
    return say(`gives <${tag?.name ?? '…'}> a prop whose quotes are never closed: end the value with ", like title="Text".`, tag?.line ?? line);
  }
  if (/attribute|end of file/.test(parserMessage)) {
    const tag = openTagBefore(lines, line);
    if (tag && !Object.hasOwn(mdxComponents, tag.name)) return say(lessThan.replace('tag.', `tag (here "<${tag.name}").`), tag.line);
    if (tag) return say(`has a <${tag.name}> tag MDX cannot read: write it on a line of its own, each prop as name="text", ending with ">".`, tag.line);
    // No tag name before it: a "<" or "</" followed by a space or nothing.
    return say(lessThan);
  }
  return say(parserMessage);
}
