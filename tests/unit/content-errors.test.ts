import { describe, expect, it } from 'vitest';
import { fixturePath, packageFixture, problemsWith, withPackage } from './content-helpers';
import siteNavigation from '../../content/site/navigation.json' with { type: 'json' };

/** The navigation file's words a fixture needs besides its links. */
// Taken from the site's own file, so a field the schema gains later is there too.
const { groups: _groups, action: _action, breadcrumb: _breadcrumb, ...navigationWords } = siteNavigation;

describe('content errors name the file, the line and the field', () => {
  it('accepts the real content and the fixture as they are', async () => {
    expect(await withPackage(packageFixture)).toEqual([]);
  });

  it('reports a wrong type', async () => {
    expect(await withPackage(packageFixture.replace('from: 7500', 'from: "7,500"'))).toEqual([
      'content/packages/test-surgery.mdx:5 priceRange.from: should be a number, but it is the text "7,500".',
    ]);
  });

  it('reports a missing required field', async () => {
    expect(await withPackage(packageFixture.replace('shortName: Test Surgery\n', ''))).toEqual([
      'content/packages/test-surgery.mdx:2 shortName: is required, but it is missing.',
    ]);
  });

  it('reports an unknown field and suggests the one meant', async () => {
    expect(await withPackage(packageFixture.replace('price: 8500', 'prise: 8500'))).toEqual([
      'content/packages/test-surgery.mdx:6 prise: is not a field of a package. Did you mean "price"?',
      'content/packages/test-surgery.mdx:20 costBreakdown: needs a headline price to add up to: set "price".',
    ]);
  });

  it('reports an unknown field deep inside a list', async () => {
    expect(await withPackage(packageFixture.replace('  - category: Care\n', '  - category: Care\n    note: extra\n'))).toEqual([
      'content/packages/test-surgery.mdx:16 included[0].note: is not a field of a package.',
    ]);
  });

  it('reports a duplicate id in a list', async () => {
    const traced = { kind: 'count', population: 'P', period: '2025', source: { name: 'S' }, checked: '2026-11-01' };
    const claims = JSON.stringify(
      { claims: [{ id: 'a', figure: '1', label: 'A', meaning: 'A.', ...traced }, { id: 'a', figure: '2', label: 'B', meaning: 'B.', ...traced }] },
      null,
      2,
    );
    const problems = await problemsWith({ 'content/site/claims.json': claims });
    expect(problems).toContain('content/site/claims.json:17 claims[1].id: "a" is used twice in this list: the first item has it already.');
  });

  it('reports a file name that is not a valid id', async () => {
    expect(await problemsWith({ 'content/packages/Test_Surgery.mdx': packageFixture })).toEqual([
      'content/packages/Test_Surgery.mdx:1 (file name): the file name gives the id "Test_Surgery", which should be lowercase words joined by hyphens, like "apollo-delhi".',
    ]);
  });

  it('reports a reference to an entry that has no file', async () => {
    expect(await withPackage(packageFixture.replace('hospital: apollo-delhi', 'hospital: apollo-dehli'))).toEqual([
      'content/packages/test-surgery.mdx:10 hospital: names the hospital "apollo-dehli", but there is no file for it in content/hospitals/. Did you mean "apollo-delhi"?',
    ]);
  });

  it('reports an internal link in front matter data to a page that does not exist', async () => {
    const navigation = JSON.stringify(
      { groups: [{ id: 'g', label: 'G', items: [{ label: 'Old', href: '/packages/fistula-repair', description: 'Old address.' }] }], action: { label: 'Connect', href: '/coordinator-connect' }, breadcrumb: { label: 'Breadcrumb', home: 'Home' }, ...navigationWords },
      null,
      2,
    );
    expect(await problemsWith({ 'content/site/navigation.json': navigation })).toEqual([
      'content/site/navigation.json:9 groups[0].items[0].href: links to "/packages/fistula-repair", but the site has no page at "/packages/fistula-repair". Did you mean "/packages/fistula-surgery"?',
    ]);
  });

  it('takes a link to a blog category page as a link to a page: those pages come from the articles', async () => {
    const linking = (href: string) => withPackage(packageFixture.replace('(/medical-disclaimer)', `(${href})`));
    expect(await linking('/blog/category/recovery')).toEqual([]);
    expect(await linking('/blog/category/patient-stories')).toEqual([]);
    const problems = await linking('/blog/category/diet');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/packages\/test-surgery\.mdx:31 \(body\): links to "\/blog\/category\/diet", but the site has no page at/);
  });

  it('reports an internal link in an MDX body to a page that does not exist', async () => {
    expect(await withPackage(packageFixture.replace('(/medical-disclaimer)', '(/medical-disclaimers)'))).toEqual([
      'content/packages/test-surgery.mdx:31 (body): links to "/medical-disclaimers", but the site has no page at "/medical-disclaimers". Did you mean "/medical-disclaimer"?',
    ]);
  });

  it('reports invalid YAML with its line', async () => {
    expect(await withPackage(packageFixture.replace('shortName: Test Surgery', 'shortName: Test: Surgery'))).toEqual([
      'content/packages/test-surgery.mdx:3 (front matter): the shortName has ": " in it, which YAML reads as the start of another field. Put the shortName in quotes: shortName: "Test: Surgery".',
    ]);
  });

  it('reports invalid JSON with its line', async () => {
    const broken = '{\n  "name": "Dr. A"\n  "credentials": "MS",\n  "role": "Surgeon",\n  "registration": "1"\n}\n';
    expect(await problemsWith({ 'content/people/dr-a.json': broken })).toEqual([
      'content/people/dr-a.json:3 (syntax): invalid JSON: this line needs a comma between two fields or list items.',
    ]);
  });

  it('reports a broken file once, without echoes in the files that refer to it', async () => {
    expect(await problemsWith({ 'content/site/claims.json': '{ "claims": [ }' })).toEqual([
      'content/site/claims.json:1 (syntax): invalid JSON: this line needs a value here (or has a comma too many before it).',
    ]);
  });

  it('reports invalid MDX with its line in the file', async () => {
    expect(await withPackage(packageFixture.replace('## About', '## About\n\n<Callout title="x">\nNever closed'))).toEqual([
      'content/packages/test-surgery.mdx:31 (body): invalid MDX: opens <Callout> but never closes it: add </Callout> on a line of its own after the text it holds.',
    ]);
  });

  it('checks the figures of a package even when another field has a problem', async () => {
    expect(await withPackage(packageFixture.replace('name: Test Surgery Package', 'name: 5').replace('cost: 2500', 'cost: 2400'))).toEqual([
      'content/packages/test-surgery.mdx:2 name: should be text, but it is the number 5.',
      'content/packages/test-surgery.mdx:20 costBreakdown: adds up to $8,400, but the price is $8,500: the lines must add up to the price.',
    ]);
  });

  it('reports every problem of every file in one run', async () => {
    const problems = await problemsWith({
      [fixturePath]: packageFixture.replace('price: 8500', 'price: 10000').replace('surgeon: rajesh-kumar', 'surgeon: nobody'),
      'content/site/contact.json': '{ "email": 5 }',
    });
    expect(problems.length).toBeGreaterThanOrEqual(8);
    expect(problems.some((line) => line.startsWith('content/site/contact.json:1 email:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('content/packages/test-surgery.mdx:11 surgeon:'))).toBe(true);
  });

  it('reports a file that belongs to no kind of content, and a file of the wrong format', async () => {
    expect(await problemsWith({ 'content/pakages/x.mdx': packageFixture, 'content/packages/x.json': '{}' })).toEqual([
      'content/packages/x.json:1 (file): should be a .mdx file: every package is written as MDX.',
      expect.stringMatching(/^content\/pakages\/x\.mdx:1 \(file\): is not part of any kind of content; files belong in one of: /),
    ]);
  });

  it('reports a page the route table needs when its file is missing', async () => {
    expect(await problemsWith({ 'content/legal/terms.mdx': null })).toEqual([
      'content/legal/terms.mdx:1 (file): the page /terms shows this file, but it does not exist.',
    ]);
  });
});

describe('the content check holds the site to one variety of English', () => {
  it('names each word spelt the other way, at its line, with the spelling to use', async () => {
    const text = packageFixture.replace('Read the [disclaimer]', 'Hemorrhoid and anesthesia care. Read the [disclaimer]');
    expect(await withPackage(text)).toEqual([
      'content/packages/test-surgery.mdx:31 (spelling): uses the American spelling "Hemorrhoid"; this site writes British English: "Haemorrhoid".',
      'content/packages/test-surgery.mdx:31 (spelling): uses the American spelling "anesthesia"; this site writes British English: "anaesthesia".',
    ]);
  });

  it('leaves addresses and ids alone, though they spell a word the other way', async () => {
    expect(await withPackage(packageFixture.replace('Read the [disclaimer](/medical-disclaimer)', 'See the [package](/packages/hemorrhoid-surgery)'))).toEqual([]);
  });
});

describe('a body is content, never code', () => {
  const body = (text: string) => withPackage(packageFixture.replace('Read the [disclaimer](/medical-disclaimer).', text));
  const at = 'content/packages/test-surgery.mdx:31 (body): invalid MDX:';

  it('refuses an expression, which would run at build time', async () => {
    expect(await body('Fees {process.exit(0)} apply.')).toEqual([
      `${at} has the code {process.exit(0)}, which a body may not run. Write the words themselves; a note for editors goes in {/* a comment */}.`,
    ]);
  });

  it('refuses an import or export', async () => {
    expect(await body('export const price = 1')).toEqual([`${at} has an import or export: a body holds Markdown and the site's components, never code. Remove the line.`]);
  });

  it('refuses raw HTML such as a script tag', async () => {
    expect(await body('<script>alert(1)</script>')).toEqual([
      `${at} uses <script>, which is not one of the site's components (Callout, KeyFacts, Figure, CostTable, CompanionRoom); HTML tags are not allowed in a body.`,
    ]);
  });

  it('refuses an event handler or a computed prop on a registered component', async () => {
    expect(await body('<Callout onClick="steal()">\n\nHello\n\n</Callout>')).toEqual([
      `${at} gives <Callout> the prop "onClick", which it does not take (it takes: title).`,
    ]);
    expect(await body('<Callout title={process.env.HOME}>\n\nHello\n\n</Callout>')).toEqual([
      `${at} gives <Callout> a computed value for "title": write each prop as plain text in quotes.`,
    ]);
  });

  it('accepts Markdown, a registered component with its props, and a comment for editors', async () => {
    expect(await body('{/* checked by the surgeon */}\n\n<Callout title="Before you fly">\n\nBring your **scans**.\n\n</Callout>')).toEqual([]);
  });
});

describe('links in a body lead somewhere safe', () => {
  const body = (text: string) => withPackage(packageFixture.replace('Read the [disclaimer](/medical-disclaimer).', text));
  const sentence = (href: string) =>
    `content/packages/test-surgery.mdx:31 (body): links to "${href}": a link must be an address inside the site ("/packages"), or an https:, mailto: or tel: link.`;

  it('refuses javascript:, data:, plain http: and relative links', async () => {
    for (const href of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'http://example.org/', 'packages'])
      expect(await body(`See [this](${href}).`)).toEqual([sentence(href)]);
  });

  it('accepts the site\'s own pages, https, mailto, tel and a section of the page', async () => {
    expect(await body('[a](/packages) [b](https://www.who.int/) [c](mailto:care@example.org) [d](tel:+442079460000) [e](#costs)')).toEqual([]);
  });
});
