import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkContentLink, ownSitePath } from '../../src/content/fields';
import { problemsWith } from './content-helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');
const { origin } = JSON.parse(read('content/site/site.json')) as { origin: string };
const faqFile = 'content/faqs/can-someone-come-with-me.mdx';
const withLink = (href: string) => problemsWith({ [faqFile]: `${read(faqFile).trimEnd()}\n\nSee [this page](${href}).\n` });

describe('links to the site\'s own domain', () => {
  it('are addresses inside the site: the path of a full address on the origin, with or without www or https', () => {
    const host = new URL(origin).hostname.replace(/^www\./, '');
    expect(ownSitePath(`${origin}/packages/x?a=1#b`, origin)).toBe('/packages/x?a=1#b');
    expect(ownSitePath(`http://${host}/packages`, origin)).toBe('/packages');
    expect(ownSitePath(`https://www.${host}`, origin)).toBe('/');
    expect(ownSitePath(`https://other.example/packages`, origin)).toBeNull();
    expect(ownSitePath(`https://${host}.evil.example/packages`, origin)).toBeNull();
    expect(ownSitePath('/packages', origin)).toBeNull();
  });

  it('are checked against the route table in a body, with the address as written', async () => {
    const problems = await withLink(`${origin}/packages/nope`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${faqFile}:\\d+ \\(body\\): links to "${origin.replace(/[.]/g, '\\.')}/packages/nope", but the site has no page at "/packages/nope"\\.`));
  }, 120_000);

  it('pass when they name a page the site has', async () => {
    const pkg = /"href": "(\/packages\/[a-z0-9-]+)"/.exec(read('content/site/footer.json'))![1];
    expect(await withLink(`${origin}${pkg}`)).toEqual([]);
  }, 120_000);

  it('are checked in link fields too', () => {
    const paths = new Set(['/', '/packages']);
    expect(checkContentLink(`${origin}/packages`, paths, origin)).toBeNull();
    expect(checkContentLink(`${origin}/packges`, paths, origin)).toBe(`links to "${origin}/packges", but the site has no page at "/packges". Did you mean "/packages"?`);
    expect(checkContentLink('https://www.nice.org.uk/guidance/ng180', paths, origin)).toBeNull();
  });
});
