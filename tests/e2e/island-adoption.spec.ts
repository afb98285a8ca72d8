import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import words from '../../content/site/coordinator-connect.json' with { type: 'json' };
import { pathTo } from '../../src/routes';
import { phoneOnly, watchConsole } from './helpers';

/**
 * An island adopts whatever the visitor already did: every value typed, option chosen, box ticked,
 * the focus and the scroll position. Each case below acts on an island's controls while the
 * island's code is held back (as on a slow phone), then lets the code load, keeps typing, and
 * checks that nothing was undone.
 */

/** Holds back every module an island needs (the runtime itself still runs), until `release`. */
async function holdIslandCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!/\/assets\/index-[\w-]+\.js$/.test(route.request().url())) await held;
    await route.continue();
  });
  return release;
}

type ControlState = { key: string; value: string; checked: boolean };

/** The state of every control of an island, in document order. */
const controlsOf = (island: Locator) =>
  island.evaluate((root) =>
    [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')]
      .filter((control) => !(control instanceof HTMLInputElement && ['hidden', 'file'].includes(control.type)))
      .map((control, index) => ({
        key: `${index}:${control.name || control.id}`,
        value: control.value,
        checked: control instanceof HTMLInputElement ? control.checked : false,
      })),
  ) as Promise<ControlState[]>;

const isTextField = (tag: string, type: string) => tag === 'textarea' || ['text', 'email', 'tel', 'search', 'url', 'number'].includes(type);

/**
 * Acts on every visible control of an island as a visitor would: chooses the last option of each
 * list, ticks each box and the last choice of each group, then types into each text field key by
 * key, so the focus ends in a field she is typing in.
 */
async function actOn(island: Locator): Promise<void> {
  const fields = island.locator('input:visible, textarea:visible, select:visible');
  for (const typing of [false, true]) {
    for (let index = 0; index < (await fields.count()); index++) {
      const field = fields.nth(index);
      if (!(await field.isEnabled())) continue;
      const tag = await field.evaluate((element) => element.tagName.toLowerCase());
      const type = (await field.getAttribute('type')) ?? 'text';
      if (isTextField(tag, type) !== typing) continue;
      if (tag === 'select') {
        const values = await field.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        await field.selectOption(values[values.length - 1]!);
      } else if (type === 'checkbox') await field.check();
      else if (type === 'radio') {
        const name = await field.getAttribute('name');
        const group = island.locator(`input[type="radio"][name="${name}"]:visible`);
        if ((await group.last().evaluate((element, other) => element === other, await field.elementHandle())) === true) await field.check();
      } else if (type === 'number') {
        await field.click();
        await field.fill('2');
      } else if (typing) {
        const text = type === 'email' ? 'amina@example.com' : type === 'tel' ? '+234 803 123 4567' : type === 'url' ? 'https://example.com' : 'Amina';
        await field.click();
        await field.pressSequentially(text);
      }
    }
  }
}

/** The page's pre-rendered addresses of one collection's entries (the first of them). */
const firstEntry = (collection: string) => readdirSync(`content/${collection}`)[0]!.replace(/\.(mdx|json)$/, '');

const cases: Array<{ island: string; path: () => string }> = [
  { island: 'RequestForm', path: () => pathTo('/coordinator-connect') },
  { island: 'NewsletterForm', path: () => pathTo('/') },
  { island: 'BlogSearch', path: () => pathTo('/blog') },
  { island: 'CostEstimator', path: () => pathTo('/resources/cost-estimator') },
  { island: 'ResourceSearch', path: () => pathTo('/resources') },
  { island: 'DoctorApplicationForm', path: () => pathTo('/doctor-verification') },
  { island: 'ProcedureSelector', path: () => pathTo('/why-india') },
  { island: 'PatientFilter', path: () => pathTo('/coordinator-dashboard') },
  // The profile form sits in a tab of its own, which the address can name.
  { island: 'DoctorProfileForm', path: () => `${pathTo('/doctor-dashboard')}?tab=profile` },
  { island: 'HospitalTour', path: () => pathTo('/hospital/:hospitalId', { hospitalId: firstEntry('hospitals') }) },
  { island: 'Tabs', path: () => pathTo('/packages/:id', { id: firstEntry('packages') }) },
];

test.describe('an island never undoes what the visitor did before it woke', () => {
  for (const { island: name, path } of cases) {
    test(`${name}: values, choices, focus and scroll survive its waking, even while the visitor types on`, async ({ page }) => {
      test.slow();
      // A mismatch would make React throw the island's HTML away, and everything in it with it.
      const { problems } = watchConsole(page);
      const release = await holdIslandCode(page);
      await page.goto(path());
      const island = page.locator(`island-root[data-island="${name}"]`).first();
      await island.locator('> *').first().scrollIntoViewIfNeeded();
      await actOn(island);
      // A tour or a tab row has buttons rather than fields: choose the last one.
      const tabs = island.getByRole('tab');
      const hasTabs = (await tabs.count()) > 0;
      if (hasTabs) await tabs.last().click();
      const before = await controlsOf(island);
      const focused = await page.evaluateHandle(() => document.activeElement);
      const typing = await page.evaluate(
        (element) => element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && ['text', 'email', 'tel', 'search', 'url'].includes(element.type)),
        focused,
      );
      const caret = await page.evaluate((element) => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.selectionStart : null), focused);
      const scrollBefore = await page.evaluate(() => scrollY);
      expect(await island.getAttribute('data-live')).toBeNull();

      // A slow phone: the island's code arrives late, and waking it takes a while.
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      release();
      // The visitor goes on typing in the field she is in, key by key, while the island wakes and a little after.
      let more = '';
      const live = () => island.evaluate((root) => root.hasAttribute('data-live'));
      for (let after = 0; typing && after < 5; after += (await live()) ? 1 : 0) {
        const key = String.fromCharCode(97 + (more.length % 26));
        await page.keyboard.type(key, { delay: 20 });
        more += key;
      }
      await expect(island).toHaveAttribute('data-live', '');
      // Let every effect and any re-render run before looking.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

      const after = await controlsOf(island);
      const grown = after.findIndex((state, index) => state.value !== before[index]!.value);
      if (typing) {
        expect(grown).toBeGreaterThanOrEqual(0);
        // What she typed went in where her caret was.
        const was = before[grown]!.value;
        const at = caret ?? was.length;
        expect(after[grown]!.value).toBe(`${was.slice(0, at)}${more}${was.slice(at)}`);
        after[grown] = before[grown]!;
      }
      expect(after).toEqual(before);
      expect(await page.evaluate(() => scrollY)).toBe(scrollBefore);
      if (hasTabs) await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      // The focus stayed where the visitor left it.
      expect(await page.evaluate((element) => document.activeElement === element, focused)).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  test('HospitalFilter: a filter chosen before the island woke stays chosen when it wakes', async ({ page }) => {
    const release = await holdIslandCode(page);
    await page.goto(pathTo('/hospitals'));
    const link = page.locator('a[data-filter-field]').last();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.pathname + url.search === href);
    const shown = await page.locator('[data-hospital]:visible').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.hospital));
    release();
    await expect(page.locator('island-root[data-island="HospitalFilter"]')).toHaveAttribute('data-live', '');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('[data-hospital]:visible').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.hospital))).toEqual(shown);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
  });
});

test('the request form keeps a name typed before it woke while the patient types her email as it wakes (slow phone)', phoneOnly, async ({ page }) => {
  test.slow();
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdIslandCode(page);
  await page.goto(pathTo('/coordinator-connect'));
  const island = page.locator('island-root[data-island="RequestForm"]');
  const form = island.getByRole('form', { name: words.form.heading });
  await form.getByLabel(words.form.labels.firstName).click();
  await page.keyboard.type('Fatima');
  await form.getByLabel(words.form.labels.lastName).click();
  await page.keyboard.type('Rahman');
  await form.getByLabel(words.form.labels.email).click();
  release();
  await page.keyboard.type('fatima.rahman.from.dhaka@example.com', { delay: 50 });
  await expect(island).toHaveAttribute('data-live', '');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(form.getByLabel(words.form.labels.firstName)).toHaveValue('Fatima');
  await expect(form.getByLabel(words.form.labels.lastName)).toHaveValue('Rahman');
  await expect(form.getByLabel(words.form.labels.email)).toHaveValue('fatima.rahman.from.dhaka@example.com');
});
