import { describe, expect, it } from 'vitest';
import { formatFieldPath, formatProblem, sortProblems, type Problem } from '../../src/content/problems';

describe('a problem as CI prints it', () => {
  it('writes the field path with dots for fields and brackets for list items', () => {
    expect(formatFieldPath(['groups', 1, 'items', 0, 'href'])).toBe('groups[1].items[0].href');
    expect(formatFieldPath(['name'])).toBe('name');
    expect(formatFieldPath([2, 'id'])).toBe('[2].id');
    expect(formatFieldPath([])).toBe('(file)');
  });

  it('is one line: file, line, field and sentence', () => {
    expect(formatProblem({ file: 'content/site/claims.json', line: 10, field: 'claims[1].id', message: 'is used twice.' })).toBe(
      'content/site/claims.json:10 claims[1].id: is used twice.',
    );
  });
});

describe('problems are listed by file, then line, then field', () => {
  const problem = (file: string, line: number, field: string): Problem => ({ file, line, field, message: 'x' });

  it('orders them and leaves the list given as it was', () => {
    const given = [
      problem('content/site/pages.json', 1, 'pages'),
      problem('content/blog/b.mdx', 12, 'title'),
      problem('content/blog/b.mdx', 2, 'title'),
      problem('content/blog/b.mdx', 2, 'excerpt'),
      problem('content/blog/a.mdx', 30, '(body)'),
    ];
    const copy = [...given];
    expect(sortProblems(given).map((p) => `${p.file}:${p.line} ${p.field}`)).toEqual([
      'content/blog/a.mdx:30 (body)',
      'content/blog/b.mdx:2 excerpt',
      'content/blog/b.mdx:2 title',
      'content/blog/b.mdx:12 title',
      'content/site/pages.json:1 pages',
    ]);
    expect(given).toEqual(copy);
  });
});
