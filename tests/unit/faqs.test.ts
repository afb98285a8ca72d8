import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { faqsForPackage, faqsOfTopic } from '../../src/lib/faqs';
import { problemsWith } from './content-helpers';

const faqFixture = (frontMatter: string) => `---\n${frontMatter}\n---\n\nAn answer.\n`;
const fromFiles = readdirSync('content/faqs').map((file) => ({ id: file.replace(/\.mdx$/, ''), ...(matter(readFileSync(`content/faqs/${file}`, 'utf8')).data as { topic: string; package?: string; order: number }) }));

describe('FAQs', () => {
  it('refuses a question without a question mark and a package that has no file', async () => {
    expect(await problemsWith({ 'content/faqs/test-question.mdx': faqFixture('question: Is this a question\ntopic: travel\npackage: fistula-repair\norder: 1') })).toEqual([
      'content/faqs/test-question.mdx:2 question: should end with a question mark.',
      'content/faqs/test-question.mdx:4 package: names the package "fistula-repair", but there is no file for it in content/packages/.',
    ]);
  });

  it('refuses a topic that pages do not show', async () => {
    const [problem] = await problemsWith({ 'content/faqs/test-question.mdx': faqFixture('question: Is this a question?\ntopic: visas\norder: 1') });
    expect(problem).toMatch(/^content\/faqs\/test-question\.mdx:3 topic: /);
  });

  it('a package page shows its own questions first, then every general one, each once', () => {
    for (const id of readdirSync('content/packages').map((file) => file.replace(/\.mdx$/, ''))) {
      const own = fromFiles.filter((faq) => faq.package === id).map((faq) => faq.id);
      const general = fromFiles.filter((faq) => faq.topic === 'general' && !faq.package).sort((a, b) => a.order - b.order).map((faq) => faq.id);
      expect(faqsForPackage(id).map((faq) => faq.id)).toEqual([...own, ...general]);
    }
  });

  it('a topic lists only the questions that belong to no package, in order', () => {
    const travel = faqsOfTopic('travel');
    expect(travel.map((faq) => faq.id)).toEqual(fromFiles.filter((faq) => faq.topic === 'travel' && !faq.package).sort((a, b) => a.order - b.order).map((faq) => faq.id));
    expect(travel.every((faq) => faq.html?.startsWith('<p>'))).toBe(true);
  });
});
