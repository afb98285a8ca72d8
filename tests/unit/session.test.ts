import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/content/session';
import type { Problem } from '../../src/content/problems';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'content-session-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const article = (title: string) => `---\ntitle: ${title}\n---\n\nA tumor, said the ${title}.\n`;

describe('a content session', () => {
  it('gives back the same parse while a file\'s text is unchanged, and parses it again once it changes', async () => {
    const session = await createSession(null);
    const first = session.parse('content/blog/a.mdx', article('A'), 'mdx', []);
    expect(session.parse('content/blog/a.mdx', article('A'), 'mdx', [])).toBe(first);
    const changed = session.parse('content/blog/a.mdx', article('B'), 'mdx', []);
    expect(changed).not.toBe(first);
    expect(changed?.data).toEqual({ title: 'B' });
  });

  it('reports a file\'s parse problems each time it is asked', async () => {
    const session = await createSession(null);
    for (let run = 0; run < 2; run++) {
      const problems: Problem[] = [];
      expect(session.parse('content/site/x.json', '{ "a": }', 'json', problems)).toBeNull();
      expect(problems.map((problem) => problem.message)).toEqual(['invalid JSON: this line needs a value here (or has a comma too many before it).']);
    }
  });

  it('checks spelling again when the site changes its variety of English', async () => {
    const session = await createSession(null);
    const text = 'A tumour and a tumor.';
    expect(session.spelling('content/blog/a.mdx', text, 'British').map((problem) => problem.message)).toEqual([
      'uses the American spelling "tumor"; this site writes British English: "tumour".',
    ]);
    expect(session.spelling('content/blog/a.mdx', text, 'American').map((problem) => problem.message)).toEqual([
      'uses the British spelling "tumour"; this site writes American English: "tumor".',
    ]);
  });

  it('checks the spelling of each file as read from disk on its own', async () => {
    const session = await createSession(null);
    expect(session.spelling('content/blog/a.mdx', Buffer.from('A tumor.'), 'British')).toHaveLength(1);
    expect(session.spelling('content/blog/b.mdx', Buffer.from('A colour.'), 'British')).toEqual([]);
    expect(session.spelling('content/blog/c.mdx', Buffer.from('A color.'), 'British').map((problem) => `${problem.file} ${problem.message}`)).toEqual([
      'content/blog/c.mdx uses the American spelling "color"; this site writes British English: "colour".',
    ]);
  });

  it('forgets a file that is gone once it has saved its work', async () => {
    const session = await createSession(null);
    const first = session.parse('content/blog/a.mdx', article('A'), 'mdx', []);
    await session.persist(new Map(), new Set());
    expect(session.parse('content/blog/a.mdx', article('A'), 'mdx', [])).not.toBe(first);
  });

  it('saves its parses to its folder, for the files still there, and a later session starts from them', async () => {
    const session = await createSession(folder);
    session.parse('content/blog/kept.mdx', article('Kept'), 'mdx', []);
    session.parse('content/blog/gone.mdx', article('Gone'), 'mdx', []);
    session.spelling('content/blog/kept.mdx', article('Kept'), 'British');
    const [{ key }] = await session.bodies.compile([{ text: 'The body.\n' }]);
    await session.persist(new Map([['content/blog/kept.mdx', article('Kept')]]), new Set([key]));
    expect((await readdir(folder)).sort()).toEqual(['bodies.json', 'parsed.json']);

    const later = await createSession(folder);
    // A parse from the saved work carries its body's key; a fresh parse has none.
    expect(later.parse('content/blog/kept.mdx', article('Kept'), 'mdx', [])?.body?.key).toMatch(/^[0-9a-f]{64}$/);
    expect(later.parse('content/blog/gone.mdx', article('Gone'), 'mdx', [])?.body?.key).toBeUndefined();
  });
});
