import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBodyLink, type BodyTargets } from '../../src/content/body-links';

// A small site of its own: two pages, one with headings, and a public folder with one image.
const publicDir = mkdtempSync(join(tmpdir(), 'public-'));
mkdirSync(join(publicDir, 'illustrations'));
writeFileSync(join(publicDir, 'illustrations', 'ward.svg'), '<svg/>');
writeFileSync(join(publicDir, 'illustrations', 'wards.svg'), '<svg/>');
const targets: BodyTargets = {
  paths: new Set(['/blog/recovery', '/blog/empty', '/contact']),
  headingIds: new Map([
    ['/blog/recovery', ['first-week', 'going-home']],
    ['/blog/empty', []],
  ]),
  publicDir,
};
const link = (href: string) => checkBodyLink({ kind: 'link', href, line: 1 }, targets);
const image = (href: string, alt = 'A ward') => checkBodyLink({ kind: 'image', href, alt, line: 1 }, targets);

describe('a link to a #heading of a page', () => {
  it('is accepted when the page has the heading, also written with escapes', () => {
    expect(link('/blog/recovery#going-home')).toEqual([]);
    expect(link('/blog/recovery#first%2Dweek')).toEqual([]);
  });

  it('lists the headings when none is close to the one named, and says when there are none', () => {
    expect(link('/blog/recovery#costs')).toEqual(['links to "/blog/recovery#costs", but the page /blog/recovery has no heading or section with the id "costs". Its headings and sections are: #first-week, #going-home.']);
    expect(link('/blog/empty#costs')).toEqual(['links to "/blog/empty#costs", but the page /blog/empty has no heading or section with the id "costs". It has no headings or sections.']);
  });

  it('reports a malformed escape as written', () => {
    expect(link('/blog/recovery#%E0%A4')).toEqual(['links to "/blog/recovery#%E0%A4", but the page /blog/recovery has no heading or section with the id "%E0%A4". Its headings and sections are: #first-week, #going-home.']);
  });

  it('is left to the check of the built site on a page not made from a body', () => {
    expect(link('/contact#form')).toEqual([]);
  });
});

describe('an image in a body', () => {
  it('is a file of the public folder, with a description', () => {
    expect(image('/illustrations/ward.svg')).toEqual([]);
    expect(image('/illustrations/ward.svg', '  ')).toEqual([
      'shows the image "/illustrations/ward.svg" without a description: write what it shows between the brackets, like ![A hospital ward with two beds](/illustrations/ward.svg).',
    ]);
  });

  it('names the file meant when one in the same folder is close', () => {
    expect(image('/illustrations/wrd.svg')).toEqual(['shows the image "/illustrations/wrd.svg", but there is no file public/illustrations/wrd.svg. Did you mean "/illustrations/ward.svg"?']);
  });

  it('may not be the public folder itself, a folder, or a file outside it', () => {
    expect(image('/')).toEqual(['shows the image "/", but there is no file public/.']);
    expect(image('/illustrations')).toEqual(['shows the image "/illustrations", but there is no file public/illustrations.']);
    expect(image('/../secret.svg')).toEqual(['shows the image "/../secret.svg", but there is no file public/../secret.svg.']);
  });

  it('from elsewhere is an https: address with no spaces, never a protocol-relative one', () => {
    expect(image('https://images.example.org/ward.svg')).toEqual([]);
    const refused = (href: string) => `shows the image "${href}": an image must be a file of the site, like "/illustrations/hero.svg", or an https: address.`;
    expect(image('//images.example.org/ward.svg')).toEqual([refused('//images.example.org/ward.svg')]);
    expect(image('http://images.example.org/ward.svg')).toEqual([refused('http://images.example.org/ward.svg')]);
    expect(image('see https://images.example.org/ward.svg')).toEqual([refused('see https://images.example.org/ward.svg')]);
    expect(image('https://images.example.org/a ward.svg')).toEqual([refused('https://images.example.org/a ward.svg')]);
  });
});
