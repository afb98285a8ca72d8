import GithubSlugger from 'github-slugger';

/**
 * Ids for the headings of one body, as GitHub gives them ("How it is done" → "how-it-is-done",
 * a second "Costs" → "costs-1"), so "#anchors" written by editors who know GitHub's work here.
 * Both compilers (mdx.ts and mdx-simple.ts) take the ids from here, so they cannot differ.
 */
export function headingIds(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(text);
}

interface TreeNode {
  type: string;
  value?: string;
  depth?: number;
  data?: { hProperties?: Record<string, unknown> };
  children?: TreeNode[];
}

/** The words of a heading as a reader sees them: its text, without the Markdown around it. */
function textOf(node: TreeNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** A remark step that gives every heading its id, and records the ids, in order, on the file. */
export function remarkHeadingIds() {
  return (tree: TreeNode, file: { data: Record<string, unknown> }) => {
    const idOf = headingIds();
    const ids: string[] = [];
    const walk = (node: TreeNode) => {
      if (node.type === 'heading') {
        const id = idOf(textOf(node));
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        ids.push(id);
      }
      node.children?.forEach(walk);
    };
    walk(tree);
    file.data.headings = ids;
  };
}
