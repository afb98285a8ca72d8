import { describe, expect, it } from 'vitest';
import { compileFullBody } from '../../src/content/mdx';
import { compileSimpleBody } from '../../src/content/mdx-simple';

describe('every heading of a body gets the id GitHub would give it', () => {
  it('makes the id from the words a reader sees, code and emphasis included, and numbers a repeated one', async () => {
    const result = await compileFullBody('## How it is *done*\n\nText.\n\n### The `pre-op` checks\n\n## Costs\n\n## Costs\n');
    expect(result).toMatchObject({ ok: true, headings: ['how-it-is-done', 'the-pre-op-checks', 'costs', 'costs-1'] });
    const html = result.ok ? result.html : '';
    expect(html).toContain('<h2 id="how-it-is-done">How it is <em>done</em></h2>');
    expect(html).toContain('<h3 id="the-pre-op-checks">The <code>pre-op</code> checks</h3>');
    expect(html).toContain('<h2 id="costs-1">Costs</h2>');
  });

  it('gives the same ids on the fast path for a plain body', async () => {
    const body = '## What it costs\n\nText.\n\n## What it costs\n';
    expect(compileSimpleBody(body)).toMatchObject({ ok: true, headings: ['what-it-costs', 'what-it-costs-1'] });
    expect(await compileFullBody(body)).toMatchObject({ headings: ['what-it-costs', 'what-it-costs-1'] });
  });
});
