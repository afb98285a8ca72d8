import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { generateArticle, namedTags } from '../../scripts/bench/generate-articles';
import { parseMdx } from '../../src/content/parse';
import type { Problem } from '../../src/content/problems';
import { articleSchema } from '../../src/content/schemas/article';

// The scale benchmark builds the site with thousands of these: one the content step refuses
// stops the whole measurement, so every generated article must pass the article schema.
describe("the benchmark's generated articles", () => {
  it('pass the article schema (titles, excerpts, dates, tags), the first 3,000 of them, and list only tags the site names', async () => {
    const tags = await namedTags(fileURLToPath(new URL('../../content', import.meta.url)));
    const refused: string[] = [];
    for (let index = 0; index < 3000; index++) {
      const { id, text } = generateArticle(index, tags);
      const problems: Problem[] = [];
      // The content step's own parser: YAML dates stay text, as editors' articles do.
      const parsed = parseMdx(`${id}.mdx`, text, problems);
      const result = articleSchema.safeParse(parsed?.data);
      refused.push(...problems.map((problem) => `${id}: ${problem.message}`));
      for (const tag of result.data?.tags ?? []) if (!tags.includes(tag)) refused.push(`${id}: the tag "${tag}" has no name in content/site/blog.json`);
      if (!result.success) refused.push(`${id}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    }
    expect(refused).toEqual([]);
  });
});
