import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { typescript } from './typescript';
import { mdxComponentProps, mdxComponents } from '../../src/content/mdx-components';
import { cell } from './field-tables';

const registryFile = 'src/content/mdx-components.tsx';

/**
 * The components a body may use, with their props: names from the registry, what each is and
 * whether a prop may be left out from the component's own declaration and doc comment.
 */
export function mdxComponentTable(root: string): string {
  const ts = typescript();
  const source = ts.createSourceFile(registryFile, readFileSync(join(root, registryFile), 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const declarations = new Map(source.statements.filter(ts.isFunctionDeclaration).map((declaration) => [declaration.name?.text, declaration]));
  const rows = (Object.keys(mdxComponents) as Array<keyof typeof mdxComponents>).map((name) => {
    const declaration = declarations.get(name);
    const doc = declaration ? ts.getJSDocCommentsAndTags(declaration).map((comment) => ts.getTextOfJSDocComment(comment.comment) ?? '').join(' ') : '';
    const propsType = declaration?.parameters[0]?.type;
    const members = propsType && ts.isTypeLiteralNode(propsType) ? propsType.members.filter(ts.isPropertySignature) : [];
    const props = mdxComponentProps[name].map((prop) => {
      const member = members.find((candidate) => candidate.name.getText(source) === prop);
      return `\`${prop}\`${member?.questionToken ? ' (optional)' : ''}`;
    });
    const body = members.some((member) => member.name.getText(source) === 'children') ? 'yes' : 'no';
    return `| \`<${name}>\` | ${props.join(', ') || 'none'} | ${body} | ${cell(doc)} |`;
  });
  return ['| Component | Props (plain text in quotes) | Has a body | What it is |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
