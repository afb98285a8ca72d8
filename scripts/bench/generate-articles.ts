/**
 * Makes a content folder for the scale benchmark: the project's content/ plus `count`
 * generated blog articles. `tsx scripts/bench/generate-articles.ts <outDir> <count>`.
 * The output is the same on every run, so two measurements compare like with like.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bulletList, countWords, paragraph, recoveryTable, sectionHeadings, sentence, titlePatterns, topics, type Topic } from './article-text';
import { seededRandom, type Random } from './seeded-random';

const root = fileURLToPath(new URL('../..', import.meta.url));

const clinicianIds = ['meera-iyer', 'arjun-mehta'];
const illustrations = ['journey-reports', 'journey-travel', 'journey-surgery', 'journey-recovery', 'journey-home'] as const;
const hospitals: ReadonlyArray<readonly [string, string]> = [
  ['Delhi', 'apollo-delhi'],
  ['Mumbai', 'fortis-mumbai'],
  ['Bangalore', 'max-bangalore'],
  ['Gurgaon', 'medanta-gurgaon'],
  ['Chennai', 'manipal-chennai'],
];
/** Pages every article may link to: they exist in the project's content and route table. */
const sitePages: ReadonlyArray<readonly [string, string]> = [
  ['your patient journey', '/patient-journey'],
  ['talk to a care coordinator', '/coordinator-connect'],
  ['emergency support', '/emergency-support'],
  ['why patients choose India', '/why-india'],
  ['our partner hospitals', '/hospitals'],
  ['how we verify surgeons', '/doctor-verification'],
  ['preparing for surgery abroad', '/blog/preparing-for-surgery-abroad'],
];

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isoDay(startYear: number, dayOffset: number): string {
  return new Date(Date.UTC(startYear, 0, 1 + dayOffset)).toISOString().slice(0, 10);
}

interface ArticleHead {
  id: string;
  title: string;
  topic: Topic;
}

function headOf(index: number): ArticleHead {
  const random = seededRandom(index * 7919 + 1);
  const topic = random.pick(topics);
  const title = random.pick(titlePatterns).replace('{topic}', topic.name);
  // A title has at most 60 characters (src/content/lengths.ts): a long one falls back to the topic alone.
  const fitting = title.length <= 60 ? title : `About ${topic.name}`;
  const capitalised = fitting[0].toUpperCase() + fitting.slice(1);
  return { id: `${slugOf(fitting)}-${index + 1}`, title: capitalised, topic };
}

/** An excerpt doubles as the page's description: 50 to 160 characters (src/content/lengths.ts). */
function shortExcerpt(topic: Topic): string {
  return `A clinician-reviewed guide to ${topic.name}, for patients planning surgery in India.`;
}

/**
 * Two of the tags the site names (content/site/blog.json `tags`): an article's tag needs a name
 * there. Drawn with a random of their own, so the rest of the article is the same whatever the tags.
 */
function tagsOf(index: number, namedTags: readonly string[]): string[] {
  return seededRandom(index * 6151 + 3).sample(namedTags, 2);
}

function frontMatter(head: ArticleHead, index: number, random: Random, namedTags: readonly string[]): string {
  const publishOffset = (index * 37) % 1000;
  const author = random.pick(clinicianIds);
  const excerpt = `A clinician-reviewed guide to ${head.topic.name}: ${sentence(random, head.topic).toLowerCase().replace(/\.$/, '').replaceAll('**', '')}.`;
  return [
    '---',
    `title: ${JSON.stringify(head.title)}`,
    `excerpt: ${JSON.stringify(excerpt.length > 160 ? shortExcerpt(head.topic) : excerpt)}`,
    `category: ${head.topic.category}`,
    `author: ${author}`,
    `publishDate: ${isoDay(2023, publishOffset)}`,
    // The blog shows at most three featured articles, and the project's content has its own.
    'featured: false',
    `tags: [${tagsOf(index, namedTags).join(', ')}]`,
    `illustration: ${random.pick(illustrations)}`,
    ...(head.topic.category === 'Patient Stories' ? ['illustrative: true'] : []),
    'review:',
    `  reviewedBy: ${clinicianIds.find((id) => id !== author)}`,
    `  lastReviewed: ${isoDay(2023, publishOffset + random.int(0, 90))}`,
    'sources:',
    '  - title: "Colorectal cancer (NICE guideline NG151)"',
    '    publisher: National Institute for Health and Care Excellence',
    '    year: 2020',
    '    url: https://www.nice.org.uk/guidance/ng151',
    '---',
    '',
  ].join('\n');
}

