import { describe, expect, it } from 'vitest';
import { parseJson } from '../../src/content/parse';
import type { Problem } from '../../src/content/problems';

/** The one problem parseJson reports for `source`, as "line: message". */
function problemOf(source: string): string[] {
  const problems: Problem[] = [];
  expect(parseJson('content/site/x.json', source, problems)).toBeNull();
  return problems.map((problem) => `${problem.line} ${problem.field}: ${problem.message}`);
}

describe('a JSON file that cannot be read says what to do, at its line', () => {
  it('names each slip in words', () => {
    const cases: Array<[string, string]> = [
      ['{\n  "a": @\n}', '2 (syntax): invalid JSON: this line has a character that JSON does not allow here.'],
      ['{\n  "a": 1,\n}', '3 (syntax): invalid JSON: this line needs a field name in double quotes here (or has a comma too many before it).'],
      ['[\n  1,\n]', '3 (syntax): invalid JSON: this line needs a value here (or has a comma too many before it).'],
      ['{\n  "a" 1\n}', '2 (syntax): invalid JSON: this line needs a colon between the field name and its value.'],
      ['{\n  "a": 1\n  "b": 2\n}', '3 (syntax): invalid JSON: this line needs a comma between two fields or list items.'],
      ['{\n  "a": 1\n', '3 (syntax): invalid JSON: this line needs a closing } here.'],
      ['[\n  1\n', '3 (syntax): invalid JSON: this line needs a closing ] here.'],
      ['{ "a": 1 }\n}', '2 (syntax): invalid JSON: this line has text after the end of the JSON.'],
      ['{\n  "a": "x\n}', '2 (syntax): invalid JSON: this line has text in quotes that is never closed.'],
      ['{\n  // a note\n  "a": 1\n}', '2 (syntax): invalid JSON: this line has a comment; JSON does not allow comments.'],
    ];
    for (const [source, problem] of cases) expect(problemOf(source), source).toEqual([problem]);
  });

  it('reports the first slip only', () => {
    expect(problemOf('{\n  "a": 1,\n  "b" 2,\n}')).toEqual(['3 (syntax): invalid JSON: this line needs a colon between the field name and its value.']);
  });

  it('reads a valid file, and finds the line of a field in it', () => {
    const problems: Problem[] = [];
    const parsed = parseJson('content/site/x.json', '{\n  "a": 1,\n  "b": [true]\n}', problems);
    expect(problems).toEqual([]);
    expect(parsed?.data).toEqual({ a: 1, b: [true] });
    expect(parsed?.locate(['b', 0])).toBe(3);
  });
});
