import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqEntry } from '../../lib/faqs';

/** FAQPage structured data for the questions a page shows; a page should carry one. */
export function FaqJsonLd({ faqs }: { faqs: FaqEntry[] }) {
  const data: WithContext<FAQPage> = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.html ?? '' },
    })),
  };
  // "<" is escaped so an answer's HTML cannot close the script block.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
