import { expect, test } from '@playwright/test';
import { once } from './helpers';

/** The rules the build wrote to _redirects: "/hospitals city=… accreditation=… <page> 200!". */
function rulesOf(file: string) {
  return file
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from, ...rest] = line.split(/\s+/);
      const status = rest.pop()!;
      const to = rest.pop()!;
      return { from, query: rest.join('&'), to, status };
    });
}

// The answers do not depend on the viewport: once.
test('the built _redirects and the project server answer each hospital filter with the same pre-rendered page', once, async ({ request }) => {
  test.slow(); // two requests per rule: the filters, every comparison of hospitals and every package of the request form
  const response = await request.get('/_redirects');
  expect(response.status()).toBe(200);
  const all = rulesOf(await response.text());
  // The other rules answer a missing address under a language's folder with its not-found page (404): each names a page the build wrote.
  const notFound = all.filter((rule) => rule.status === '404');
  for (const rule of notFound) expect((await request.get(rule.to)).status(), rule.to).toBe(200);
  const rules = all.filter((rule) => rule.status !== '404');
  expect(rules.length).toBeGreaterThan(0);
  for (const rule of rules) {
    expect(rule.status).toBe('200!');
    const page = await request.get(rule.to);
    expect(page.status(), rule.to).toBe(200);
    const rewritten = await request.get(`${rule.from}?${rule.query}`);
    expect(rewritten.status(), rule.query).toBe(200);
    expect(await rewritten.text(), `${rule.from}?${rule.query}`).toBe(await page.text());
  }
});
