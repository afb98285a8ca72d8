import { z } from 'zod';
import { reference, text } from '../fields';

/** What a question is about; pages choose the topics they show. */
export const faqTopics = ['general', 'travel', 'visa', 'payment', 'aftercare'] as const;

/** content/faqs/<id>.mdx: one question a patient asks; the MDX body is the answer. */
export const faqSchema = z.strictObject({
  /** The question, as a patient would ask it, ending with a question mark (Arabic's own ؟ too). */
  question: text.refine((value) => /[?؟]$/.test(value), 'should end with a question mark.'),
  /** What it is about: general questions show on every package page, the others where patients plan their trip. */
  topic: z.enum(faqTopics),
  /** The package the question belongs to, when it is about one: a file in content/packages/. Shown on that package's page. */
  package: reference('packages', 'package').optional(),
  /** Position among the questions shown with it (its package's, or else its topic's): 1 comes first; no two share one. */
  order: z.number().int().positive(),
});

export type FaqTopic = (typeof faqTopics)[number];