function body(head: ArticleHead, index: number, random: Random): string {
  // The last section can add up to ~130 words, so the aim stays below 900.
  const targetWords = random.int(570, 770);
  const blocks: string[] = [paragraph(random, head.topic, random.int(3, 5))];
  const [pageLabel, pagePath] = random.pick(sitePages);
  blocks.push(
    `${paragraph(random, head.topic, 2)} See the [package that covers it](/packages/${head.topic.packageId}), or [${pageLabel}](${pagePath}).`,
  );
  const headings = random.sample(sectionHeadings, sectionHeadings.length);
  let words = countWords(blocks.join('\n'));
  let section = 0;
  while (words < targetWords && section < headings.length) {
    const parts = [`## ${headings[section]}`, paragraph(random, head.topic, random.int(3, 5))];
    if (random.chance(0.5)) parts.push(bulletList(random, random.chance(0.3)));
    if (random.chance(0.15)) parts.push(recoveryTable(random));
    if (random.chance(0.1))
      parts.push(`<Callout title="When to get help">\n${sentence(random, head.topic)} If you feel unwell, see [emergency support](/emergency-support).\n</Callout>`);
    if (random.chance(0.2)) parts.push(`### ${random.pick(sectionHeadings)}\n\n${paragraph(random, head.topic, random.int(2, 4))}`);
    if (random.chance(0.2) && index > 0) {
      const earlier = headOf(random.int(0, index - 1));
      parts.push(`Related: [${earlier.title}](/blog/${earlier.id}).`);
    }
    if (random.chance(0.15)) {
      const [city, hospitalId] = random.pick(hospitals);
      parts.push(`Our [partner hospital in ${city}](/hospital/${hospitalId}) has a specialist colorectal team.`);
    }
    const text = parts.join('\n\n');
    blocks.push(text);
    words += countWords(text);
    section++;
  }
  return `${blocks.join('\n\n')}\n`;
}

/** The id (and file name) of generated article number `index` (0-based). */
export const generatedArticleId = (index: number): string => headOf(index).id;

/** The text of generated article number `index` (0-based), with its id; its tags are two of `namedTags`. */
export function generateArticle(index: number, namedTags: readonly string[]): { id: string; text: string } {
  const head = headOf(index);
  const random = seededRandom(index * 104729 + 17);
  return { id: head.id, text: frontMatter(head, index, random, namedTags) + '\n' + body(head, index, random) };
}

/** The tags a content folder names (its site/blog.json), which articles may list. */
export async function namedTags(contentDir: string): Promise<string[]> {
  const blog = JSON.parse(await readFile(join(contentDir, 'site', 'blog.json'), 'utf8')) as { tags: Array<{ tag: string }> };
  return blog.tags.map((entry) => entry.tag);
}

/** Copies the project's content/ to `outDir` (replacing what was there) and adds `count` blog articles. */
export async function generateContent(outDir: string, count: number): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await cp(join(root, 'content'), outDir, { recursive: true });
  await mkdir(join(outDir, 'blog'), { recursive: true });
  const tags = await namedTags(outDir);
  // Written in batches: tens of thousands of open files at once would exhaust file handles.
  for (let start = 0; start < count; start += 256) {
    const batch = Array.from({ length: Math.min(256, count - start) }, (_, i) => generateArticle(start + i, tags));
    await Promise.all(batch.map((article) => writeFile(join(outDir, 'blog', `${article.id}.mdx`), article.text)));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [outDir, countText] = process.argv.slice(2);
  const count = Number(countText);
  if (!outDir || !Number.isInteger(count) || count < 0) {
    console.error('usage: tsx scripts/bench/generate-articles.ts <outDir> <count>');
    process.exit(2);
  }
  await generateContent(resolve(outDir), count);
  console.log(`Wrote the site's content and ${count} articles to ${outDir}.`);
}
