import type { FaqTopic } from '../content/schemas/faq';
import { faqs } from '../generated/faqs';

export type FaqEntry = (typeof faqs)[number];

const byOrder = (a: FaqEntry, b: FaqEntry) => a.order - b.order || a.question.localeCompare(b.question);

/** The questions of one topic that belong to no package, in their order. */
export function faqsOfTopic(topic: FaqTopic): FaqEntry[] {
  return faqs.filter((faq) => faq.topic === topic && !faq.package).sort(byOrder);
}

/** A package page's questions: its own first, then the general ones. */
export function faqsForPackage(packageId: string): FaqEntry[] {
  return [...faqs.filter((faq) => faq.package === packageId).sort(byOrder), ...faqsOfTopic('general')];
}
