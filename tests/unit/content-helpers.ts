import { fileURLToPath } from 'node:url';
import { readContentFiles } from '../../src/content/files';
import { buildContent, type ContentOptions } from '../../src/content/pipeline';
import { formatProblem } from '../../src/content/problems';

const root = fileURLToPath(new URL('../..', import.meta.url));
const realFiles = await readContentFiles(root);

/** The site's real content with some files replaced (text), added, or removed (null); returns the problems as CI prints them. `options.today` sets the day the run counts as today. */
export async function problemsWith(changes: Record<string, string | null>, options: ContentOptions = {}): Promise<string[]> {
  const files = new Map(realFiles);
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) files.delete(path);
    else files.set(path, text);
  }
  const result = await buildContent(files, undefined, options);
  return result.problems.map(formatProblem);
}

/** A valid package file, written out so every line number in the tests can be read off it. */
export const packageFixture = `---
name: Test Surgery Package
shortName: Test Surgery
description: A package used by the tests, with every field a package needs.
priceRange: { from: 7500, to: 9500 }
price: 8500
originalPrice: 45000
stayInIndia: { from: 10, to: 12, unit: days }
hospitalStay: { from: 7, unit: days }
hospital: apollo-delhi
surgeon: rajesh-kumar
bestFor:
  - Testing
included:
  - category: Care
    items:
      - Surgery
notIncluded:
  - Flights
costBreakdown:
  - { item: Surgery, cost: 6000 }
  - { item: Stay, cost: 2500 }
order: 9
review:
  reviewedBy: meera-iyer
  lastReviewed: 2026-11-01
originalPriceBasis: { meaning: The typical total price in the USA., population: Test hospitals, period: "2025", source: { name: A test price list }, checked: 2026-11-01 }
---
## About

Read the [disclaimer](/medical-disclaimer).
`;

export const fixturePath = 'content/packages/test-surgery.mdx';

/** The problems when the fixture package, as given, joins the real content. */
export const withPackage = (text: string) => problemsWith({ [fixturePath]: text });
