import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { problemsWith } from './content-helpers';

const contentText = (file: string) => readFileSync(fileURLToPath(new URL(`../../content/${file}`, import.meta.url)), 'utf8');
/** The line (from 1) of the first row of `text` that starts, after its indent, with `start`. */
const lineOf = (text: string, start: string) => text.split('\n').findIndex((row) => row.trimStart().startsWith(start)) + 1;

const needsBasis = 'rating: needs "ratingBasis" beside it: what the figure counts, over whom and when, its source and the day it was last checked.';

describe('a hospital or surgeon rating without its basis fails the content check with its file, line and field', () => {
  it('in a hospital file, whose rating is in its front matter', async () => {
    const real = contentText('hospitals/apollo-delhi.mdx');
    // The basis is a block: its own line and the indented lines under it.
    const broken = real.replace(/^ratingBasis:\n(?: {2}.*\n)+/m, '');
    expect(broken).not.toContain('ratingBasis');
    const file = 'content/hospitals/test-hospital.mdx';
    expect(await problemsWith({ [file]: broken })).toEqual([`${file}:${lineOf(broken, 'rating:')} ${needsBasis}`]);
  });

  it('in a surgeon file', async () => {
    const real = JSON.parse(contentText('people/rajesh-kumar.json')) as Record<string, unknown>;
    delete real.ratingBasis;
    real.registration = { number: 'test-0001', issuedBy: 'National Medical Commission' };
    const text = JSON.stringify(real, null, 2);
    const file = 'content/people/test-surgeon.json';
    expect(await problemsWith({ [file]: text })).toEqual([`${file}:${lineOf(text, '"rating"')} ${needsBasis}`]);
  });

  it('and one whose basis has no date it was checked is refused at the basis', async () => {
    const real = contentText('hospitals/apollo-delhi.mdx');
    const broken = real.replace(/^( {2})checked: .*\n/m, '');
    const file = 'content/hospitals/test-hospital.mdx';
    expect(await problemsWith({ [file]: broken })).toEqual([expect.stringMatching(new RegExp(`^${file}:${lineOf(broken, 'ratingBasis:')} ratingBasis\\.checked: `))]);
  });
});
