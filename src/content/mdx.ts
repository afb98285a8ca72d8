import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { mayContainAutolinkLiteral, withoutAutolinkLiterals } from './mdx-autolinks';
import { mdxComponents } from './mdx-components';
import { onlyContent } from './mdx-safety';
import { compileSimpleBody } from './mdx-simple';

export interface BodyLink {
  href: string;
  /** Line inside the body, 1-based. */
  line: number;
}

export type CompiledBody = { ok: true; html: string; links: BodyLink[] } | { ok: false; line: number; message: string };

interface TreeNode {
  type: string;
  url?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { line: number } };
  children?: TreeNode[];
}

/** A remark step that records every link of the body, Markdown or JSX, with its line, on the file. */
function collectLinks() {
  return (tree: TreeNode, file: { data: Record<string, unknown> }) => {
    const links: BodyLink[] = [];
    const walk = (node: TreeNode) => {
      const line = node.position?.start.line ?? 1;
      if (node.type === 'link' && node.url) links.push({ href: node.url, line });
      for (const attribute of node.attributes ?? [])
        if ((attribute.name === 'href' || attribute.name === 'to') && typeof attribute.value === 'string')
          links.push({ href: attribute.value, line });
      node.children?.forEach(walk);
    };
    walk(tree);
    file.data.links = links;
  };
}

type Mdx = typeof import('@mdx-js/mdx');
type MdxProcessor = ReturnType<Mdx['createProcessor']>;
let compiler: Promise<{ run: Mdx['run']; full: MdxProcessor; withoutAutolinks: MdxProcessor }> | undefined;

// Loaded on first use: a worker whose bodies all take the fast path never pays for loading it.
// A processor is made once and reused: making one per body costs as much as a short body.
function loadCompiler() {
  compiler ??= Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]).then(([{ createProcessor, run }, { default: remarkGfm }]) => ({
    run,
    full: createProcessor({ format: 'mdx', outputFormat: 'function-body', remarkPlugins: [onlyContent, remarkGfm, collectLinks] }),
    withoutAutolinks: createProcessor({ format: 'mdx', outputFormat: 'function-body', remarkPlugins: [onlyContent, remarkGfm, withoutAutolinkLiterals, collectLinks] }),
  }));
  return compiler;
}

/** Compiles one MDX body and renders it to HTML, outside any bundler: plain bodies by the fast path, others in a few ms. */
export async function compileBody(body: string): Promise<CompiledBody> {
  return compileSimpleBody(body) ?? compileFullBody(body);
}

/** Compiles any MDX body with @mdx-js/mdx and renders it with React. */
export async function compileFullBody(body: string): Promise<CompiledBody> {
  try {
    const { run, full, withoutAutolinks } = await loadCompiler();
    const file = await (mayContainAutolinkLiteral(body) ? full : withoutAutolinks).process(body);
    const { default: Content } = (await run(String(file), runtime)) as { default: ComponentType<{ components: typeof mdxComponents }> };
    const html = renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
    return { ok: true, html, links: (file.data.links as BodyLink[] | undefined) ?? [] };
  } catch (error) {
    const failure = error as { line?: number; reason?: string; message?: string };
    const text = failure.reason ?? failure.message ?? String(error);
    // Some parser errors carry their place only in the text, as "(4:1-4:20)".
    const place = /\s*\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(text);
    return { ok: false, line: failure.line ?? (place ? Number(place[1]) : 1), message: place ? text.slice(0, place.index) : text };
  }
}
