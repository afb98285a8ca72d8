import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openPage } from './helpers';

const pages = ['/', '/packages', '/packages/colorectal-cancer', '/packages/ibd-crohns', '/packages/rectal-prolapse', '/sitemap', '/emergency-support', '/patient-journey', '/patient-journey-persona', '/why-india', '/tourism', '/resources', '/resources/cost-estimator', '/privacy', '/no-such-page'];

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const path of pages) {
    test(`${path} has no violations`, async ({ page }) => {
      await openPage(page, path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
