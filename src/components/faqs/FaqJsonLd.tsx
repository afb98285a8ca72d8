import type { FaqEntry } from '../../lib/faqs';
import { faqPage } from '../../lib/structured-data';
import { JsonLd } from '../JsonLd';
import { withBodyFacts } from '../EntryBody';

/** FAQPage structured data for the questions a page shows, each answer as the page shows it; a page should carry one. */
export function FaqJsonLd({ faqs }: { faqs: FaqEntry[] }) {
  return <JsonLd data={faqPage(faqs.map((faq) => ({ question: faq.question, answerHtml: withBodyFacts(faq.html ?? '') })))} />;
}
