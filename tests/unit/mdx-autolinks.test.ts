import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { compileFullBody } from '../../src/content/mdx';
import { mayContainAutolinkLiteral, withoutAutolinkLiterals } from '../../src/content/mdx-autolinks';

const withAutolinks = createProcessor({ format: 'mdx', outputFormat: 'function-body', remarkPlugins: [remarkGfm] });
const without = createProcessor({ format: 'mdx', outputFormat: 'function-body', remarkPlugins: [remarkGfm, withoutAutolinkLiterals] });
const code = async (processor: typeof without, body: string) => String(await processor.process(body));

describe('bodies without autolink literals skip that part of GFM', () => {
  it('sees every way a body can hold one', () => {
    for (const body of ['www.example.com', 'HTTPS://x.org', 'http://x.org', 'a@b.co', 'a&#64;b.co', 'w\\ww.x.com'])
      expect(mayContainAutolinkLiteral(body)).toBe(true);
    expect(mayContainAutolinkLiteral('## Plain\n\nText with [a link](/packages) and **bold**.\n')).toBe(false);
  });

  it('really removes them (if remark-gfm renames its parts, this fails instead of silently slowing down)', async () => {
    expect(await code(withAutolinks, 'See www.example.com.')).toContain('href: "http://www.example.com"');
    expect(await code(without, 'See www.example.com.')).not.toContain('href');
  });

  it('compiles a body without any to the same code either way, tables, footnotes and strikethrough included', async () => {
    const body = '## Head\n\n| a | b |\n| - | :-: |\n| 1 | 2 |\n\n~~gone~~ and a note[^1].\n\n[^1]: The note.\n\n- [x] done\n';
    expect(await code(without, body)).toBe(await code(withAutolinks, body));
  });

  it('still links bare addresses in bodies that have them', async () => {
    const result = await compileFullBody('Write to care@example.com or see www.example.com.\n');
    expect(result.ok && result.html).toBe('<p>Write to <a href="mailto:care@example.com">care@example.com</a> or see <a href="http://www.example.com">www.example.com</a>.</p>');
  });
});
