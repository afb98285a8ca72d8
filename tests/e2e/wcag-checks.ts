import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules, as axe tags them. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Experimental rules of axe that are no WCAG rule, only best practices: hidden-content asks for a review on every page. */
const bestPracticesOnly = ['hidden-content', 'focus-order-semantics'];

/**
 * axe with the WCAG rules and its experimental ones: label-content-name-mismatch (WCAG 2.5.3,
 * label in name) is one of those, and axe skips them unless asked (the tag brings along the best
 * practices above too, left out). It runs in the page itself (axe.run, the builder's "legacy" mode):
 * by default the builder runs axe in each frame and then again in a blank page of its own to put the
 * frames' results together, about twice as long a page, and the site's pages have no frames.
 */
export const axe = (page: Page) => {
  const builder = new AxeBuilder({ page }).withTags([...wcagTags, 'experimental']).disableRules(bestPracticesOnly).setLegacyMode();
  const analyze = builder.analyze.bind(builder);
  return Object.assign(builder, { analyze: async () => (await layOutEverything(page), analyze()) });
};

/**
 * Has the browser lay out what it leaves until it is scrolled near (content-visibility: auto), as it
 * does once the visitor gets there. axe reads the colours and the place of what is not laid out
 * wrongly (dequelabs/axe-core#2768: the footer's dark background behind a link it has not placed),
 * and the checks below measure boxes, which such content does not have yet.
 */
export async function layOutEverything(page: Page): Promise<void> {
  // A constructed stylesheet: a <style> added to the page would break the care team's content security policy.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

type Check = 'targets' | 'links';

/**
 * Two checks that need to know whether an element sits in a sentence, written out so a page is
 * judged the same way whatever axe decides is inline:
 * - targets (WCAG 2.2, 2.5.8): each link and button is at least 24 by 24 px, or stands so that a
 *   24 px circle centred on it touches no other target nor another small target's circle, or sits
 *   in a sentence (the rule's exception: such a link is as tall as the line);
 * - links (1.4.1): a link in a sentence is underlined (or bordered beneath), not told apart by colour alone.
 */
async function inPage(page: Page, check: Check): Promise<string[]> {
  await layOutEverything(page);
  return page.evaluate((which) => {
    /** Whether text other than the element's own shares its line box: words before or after it in the same block. */
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block: Element | null = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (element.contains(node) || !(node.textContent ?? '').trim()) continue;
        // Text inside another block (a paragraph beside the link) is not on the link's line.
        let parent = node.parentElement;
        while (parent && parent !== block && getComputedStyle(parent).display.startsWith('inline')) parent = parent.parentElement;
        if (parent === block) return true;
      }
      return false;
    };
    const name = (element: Element) => `${element.localName}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

    if (which === 'links') {
      const marked = (element: Element) => {
        const style = getComputedStyle(element);
        return style.textDecorationLine.includes('underline') || (parseFloat(style.borderBottomWidth) > 0 && style.borderBottomStyle !== 'none');
      };
      return [...document.querySelectorAll('a[href]')]
        .filter((link) => link.getBoundingClientRect().width > 0 && link.checkVisibility() && inSentence(link) && !marked(link) && ![...link.querySelectorAll('*')].some(marked))
        .map((link) => `${name(link)} in: ${(link.parentElement?.textContent ?? '').trim().slice(0, 80)}`);
    }

    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Visually hidden until focused (the skip link, inputs drawn by their labels): not a target to touch.
      const clipped = style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath.startsWith('inset(50%');
      // checkVisibility: a closed <details>' content still has boxes, but is not drawn.
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true }) && !clipped && !element.closest('[inert], [aria-hidden="true"]');
    };
    const targets = [...document.querySelectorAll(selector)].filter(visible).map((element) => ({ element, box: element.getBoundingClientRect() }));
    const small = targets.filter(({ box }) => box.width < 23.99 || box.height < 23.99);
    const distance = (x: number, y: number, box: DOMRect) => Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;
    return small
      .filter(({ element }) => !inSentence(element))
      .filter(({ element, box }) => {
        const [x, y] = centre(box);
        return targets.some((other) => {
          if (other.element === element || other.element.contains(element) || element.contains(other.element)) return false;
          if (distance(x, y, other.box) < 12) return true;
          const [ox, oy] = centre(other.box);
          return small.some((candidate) => candidate.element === other.element) && Math.hypot(x - ox, y - oy) < 24;
        });
      })
      .map(({ element, box }) => `${name(element)}: ${Math.round(box.width)}×${Math.round(box.height)} px, too close to another target`);
  }, check);
}

/** Links and buttons that fail WCAG 2.5.8 (target size, minimum), as "element: size". */
export const smallTargets = (page: Page) => inPage(page, 'targets');

/** Links in a sentence that only their colour sets apart (WCAG 1.4.1), as "link in: its sentence". */
export const linksByColourAlone = (page: Page) => inPage(page, 'links');

/**
 * What each form control's aria-describedby says in words, by form and name (a radio group's by
 * its fieldset), and whether the control is marked invalid: an error must change these words, not
 * only a colour or a border.
 */
export function describedWords(page: Page): Promise<Record<string, { words: string; invalid: boolean }>> {
  return page.evaluate(() => {
    const forms = [...document.forms];
    const result: Record<string, { words: string; invalid: boolean }> = {};
    for (const control of document.querySelectorAll('input[name], select[name], textarea[name]')) {
      const owner = control.getAttribute('aria-describedby') ? control : (control.closest('fieldset') ?? control);
      const words = (owner.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter((element): element is HTMLElement => Boolean(element && element.getBoundingClientRect().height > 0))
        .map((element) => (element.textContent ?? '').trim())
        .join(' ');
      const key = `form ${forms.indexOf(control.closest('form')!)} ${control.getAttribute('name')}`;
      const invalid = owner.getAttribute('aria-invalid') === 'true' || control.getAttribute('aria-invalid') === 'true';
      result[key] = { words, invalid: invalid || (result[key]?.invalid ?? false) };
    }
    return result;
  });
}

/** The controls marked invalid in `after` whose described words are missing or the same as in `before`: an error shown by colour alone. */
export function errorsWithoutWords(before: Record<string, { words: string }>, after: Record<string, { words: string; invalid: boolean }>): string[] {
  return Object.entries(after)
    .filter(([key, state]) => state.invalid && (state.words === '' || state.words === before[key]?.words))
    .map(([key]) => key);
}
