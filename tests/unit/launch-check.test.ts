import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readContentFiles, textOf } from '../../src/content/files';
import { languagesOf } from '../../src/content/translations';
import { formatProblem } from '../../src/content/problems';
import { demoFolder, launchBlockers, placeholderIn } from '../../scripts/launch-blockers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const repoFiles = await readContentFiles(root);

/**
 * The site's content as it will be at launch: real-looking numbers, addresses and endpoints in
 * place of the examples, and no file marked as a sample.
 */
function launchReady(): Map<string, string> {
  const replacements: Array<[RegExp, string]> = [
    [/\+442079460(\d{3})/g, '+442071838$1'],
    [/\+44 20 7946 0(\d{3})/g, '+44 20 7183 8$1'],
    [/\+447700900(\d{3})/g, '+447911123$1'],
    [/\+44 7700 900(\d{3})/g, '+44 7911 123$1'],
    [/colorectalcare\.example/g, 'colorectalcareindia.in'],
    [/"requestEndpoint": "\/api\/requests"/, '"requestEndpoint": "https://crm.colorectalcareindia.in/requests"'],
    [/"newsletterEndpoint": "\/api\/subscriptions"/, '"newsletterEndpoint": "https://crm.colorectalcareindia.in/subscriptions"'],
    [/\n {2}"sample": true,/, ''],
    [/^---\nsample: true\n/, '---\n'],
  ];
  // Translations are left out: each is a sample until a fluent clinician reviews it (its own test below).
  const translations = new Set(languagesOf(textOf(repoFiles.get('content/site/site.json')!)).slice(1).map((language) => `content/${language.tag}/`));
  const sources = [...repoFiles].filter(([file]) => ![...translations].some((folder) => file.startsWith(folder)));
  // The demo portals stay sample data at launch: they are demonstrations, and say so.
  return new Map(sources.map(([file, source]) => [file, file.startsWith(demoFolder) ? textOf(source) : replacements.reduce((text, [pattern, real]) => text.replace(pattern, real), textOf(source))]));
}

const blockersOf = async (files: ReadonlyMap<string, string | Buffer>) => (await launchBlockers(files)).blockers.map(formatProblem);

afterEach(() => vi.unstubAllEnvs());

describe('npm run launch:check', () => {
  it("lists what the repository's content must change before launch: every sample mark and every example number, at its line", async () => {
    const blockers = await blockersOf(repoFiles);
    const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;
    const expected: string[] = [];
    for (const [file, source] of repoFiles) {
      if (file.startsWith(demoFolder) || !/\.(json|mdx)$/.test(file)) continue;
      const text = textOf(source);
      // A file marked as a sample: "sample": true in JSON, sample: true in front matter.
      const mark = /^(?: {2}"sample": true,?|sample: true)$/m.exec(text);
      if (mark) expected.push(`${file}:${lineAt(text, mark.index)} sample: marks this file as a sample`);
      // The contact numbers, if still from the UK regulator's drama ranges (020 7946 0xxx, 07700 900xxx), which no one answers.
      if (file === 'content/site/contact.json') for (const number of text.matchAll(/\+44 ?20 ?7946 ?0\d{3}|\+44 ?7700 ?900\d{3}/g)) expected.push(`${file}:${lineAt(text, number.index)} `);
      // The site's address and the care team's email, if still on a domain reserved for examples (RFC 2606).
      if (['content/site/contact.json', 'content/site/site.json'].includes(file)) for (const example of text.matchAll(/"[^"]*\.example"/g)) expected.push(`${file}:${lineAt(text, example.index)} `);
    }
    expect(expected.length).toBeGreaterThan(0);
    for (const start of expected) expect(blockers.some((blocker) => blocker.startsWith(start)), start).toBe(true);
  });

  it('passes on content with real numbers, addresses and endpoints and no samples', async () => {
    expect(await blockersOf(launchReady())).toEqual([]);
  });

  it('finds an example number in a link of a body, at its line', async () => {
    const files = launchReady();
    const legal = files.get('content/legal/terms.mdx')!;
    files.set('content/legal/terms.mdx', `${legal}\nCall [our office](tel:+12125550142) or [write to us](mailto:office@clinic.test).\n`);
    const line = `${legal}\n`.split('\n').length;
    expect(await blockersOf(files)).toEqual([
      `content/legal/terms.mdx:${line} (body): "tel:+12125550142" is a number from the North American 555-01xx fictional range, which no one answers: put the real number here.`,
      `content/legal/terms.mdx:${line} (body): "mailto:office@clinic.test" is an address on a domain reserved for examples, where no email arrives: put the real address here.`,
    ]);
  });

  it('lists a form with no endpoint, including one turned off at build time', async () => {
    vi.stubEnv('REQUEST_ENDPOINT', 'none');
    const files = launchReady();
    const line = files.get('content/site/contact.json')!.split('\n').findIndex((text) => text.includes('"requestEndpoint"')) + 1;
    expect(await blockersOf(files)).toEqual([
      `content/site/contact.json:${line} requestEndpoint: is not set, so requests go nowhere but the visitor's own email and WhatsApp: set an https endpoint that stores them and tells the care team (see the README).`,
    ]);
  });

  it("leaves alone a field's placeholder, the example shown in an empty field, but not the same address in another field", async () => {
    const files = launchReady();
    const footer = JSON.parse(files.get('content/site/footer.json')!) as { newsletter: Record<string, string> };
    footer.newsletter.placeholder = 'you@example.com';
    footer.newsletter.heading = 'you@example.com';
    files.set('content/site/footer.json', JSON.stringify(footer, null, 2));
    expect(await blockersOf(files)).toEqual([
      expect.stringMatching(/^content\/site\/footer\.json:\d+ newsletter\.heading: "you@example\.com" is an address on a domain reserved for examples/),
    ]);
  });

  it('leaves alone an example shown inside a sentence, such as a hint on how to write a number', () => {
    expect(placeholderIn('With the country code, like +44 7700 900123.')).toBeNull();
    expect(placeholderIn('+91 11 2692 5858')).toBeNull();
    expect(placeholderIn('https://wa.me/447700900123?text=Hello')).toBe('"https://wa.me/447700900123?text=Hello" is a number from the Ofcom drama range, UK mobile, which no one answers: put the real number here.');
  });

  it('reports content errors first, and looks for nothing else until they are fixed', async () => {
    const files = launchReady();
    files.set('content/people/rajesh-kumar.json', files.get('content/people/rajesh-kumar.json')!.replace('{\n', '{\n  "sample": "yes",\n'));
    const { problems, blockers } = await launchBlockers(files);
    expect(problems.map(formatProblem)).toEqual(['content/people/rajesh-kumar.json:2 sample: should be true, or left out once the content is real.']);
    expect(blockers).toEqual([]);
  });
});
