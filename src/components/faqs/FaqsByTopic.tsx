import type { FaqTopic } from '../../content/schemas/faq';
import { faqsOfTopic, faqTopicLabels } from '../../lib/faqs';
import { FaqJsonLd } from './FaqJsonLd';
import { FaqList } from './FaqList';

/**
 * The questions of some topics, each topic under its own heading, with their structured data.
 * For /resources and /coordinator-connect: `<FaqsByTopic topics={['travel', 'visa', 'payment', 'aftercare']} />`.
 */
export function FaqsByTopic({ topics, heading = 'Frequently asked questions', id = 'faqs' }: { topics: FaqTopic[]; heading?: string; id?: string }) {
  const groups = topics.map((topic) => ({ topic, faqs: faqsOfTopic(topic) })).filter((group) => group.faqs.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <FaqJsonLd faqs={groups.flatMap((group) => group.faqs)} />
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {groups.map((group) => (
          <div key={group.topic}>
            <p className="mb-2 text-sm font-bold uppercase tracking-wide text-brand-700">{faqTopicLabels[group.topic]}</p>
            <FaqList faqs={group.faqs} />
          </div>
        ))}
      </div>
    </section>
  );
}
