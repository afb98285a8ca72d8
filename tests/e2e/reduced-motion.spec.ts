import { expect, test, type Page } from '@playwright/test';
import navigation from '../../content/site/navigation.json' with { type: 'json' };
import { desktopOnly, openPage, phoneOnly } from './helpers';

/** Every transition and animation on the page lasting longer than a frame, as "element: property duration". */
function motion(page: Page) {
  return page.evaluate(() => {
    const seconds = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))));
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const name = `${element.localName}${pseudo ?? ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
        const transition = seconds(style.transitionDuration) + seconds(style.transitionDelay);
        if (style.transitionProperty !== 'none' && transition > 0.016) found.push(`${name}: transition ${style.transitionProperty} ${style.transitionDuration}`);
        if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.016) found.push(`${name}: animation ${style.animationName} ${style.animationDuration}`);
      }
    }
    return found;
  });
}

test.describe('motion, when the visitor asks for less', () => {
  test('the phone drawer opens and closes without sliding, and nothing else on the page moves', phoneOnly, async ({ page }) => {
    await openPage(page, '/');
    // Without the request, the drawer slides in (the spec's 0.5 s): the check below would see it.
    await page.getByRole('button', { name: navigation.menu.title }).click();
    expect((await motion(page)).some((line) => line.startsWith('nav') && line.endsWith(' 0.5s'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: navigation.menu.label })).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: navigation.menu.title }).click();
    const drawer = page.getByRole('navigation', { name: navigation.menu.label });
    await expect(drawer).toBeVisible();
    await drawer.locator('summary', { hasText: navigation.groups[0].label }).click();
    expect(await motion(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the mega-menu and the rest of the page do not move', desktopOnly, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: navigation.menu.label });
    await nav.locator('summary', { hasText: navigation.groups[0].label }).click();
    await expect(nav.getByRole('link', { name: new RegExp(navigation.groups[0].items[0].label) })).toBeVisible();
    expect(await motion(page)).toEqual([]);
  });
});
