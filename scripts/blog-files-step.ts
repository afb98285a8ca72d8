/**
 * The blog files' step: `npm run build` runs this file bundled as plain JavaScript (bundled-step.ts),
 * with the key of its inputs as its argument, in a process of its own, so the articles it loads are
 * not held while pages render. The summaries and the page statuses come from the data the content
 * step writes beside their modules (summaries-at-render.ts and statuses-at-render.ts stand in for the
 * modules, as in the server bundle): under the TypeScript loader, loading the module of 1,000 articles
 * took most of the step's second.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '../src/generated/languages';
import { blogPage, pages, site } from '../src/generated/site';
import { articlesIn, blogFilesOf } from '../src/lib/blog/in-language';
import { setBlogSummaries } from '../src/lib/blog/summaries-at-render';
import { setPageStatuses } from '../src/lib/statuses-at-render';
import { personCard } from '../src/lib/people';
import { blogFiles } from './blog-files';
import { forgetBlogFiles, recordBlogFiles } from './blog-files-record';
import { loadSummaries } from './summary-digest';
import { loadStatuses } from './status-digest';

/**
 * Writes the blog's files into dist/ before the pages are rendered, so the link checker finds the feed the pages link to.
 * Records them as made from inputs of `key` (blog-files-record.ts), so the next build can keep them.
 */
async function writeBlogFiles(root: string, dist: string, key: string): Promise<void> {
  await forgetBlogFiles(root);
  const [summaries, statuses] = await Promise.all([loadSummaries(root), loadStatuses(root)]);
  setBlogSummaries(summaries);
  setPageStatuses(statuses);
  const files = blogFiles({ languages, articlesIn, filesOf: (language) => blogFilesOf(language), site, pages, blogPage, nameOf: (id) => personCard(id)?.name });
  for (const language of languages) await rm(join(dist, dirname(blogFilesOf(language).searchIndex)), { recursive: true, force: true });
  for (const [path, text] of files) {
    await mkdir(join(dist, dirname(path)), { recursive: true });
    await writeFile(join(dist, path), text);
  }
  await recordBlogFiles(root, dist, key, files.keys());
}

const key = process.argv[2];
if (!key) {
  console.error('usage: node <bundled blog-files-step> <key of the inputs> (npm run build runs it)');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
await writeBlogFiles(root, join(root, 'dist'), key);
