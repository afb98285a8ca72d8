/**
 * GFM autolink literals (bare "www.x.com", "https://x.com", "a@b.com" turned into links) are
 * the most expensive part of parsing MDX: the parser tries an email address at every letter.
 * A body that cannot contain one parses to the same tree without them, in about half the time.
 */

const autolinkConstructs = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);

/**
 * Whether the body might hold an autolink literal. Every kind needs "www", "http" or "@";
 * "&" (a character reference) and "\" (an escape) can hide those letters in the source,
 * so they count too. False means: certainly none.
 */
export function mayContainAutolinkLiteral(body: string): boolean {
  return /www|http|@|&|\\/i.test(body);
}

interface Construct {
  name?: string;
}
interface MicromarkExtension {
  text?: Record<string, Construct | Construct[]>;
  [key: string]: unknown;
}
interface FromMarkdownExtension {
  transforms?: Array<{ name: string }>;
  [key: string]: unknown;
}

/**
 * A remark plugin, used after remark-gfm, that removes the autolink literal syntax again.
 * Use it only for bodies where `mayContainAutolinkLiteral` is false. If a later remark-gfm
 * names its parts differently nothing is removed, which is slower but still correct.
 */
export function withoutAutolinkLiterals(this: { data(): unknown }) {
  const data = this.data() as { micromarkExtensions?: MicromarkExtension[]; fromMarkdownExtensions?: Array<FromMarkdownExtension | FromMarkdownExtension[]> };
  data.micromarkExtensions = data.micromarkExtensions?.map((extension) => {
    if (!extension.text) return extension;
    const text: Record<string, Construct[]> = {};
    for (const [code, constructs] of Object.entries(extension.text)) {
      const kept = (Array.isArray(constructs) ? constructs : [constructs]).filter((construct) => !autolinkConstructs.has(construct.name ?? ''));
      if (kept.length > 0) text[code] = kept;
    }
    return { ...extension, text };
  });
  const withoutTransform = (extension: FromMarkdownExtension): FromMarkdownExtension =>
    extension.transforms ? { ...extension, transforms: extension.transforms.filter((transform) => transform.name !== 'transformGfmAutolinkLiterals') } : extension;
  data.fromMarkdownExtensions = data.fromMarkdownExtensions?.map((extension) =>
    Array.isArray(extension) ? extension.map(withoutTransform) : withoutTransform(extension),
  );
}
