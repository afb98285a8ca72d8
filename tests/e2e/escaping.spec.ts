import { expect, test, type Page } from '@playwright/test';
import notFound from '../../content/site/not-found.json' with { type: 'json' };
import { once, openPage, waitForIsland, watchConsole } from './helpers';
import { sharedStoreDir, storedRequests } from './receiver-process';
import { fillRequest, form, labels, openForm, patient } from './request-form';

const script = '<script>alert(1)</script>';
const image = '<img src=x onerror=alert(1)>';

/**
 * What a payload would have become had it reached the page as markup: a script or an image it made,
 * or a dialog it opened. (The Content-Security-Policy would stop the script running, so the test
 * looks for the element itself.)
 */
async function watchInjection(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return async () => ({
    dialogs,
    elements: await page.evaluate(() => [...document.querySelectorAll('script, img')].filter((element) => element.textContent?.includes('alert(1)') || element.getAttribute('src') === 'x').map((element) => element.outerHTML)),
  });
}

/** Console errors other than the browser's note that the document itself answered 404. */
const problemsBesides404 = (problems: string[]) => problems.filter((problem) => !/Failed to load resource: the server responded with a status of 404/.test(problem));

test.describe('nothing from an address reaches the page as markup', once, () => {
  for (const path of [`/blog?q=${script}`, `/why-india?procedure=${script}`, `/coordinator-connect?package=${image}&hospital=${script}`]) {
    test(`${path} shows its page, and no markup is made of the query`, async ({ page }) => {
      const console = watchConsole(page);
      const injection = await watchInjection(page);
      const response = await openPage(page, path);
      expect(response?.status()).toBe(200);
      expect(await response!.text()).not.toMatch(/<script>alert|<img src=x/);
      await expect(page.locator('h1')).toBeVisible();
      expect(await injection()).toEqual({ dialogs: [], elements: [] });
      expect(console.problems).toEqual([]);
    });
  }

  test('/hospital/<script>… answers 404, and the not-found page shows the address as text', async ({ page }) => {
    const console = watchConsole(page);
    const injection = await watchInjection(page);
    const response = await openPage(page, `/hospital/${script}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible();
    await expect(page.getByTestId('requested-path')).toHaveText(`${notFound.youAskedFor} /hospital/%3Cscript%3Ealert(1)%3C/script%3E`);
    expect(await injection()).toEqual({ dialogs: [], elements: [] });
    expect(problemsBesides404(console.problems)).toEqual([]);
  });

  test('an id that decodes to markup is named as text: /hospital/%3Cscript%3E…', async ({ page }) => {
    const injection = await watchInjection(page);
    const response = await openPage(page, `/hospital/${encodeURIComponent(script)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`We have no hospital called “${script}”.`)).toBeVisible();
    expect(await injection()).toEqual({ dialogs: [], elements: [] });
  });

  test('/packages/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E answers 404 and names the package as text', async ({ page }) => {
    const console = watchConsole(page);
    const injection = await watchInjection(page);
    const response = await openPage(page, '/packages/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible();
    await expect(page.getByText(`We have no package called “${image}”.`)).toBeVisible();
    expect(await injection()).toEqual({ dialogs: [], elements: [] });
    expect(problemsBesides404(console.problems)).toEqual([]);
  });
});

test.describe('markup typed into the request form stays text', once, () => {
  const typed = { firstName: `Amina ${image}`, message: `My scan said ${script} and <b>stage II</b>.` };

  test('it is kept as typed across a reload, sent, and stored exactly as typed', async ({ page }) => {
    const injection = await watchInjection(page);
    const box = await openForm(page);
    await fillRequest(page, { report: false });
    await box.getByLabel(labels.firstName).fill(typed.firstName);
    await box.getByLabel(labels.message).fill(typed.message);
    await page.reload();
    await waitForIsland(page, 'RequestForm');
    await expect(box.getByLabel(labels.firstName)).toHaveValue(typed.firstName);
    await expect(box.getByLabel(labels.message)).toHaveValue(typed.message);
    await box.getByRole('checkbox', { name: /I agree/ }).check();
    await box.getByRole('button', { name: form.submitLabel }).click();
    const reference = (await page.getByTestId('request-reference').textContent())!.trim();
    const stored = (await storedRequests(sharedStoreDir)).find((record) => record.reference === reference)!;
    expect(stored.request).toMatchObject({ ...typed, lastName: patient.lastName });
    expect(await injection()).toEqual({ dialogs: [], elements: [] });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test("the receiver's answer repeats a report's name with markup as text", async ({ page }) => {
      await page.goto('/coordinator-connect');
      const box = await fillRequest(page, { report: { name: `${image}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') } });
      await box.getByRole('button', { name: form.submitLabel }).click();
      await expect(page.getByText(`${labels.reports}: "${image}.pdf" is not a PDF or an image (JPEG, PNG, WebP or HEIC).`)).toBeVisible();
      expect(await page.locator('img').count()).toBe(0);
    });
  });
});
