import { mdxComponentProps, mdxComponentRules, mdxComponents } from './mdx-components';
import { BodyRuleBroken, unknownTagMessage } from './mdx-errors';
import { didYouMean } from './suggest';

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { line: number } };
  children?: Node[];
}

const isComment = (code: string) => /^\/\*[\s\S]*\*\/$/.test(code.trim());

/**
 * A remark step that keeps a body data, not a program: Markdown, the registered components with
 * the props they take as plain text, and comments in braces. An import or export, any other
 * expression, any other tag (raw HTML such as <script> included), and a computed prop are
 * refused before anything is compiled or run.
 */
export function onlyContent() {
  return (tree: Node) => {
    const walk = (node: Node) => {
      const line = node.position?.start.line ?? 1;
      if (node.type === 'mdxjsEsm')
        throw new BodyRuleBroken(line, 'has an import or export: a body holds Markdown and the site\'s components, never code. Remove the line.');
      if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !isComment(node.value ?? ''))
        throw new BodyRuleBroken(
          line,
          `has the code {${(node.value ?? '').trim()}}, which a body may not run. Write the words themselves; a note for editors goes in {/* a comment */}.`,
        );
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? '';
        if (!Object.hasOwn(mdxComponents, name))
          throw new BodyRuleBroken(line, unknownTagMessage(name));
        const takes = mdxComponentProps[name as keyof typeof mdxComponents];
        for (const attribute of node.attributes ?? []) {
          if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' && attribute.value !== undefined)
            throw new BodyRuleBroken(line, `gives <${name}> a computed value${attribute.name ? ` for "${attribute.name}"` : ''}: write each prop as plain text in quotes.`);
          if (!takes.includes(attribute.name ?? ''))
            throw new BodyRuleBroken(line, `gives <${name}> the prop "${attribute.name}", which it does not take (it takes: ${takes.join(', ') || 'none'}).`);
        }
        const rules = mdxComponentRules[name as keyof typeof mdxComponents];
        const given = new Map((node.attributes ?? []).map((attribute) => [attribute.name ?? '', String(attribute.value ?? '')]));
        for (const prop of rules?.required ?? [])
          if (!given.get(prop)?.trim()) throw new BodyRuleBroken(line, `needs <${name}> to have ${prop}="…": it shows nothing useful without it.`);
        for (const [prop, allowed] of Object.entries(rules?.oneOf ?? {})) {
          const value = given.get(prop);
          if (value !== undefined && !allowed.includes(value))
            throw new BodyRuleBroken(line, `gives <${name}> the ${prop} "${value}", which is not one of: ${allowed.join(', ')}.${didYouMean(value, allowed)}`);
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
