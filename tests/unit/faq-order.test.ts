import { describe, expect, it, vi } from 'vitest';
import { faqsForPackage, faqsOfTopic } from '../../src/lib/faqs';

// Questions written for these tests: ties in order, questions of packages, and every topic.
vi.mock('../../src/generated/faqs', () => ({
  faqs: [
    { id: 'g2', question: 'B general?', topic: 'general', order: 2 },
    { id: 'p1b', question: 'Zebra?', topic: 'general', package: 'ibd-crohns', order: 1 },
    { id: 'g1', question: 'A general?', topic: 'general', order: 1 },
    { id: 'p2', question: 'Second?', topic: 'payment', package: 'ibd-crohns', order: 2 },
    { id: 'p1a', question: 'Apple?', topic: 'general', package: 'ibd-crohns', order: 1 },
    { id: 'g1b', question: 'A earlier general?', topic: 'general', order: 1 },
    { id: 'other', question: 'Other package?', topic: 'general', package: 'fistula-surgery', order: 1 },
    { id: 't1', question: 'Travel?', topic: 'travel', order: 1 },
  ],
}));

describe('the order of questions', () => {
  it('lists a topic\'s questions that belong to no package, by order, then by question', () => {
    expect(faqsOfTopic('general').map((faq) => faq.id)).toEqual(['g1b', 'g1', 'g2']);
    expect(faqsOfTopic('travel').map((faq) => faq.id)).toEqual(['t1']);
    expect(faqsOfTopic('visa')).toEqual([]);
  });

  it('lists a package\'s own questions first, by order, then the general ones', () => {
    expect(faqsForPackage('ibd-crohns').map((faq) => faq.id)).toEqual(['p1a', 'p1b', 'p2', 'g1b', 'g1', 'g2']);
    expect(faqsForPackage('colorectal-cancer').map((faq) => faq.id)).toEqual(['g1b', 'g1', 'g2']);
  });
});
