import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { collectBodyLinks, type BodyLink } from './body-references';
import { remarkHeadingIds } from './heading-ids';
import { mayContainAutolinkLiteral, withoutAutolinkLiterals } from './mdx-autolinks';
import { renderComponents } from './mdx-components';
import { BodyRuleBroken, explainMdxError } from './mdx-errors';
import { onlyContent } from './mdx-safety';
import { compileSimpleBody } from './mdx-simple';

export type { BodyLink } from './body-references';

/** A compiled body: its HTML, what it links to, and its headings' ids in order; or why it does not compile. */
export type CompiledBody = { ok: true; html: string; links: BodyLink[]; headings: string[] } | { ok: false; line: number; message: string };

type Mdx = typeof import('@mdx-js/mdx');
type MdxProcessor = ReturnType<Mdx['createProcessor']>;
let compiler: Promise<{ run: Mdx['run']; full: MdxProcessor; withoutAutolinks: MdxProcessor }> | undefined;

// Loaded on first use: a worker whose bodies all take the fast path never pays for loading it.
// A processor is made once and reused: making one per body costs as much as a short body.
function loadCompiler() {
  compiler ??= Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]).then(([{ createProcessor, run }, { default: remarkGfm }]) => ({
    run,
    full: createProcessor({ format: 'mdx', outputFormat: 'function-body', remarkPlugins: [onlyContent, remarkGfm, collectBodyLinks, remarkHeadingIds] }),
    withoutAutolinks: createProcessor({ format: 'mdx', outputFormat: 'function-body', remarkPlugins: [onlyContent, remarkGfm, withoutAutolinkLiterals, collectBodyLinks, remarkHeadingIds] }),
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
    const { default: Content } = (await run(String(file), runtime)) as { default: ComponentType<{ components: typeof renderComponents }> };
    const html = renderToStaticMarkup(createElement(Content, { components: renderComponents }));
    return { ok: true, html, links: (file.data.links as BodyLink[] | undefined) ?? [], headings: (file.data.headings as string[] | undefined) ?? [] };
  } catch (error) {
    if (error instanceof BodyRuleBroken) return { ok: false, line: error.line, message: error.message };
    const failure = error as { line?: number; reason?: string; message?: string };
    const text = failure.reason ?? failure.message ?? String(error);
    // Some parser errors carry their place only in the text, as "(4:1-4:20)".
    const place = /\s*\((\d+):\d+(?:-\d+:\d+)?\)/.exec(text);
    return { ok: false, ...explainMdxError(body, failure.line ?? (place ? Number(place[1]) : 1), place ? text.slice(0, place.index) + text.slice(place.index + place[0].length) : text) };
  }
}
