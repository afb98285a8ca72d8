import { BodyRuleBroken } from './mdx-errors';

/**
 * What a body points at: every link and image, with its line, wherever it is written: inline
 * ("[text](/x)", "![alt](/x.svg)"), by reference ("[text][ref]" and a line "[ref]: /x") or as a
 * component's prop (href, to, src). The pipeline checks each (body-links.ts).
 */
export type BodyLink =
  | { kind: 'link'; href: string; /** Line inside the body, 1-based. */ line: number }
  | { kind: 'image'; href: string; line: number; /** The image's description; empty when it has none. */ alt: string }
  | { kind: 'package'; /** The package a cost table shows. */ id: string; line: number };

interface TreeNode {
  type: string;
  name?: string | null;
  url?: string;
  alt?: string | null;
  value?: string;
  identifier?: string;
  label?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { line: number } };
  children?: TreeNode[];
}

const lineOf = (node: TreeNode) => node.position?.start.line ?? 1;

/**
 * A remark step that records every link and image of the body on the file (`file.data.links`).
 * "[text][ref]" with no "[ref]: address" line is refused: Markdown would show the brackets as
 * text, a dead link nobody notices.
 */
export function collectBodyLinks() {
  return (tree: TreeNode, file: { data: Record<string, unknown> }) => {
    const links: BodyLink[] = [];
    const definitions = new Map<string, TreeNode>();
    const usedAsImage = new Set<string>();
    const imageUses: TreeNode[] = [];
    const walk = (node: TreeNode) => {
      const line = lineOf(node);
      if (node.type === 'link' && node.url !== undefined) links.push({ kind: 'link', href: node.url, line });
      if (node.type === 'image' && node.url !== undefined) links.push({ kind: 'image', href: node.url, line, alt: node.alt ?? '' });
      if (node.type === 'definition') definitions.set(node.identifier ?? '', node);
      if (node.type === 'imageReference') {
        usedAsImage.add(node.identifier ?? '');
        imageUses.push(node);
      }
      if (node.type === 'text') {
        const unresolved = /\[[^\]\n]+\]\[([^\]\n]*)\]/.exec(node.value ?? '');
        if (unresolved)
          throw new BodyRuleBroken(
            line,
            `has the link ${unresolved[0]}, but no line "[${unresolved[1] || unresolved[0].slice(1, unresolved[0].indexOf(']'))}]: address" says where it goes: add one below the paragraph, or write the address in the link: [text](/address).`,
          );
      }
      for (const attribute of node.attributes ?? []) {
        if (typeof attribute.value !== 'string') continue;
        // A cost table shows a package's prices and links to its page, which must exist.
        if (node.name === 'CostTable' && attribute.name === 'package') links.push({ kind: 'package', id: attribute.value, line });
        if (attribute.name === 'href' || attribute.name === 'to') links.push({ kind: 'link', href: attribute.value, line });
        if (attribute.name === 'src') links.push({ kind: 'image', href: attribute.value, line, alt: alt(node) });
      }
      node.children?.forEach(walk);
    };
    walk(tree);
    for (const use of imageUses) {
      const definition = definitions.get(use.identifier ?? '');
      if (definition?.url !== undefined) links.push({ kind: 'image', href: definition.url, line: lineOf(use), alt: use.alt ?? '' });
    }
    // A definition any "[text][ref]" uses is a link; one only images use was checked as an image above.
    for (const [identifier, definition] of definitions)
      if (!usedAsImage.has(identifier) && definition.url !== undefined) links.push({ kind: 'link', href: definition.url, line: lineOf(definition) });
    links.sort((a, b) => a.line - b.line);
    file.data.links = links;
  };
}

/** The alt prop of a component that takes an image. */
function alt(node: TreeNode): string {
  const attribute = node.attributes?.find((candidate) => candidate.name === 'alt');
  return typeof attribute?.value === 'string' ? attribute.value : '';
}
