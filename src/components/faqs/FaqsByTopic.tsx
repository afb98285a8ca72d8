import type { FaqTopic } from '../../content/schemas/faq';
import { common } from '../../generated/site';
import { faqsOfTopic } from '../../lib/faqs';
import { FaqJsonLd } from './FaqJsonLd';
import { FaqList } from './FaqList';

/**
 * The questions of some topics, each topic under its own label, with their FAQPage data; it
 * brings no heading of its own, so it goes inside a section that has one:
 * `<Section id="faqs" heading="Questions"><FaqsByTopic topics={['travel', 'visa', 'payment', 'aftercare']} /></Section>`.
 */
export function FaqsByTopic({ topics, structuredData = true }: {
  topics: FaqTopic[];
  /** Search engines want one page to mark up a question: pass false where the same ones are shown again. */
  structuredData?: boolean;
}) {
  const groups = topics.map((topic) => ({ topic, faqs: faqsOfTopic(topic) })).filter((group) => group.faqs.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="grid-cards lg:grid-cols-2">
      {structuredData && <FaqJsonLd faqs={groups.flatMap((group) => group.faqs)} />}
      {groups.map((group) => (
        <div key={group.topic}>
          <h3 className="eyebrow mb-2">{common.faqTopics[group.topic]}</h3>
          <FaqList faqs={group.faqs} />
        </div>
      ))}
    </div>
  );
}
