import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '../../lib/faqs';
import { EntryBody } from '../EntryBody';

/**
 * Questions as a disclosure list. Native <details> gives the disclosure pattern (a control that
 * says whether it is expanded, Enter and Space toggle) with no JavaScript, and the answers stay
 * in the HTML for search engines and find-in-page.
 */
export function FaqList({ faqs, headingLevel = 4 }: { faqs: FaqEntry[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.id} id={`faq-${faq.id}`} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-4 py-3 hover:bg-slate-50">
            <Heading className="text-base font-semibold text-slate-900">{faq.question}</Heading>
            <ChevronDown aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          {faq.html && <EntryBody html={faq.html} className="px-4 pb-4 text-slate-700" />}
        </details>
      ))}
    </div>
  );
}
