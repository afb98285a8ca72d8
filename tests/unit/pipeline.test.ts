import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readContentFiles, textOf } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { formatProblem } from '../../src/content/problems';
import { createSession } from '../../src/content/session';
import { fixturePath, packageFixture, problemsWith, withPackage } from './content-helpers';
import { contentEntries, contentJson } from './site-content';

const root = fileURLToPath(new URL('../..', import.meta.url));
const json = (data: object) => `${JSON.stringify(data, null, 2)}\n`;
/** The 1-based line of the first line of `text` holding `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('which files are content', () => {
  it('names every place a content file may go when one is elsewhere', async () => {
    const [problem, ...others] = await problemsWith({ 'content/notes.txt': 'A note.' });
    expect(others).toEqual([]);
    expect(problem).toMatch(/^content\/notes\.txt:1 \(file\): is not part of any kind of content; files belong in one of: content\/[^ ]+\/, .*\.json\.$/);
    // Every folder of entries and every single file, each named once.
    const places = problem.replace(/^.*files belong in one of: /, '').replace(/\.$/, '').split(', ');
    expect(new Set(places).size).toBe(places.length);
    for (const place of ['content/people/', 'content/packages/', 'content/blog/', 'content/site/site.json', 'content/site/claims.json']) expect(places).toContain(place);
  });

  it('does not take a backup copy or a file in a folder of its own for an entry', async () => {
    const problems = await problemsWith({ 'content/packages/test-surgery.mdx~': packageFixture, 'content/archive/content/blog/old.mdx': packageFixture });
    expect(problems.map((problem) => problem.replace(/; files belong in one of: .*$/, ''))).toEqual([
      'content/archive/content/blog/old.mdx:1 (file): is not part of any kind of content',
      'content/packages/test-surgery.mdx~:1 (file): is not part of any kind of content',
    ]);
  });

  it('leaves out notes for editors and hidden files', async () => {
    expect(await problemsWith({ 'content/README.md': '# Notes', 'content/blog/README.md': '# Notes', 'content/packages/.DS_Store': '\0' })).toEqual([]);
  });

  it('needs every file of content/site/', async () => {
    expect(await problemsWith({ 'content/site/footer.json': null })).toEqual(['content/site/footer.json:1 (file): is required, but the file does not exist.']);
  });
});

describe('the checks of the whole site', () => {
  it('names the kind of file in an unknown field of a file of content/site/', async () => {
    const footer = json({ ...contentJson('site/footer.json'), colour: 'blue' });
    expect(await problemsWith({ 'content/site/footer.json': footer })).toEqual([
      `content/site/footer.json:${lineOf(footer, '"colour"')} colour: is not a field of a footer file.`,
    ]);
    const home = json({ ...contentJson('site/home.json'), colour: 'blue' });
    expect(await problemsWith({ 'content/site/home.json': home })).toEqual([
      `content/site/home.json:${lineOf(home, '"colour"')} colour: is not a field of a home file.`,
    ]);
  });

  it('checks claim references against the claims of claims.json', async () => {
    const home = contentJson<{ stats: string[] }>('site/home.json');
    home.stats[0] = 'countries-servd';
    expect(await problemsWith({ 'content/site/home.json': json(home) })).toEqual([
      `content/site/home.json:${lineOf(json(home), '"countries-servd"')} stats[0]: names the claim "countries-servd", but content/site/claims.json has no claim with that id. Did you mean "countries-served"?`,
    ]);
  });

  it('reports a claim that is not a group of fields, and no more', async () => {
    const claims = contentJson<{ claims: unknown[] }>('site/claims.json');
    expect(await problemsWith({ 'content/site/claims.json': json({ claims: [null, ...claims.claims] }) })).toEqual([
      'content/site/claims.json:3 claims[0]: should be a group of fields, but it is empty.',
    ]);
  });

  it('needs a title and description for every page that is not an entry', async () => {
    const pages = contentJson<{ pages: Array<{ path: string }> }>('site/pages.json');
    pages.pages = pages.pages.filter((page) => page.path !== '/tourism');
    expect(await problemsWith({ 'content/site/pages.json': json(pages) })).toEqual([
      'content/site/pages.json:2 pages: has no title and description for the page /tourism.',
    ]);
  });
});

describe('the spelling of the whole site', () => {
  const withTumour = packageFixture.replace('Read the [disclaimer]', 'A tumor. Read the [disclaimer]');

  it('follows the variety site.json names', async () => {
    const site = contentJson('site/site.json');
    const american = await problemsWith({ [fixturePath]: withTumour, 'content/site/site.json': json({ ...site, english: 'American' }) });
    expect(american.filter((problem) => problem.startsWith(fixturePath))).toEqual([]);
    expect(american).toContain('content/faqs/cancer-will-i-need-chemotherapy.mdx:8 (spelling): uses the British spelling "tumour"; this site writes American English: "tumor".');
    expect(await withPackage(withTumour)).toEqual([
      'content/packages/test-surgery.mdx:31 (spelling): uses the American spelling "tumor"; this site writes British English: "tumour".',
    ]);
  });

  it('is not checked while site.json names no variety it knows, or cannot be read', async () => {
    const site = contentJson('site/site.json');
    expect(await problemsWith({ [fixturePath]: withTumour, 'content/site/site.json': json({ ...site, english: 'Australian' }) })).toEqual([
      'content/site/site.json:5 english: should be one of "British", "American", but it is the text "Australian".',
    ]);
    expect(await problemsWith({ [fixturePath]: withTumour, 'content/site/site.json': '{ "english": ' })).toEqual([
      'content/site/site.json:1 (syntax): invalid JSON: this line needs a value here (or has a comma too many before it).',
    ]);
  });
});

describe('what a content run gives the pages', () => {
  it('gives every valid entry, in the order of file names, and leaves out an invalid one', async () => {
    const files = await readContentFiles(root);
    const reversed = new Map([...files].reverse());
    reversed.set('content/packages/zz-broken.mdx', packageFixture.replace('price: 8500', 'price: 1'));
    const result = await buildContent(reversed);
    // The ids the files give, in the order of their names: what a run must give back, whatever the content holds.
    const idsIn = (dir: string) => [...files.keys()].filter((file) => file.startsWith(`content/${dir}/`)).map((file) => file.slice(`content/${dir}/`.length).replace(/\.[a-z]+$/, '')).sort(new Intl.Collator().compare);
    expect(result.collections.packages.map((entry) => entry.id)).toEqual(idsIn('packages'));
    expect(result.collections.hospitals.map((entry) => entry.id)).toEqual(idsIn('hospitals'));
    const first = result.collections.packages[0];
    expect(first.data).toMatchObject({ shortName: contentEntries<{ shortName: string }>('packages').find((pkg) => pkg.id === first.id)!.shortName, hospital: expect.any(String) });
    expect(result.singletons.site).toEqual(contentJson('site/site.json'));
  });

  it('gives every address, the redirects too', async () => {
    const result = await buildContent(await readContentFiles(root));
    for (const pkg of contentEntries('packages')) expect(result.paths).toContain(`/packages/${pkg.id}`);
    for (const hospital of contentEntries('hospitals')) expect(result.paths).toContain(`/hospital/${hospital.id}`);
    expect(result.paths.at(-1)).toBe('/packages/fistula-repair');
  });

  it('gives the HTML of a body, and none for a JSON entry', async () => {
    const result = await buildContent(await readContentFiles(root));
    const terms = result.collections.legal.find((entry) => entry.id === 'terms')!;
    expect(await result.html(terms)).toMatch(/^<h2 id="our-role">Our role<\/h2>/);
    expect(await result.html(result.collections.people[0])).toBeNull();
  });
});

describe('a session validates again only what may have changed', () => {
  it('reports the same problems when nothing changed, and none once a missing entry is added', async () => {
    const session = await createSession(null);
    const files = new Map(await readContentFiles(root));
    files.set(fixturePath, packageFixture.replace('hospital: apollo-delhi', 'hospital: new-hospital').replace('surgeon: rajesh-kumar', 'surgeon: new-surgeon'));
    const missing = [
      'content/packages/test-surgery.mdx:10 hospital: names the hospital "new-hospital", but there is no file for it in content/hospitals/.',
      'content/packages/test-surgery.mdx:11 surgeon: names the person "new-surgeon", but there is no file for it in content/people/.',
    ];
    expect((await buildContent(files, session)).problems.map(formatProblem)).toEqual(missing);
    expect((await buildContent(files, session)).problems.map(formatProblem)).toEqual(missing);

    files.set('content/hospitals/new-hospital.mdx', textOf(files.get('content/hospitals/apollo-delhi.mdx')!).replace(/^name: .*$/m, 'name: New Hospital'));
    files.set('content/people/new-surgeon.json', json({ ...contentJson('people/rajesh-kumar.json'), hospital: 'new-hospital' }));
    const after = await buildContent(files, session);
    expect(after.problems.map(formatProblem)).toEqual([]);
    expect(after.collections.packages.map((entry) => entry.id)).toContain('test-surgery');
  });

  it('refuses a package at a hospital that lists no accreditation, since the site says every package is at an accredited one', async () => {
    // A hospital of the test's own that lists none, made from the first hospital file, whatever the content holds.
    const unaccredited = { id: 'test-unaccredited' };
    const files = new Map(await readContentFiles(root));
    const model = [...files.keys()].find((file) => file.startsWith('content/hospitals/'))!;
    files.set(`content/hospitals/${unaccredited.id}.mdx`, textOf(files.get(model)!).replace(/^accreditations: .*$/m, 'accreditations: []'));
    files.set('content/people/rajesh-kumar.json', json({ ...contentJson('people/rajesh-kumar.json'), hospital: unaccredited.id }));
    files.set(fixturePath, packageFixture.replace('hospital: apollo-delhi', `hospital: ${unaccredited.id}`));
    const problems = (await buildContent(files)).problems.map(formatProblem);
    expect(problems).toContain(
      `content/packages/test-surgery.mdx:10 hospital: names "${unaccredited.id}", which lists no accreditation, but the site says every package takes place at a JCI- or NABH-accredited hospital: choose an accredited hospital, or add the accreditation it holds to content/hospitals/${unaccredited.id}.mdx.`,
    );
  });

  it('checks a reference again when the person it names loses the role it needs', async () => {
    const session = await createSession(null);
    const files = new Map(await readContentFiles(root));
    files.set(fixturePath, packageFixture);
    expect((await buildContent(files, session)).problems).toEqual([]);
    const surgeon = contentJson<{ roles: string[] }>('people/rajesh-kumar.json');
    files.set('content/people/rajesh-kumar.json', json({ ...surgeon, roles: surgeon.roles.filter((role) => role !== 'surgeon') }));
    const problems = (await buildContent(files, session)).problems.map(formatProblem);
    // The surgeons left to choose from: every other person whose file gives the role, in file order.
    const others = contentEntries<{ roles: string[] }>('people').filter((person) => person.id !== 'rajesh-kumar' && person.roles.includes('surgeon')).map((person) => person.id);
    expect(problems).toContain(
      `content/packages/test-surgery.mdx:11 surgeon: names "rajesh-kumar", who is not a surgeon: content/people/rajesh-kumar.json has no "surgeon" in its roles. Choose one of: ${others.join(', ')}.`,
    );
  });
});

describe('many bodies at once', () => {
  it('reports each body\'s problem at its own file when the bodies go to the workers in several batches', async () => {
    const changes: Record<string, string> = {};
    for (let index = 0; index < 300; index++) {
      const link = index === 299 ? '/nowhere' : '/packages';
      // Positions after the real travel questions': each question of a topic has its own.
      changes[`content/faqs/question-${String(index).padStart(3, '0')}.mdx`] = `---\nquestion: Question ${index}?\ntopic: travel\norder: ${index + 101}\n---\n\nSee [the packages](${link}).\n`;
    }
    expect(await problemsWith(changes)).toEqual(['content/faqs/question-299.mdx:7 (body): links to "/nowhere", but the site has no page at "/nowhere".']);
  });
});

describe('the front matter of an MDX file', () => {
  it('must open the file', async () => {
    expect(await problemsWith({ 'content/legal/terms.mdx': 'Intro.\n---\ntitle: Terms\n---\n\nBody.\n' })).toEqual([
      'content/legal/terms.mdx:1 (front matter): should start with front matter: a line "---", the fields, and another "---".',
    ]);
  });

  it('may be empty, and then every required field is missing', async () => {
    expect(await problemsWith({ 'content/legal/terms.mdx': '---\n---\n\nBody.\n' })).toEqual([
      'content/legal/terms.mdx:1 description: is required, but it is missing.',
      'content/legal/terms.mdx:1 lastUpdated: is required, but it is missing.',
      'content/legal/terms.mdx:1 title: is required, but it is missing.',
    ]);
  });

  it('reports its YAML problems at their line, without the parser\'s line and column', async () => {
    expect(await withPackage(packageFixture.replace('surgeon: rajesh-kumar', 'surgeon: rajesh: kumar'))).toEqual([
      'content/packages/test-surgery.mdx:11 (front matter): the surgeon has ": " in it, which YAML reads as the start of another field. Put the surgeon in quotes: surgeon: "rajesh: kumar".',
    ]);
    expect(await withPackage(packageFixture.replace('order: 9', 'order: 9\norder: 10'))).toEqual([
      'content/packages/test-surgery.mdx:24 order: is written twice in the same group (first at line 23); only one of them can count. Keep one and delete the other.',
    ]);
  });
});
