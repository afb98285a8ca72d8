import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { withoutAutolinkLiterals } from '../../src/content/mdx-autolinks';

// A processor is made afresh in each test: the plugin changes the parser when a processor is first used.
const processor = (plugins: Array<typeof remarkGfm | typeof withoutAutolinkLiterals>) =>
  createProcessor({ format: 'mdx', outputFormat: 'function-body', remarkPlugins: plugins });
const code = async (plugins: Array<typeof remarkGfm | typeof withoutAutolinkLiterals>, body: string) => String(await processor(plugins).process(body));

describe('removing the autolink literals of GFM', () => {
  it('removes each kind: www, http and https addresses, and email addresses', async () => {
    for (const body of ['See www.example.com.', 'See http://example.com.', 'See https://example.com.', 'Write to care@example.com.']) {
      expect(await code([remarkGfm], body), body).toContain('href');
      expect(await code([remarkGfm, withoutAutolinkLiterals], body), body).not.toContain('href');
    }
  });

  it('keeps the rest of GFM: tables, strikethrough, footnotes and task lists', async () => {
    const body = '| a | b |\n| - | :-: |\n| 1 | 2 |\n\n~~gone~~ and a note[^1].\n\n[^1]: The note.\n\n- [x] done\n';
    expect(await code([remarkGfm, withoutAutolinkLiterals], body)).toBe(await code([remarkGfm], body));
  });

  it('changes nothing when GFM is not there', async () => {
    expect(await code([withoutAutolinkLiterals], 'Plain *text*.')).toBe(await code([], 'Plain *text*.'));
  });
});
