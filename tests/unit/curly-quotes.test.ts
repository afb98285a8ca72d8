import { describe, expect, it } from 'vitest';
import { parseJson, parseMdxFrontMatter } from '../../src/content/parse';
import { formatProblem, type Problem } from '../../src/content/problems';

const json = (text: string) => {
  const problems: Problem[] = [];
  parseJson('content/people/x.json', text, problems);
  return problems.map(formatProblem);
};
/** The problems of an .mdx file, by the fast way and the full way: they must agree. */
const mdx = (text: string) => {
  const [fast, full] = [true, false].map((way) => {
    const problems: Problem[] = [];
    parseMdxFrontMatter('content/faqs/x.mdx', text, problems, way);
    return problems.map(formatProblem);
  });
  expect(fast).toEqual(full);
  return fast;
};
const faq = (question: string) => `---\nquestion: ${question}\ntopic: general\norder: 1\n---\n\nThe answer, with “quotes” in it.\n`;

describe('curly quotes pasted from a word processor', () => {
  it('are named, with their line and column, around a JSON field name or text', () => {
    expect(json('{\n  “name”: "Dr. X",\n  "title": "Y"\n}\n')).toEqual([
      'content/people/x.json:2 (syntax): invalid JSON: curly quotes: column 3 has “, a curly quote as word processors type them; JSON needs straight double quotes (") around field names and text. Type " in its place (and in its pair).',
    ]);
    expect(json('{\n  "name": "Dr. X",\n  "title": ‘Consultant’\n}\n')[0]).toMatch(/^content\/people\/x\.json:3 \(syntax\): invalid JSON: curly quotes: column 12 has ‘/);
  });

  it('are named around a front matter value or field name, where YAML would speak of a colon', () => {
    expect(mdx(faq('“How: now?”'))).toEqual([
      'content/faqs/x.mdx:2 (front matter): curly quotes: column 11 has “, a curly quote as word processors type them, where front matter needs a straight quote. Type " in its place (and in its pair), or leave the quotes out.',
    ]);
    expect(mdx('---\ntopic: general\n“question”: How?\norder: 1\n---\n\nText.\n')[0]).toMatch(/^content\/faqs\/x\.mdx:3 \(front matter\): curly quotes: column 1 has “/);
    expect(mdx('---\ntopic: general\nsources:\n  - title: ‘A guide’\n---\n\nText.\n')[0]).toMatch(/^content\/faqs\/x\.mdx:4 \(front matter\): curly quotes: column 12 has ‘/);
  });

  it('are left alone inside text, where they are typography', () => {
    expect(mdx(faq('How is “keyhole” surgery done?'))).toEqual([]);
    expect(json('{\n  "name": "Dr. “Raj” X"\n}\n')).toEqual([]);
  });
});
