import { CheckCircle2, Mail, MessageCircle, TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import type { RequestFormWords } from '../../content/schemas/coordinator-connect';
import { Ltr } from '../../components/ui/Ltr';
import { externalRel } from '../../lib/external-link';

/** The confirmation, shown only once the receiver has stored the request and returned its reference. */
export function Received({ words, reference, headingRef, onAgain }: { words: RequestFormWords['received']; reference: string; headingRef: Ref<HTMLHeadingElement>; onAgain: () => void }) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-5 sm:p-6" data-testid="request-received">
      <h3 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-brand-700" /> {words.heading}
      </h3>
      <p className="mt-4 text-slate-700">{words.referenceLabel}</p>
      <p className="mt-1 break-all text-2xl font-extrabold tracking-wider text-brand-800" data-testid="request-reference">
        <Ltr>{reference}</Ltr>
      </p>
      <p className="mt-4 text-slate-700">{words.text}</p>
      <button type="button" onClick={onAgain} className="btn btn-secondary mt-5">
        {words.againLabel}
      </button>
    </div>
  );
}

/** What went wrong, in plain words, and the request handed over as an email and a WhatsApp message. */
export function Handoff({
  words,
  problem,
  links,
  headingRef,
  canRetry,
}: {
  words: RequestFormWords['handoff'];
  problem: string;
  links: { email: string; whatsapp: string };
  headingRef: Ref<HTMLHeadingElement>;
  /** Offer to send through the form again (it sits inside the form, so it submits it). */
  canRetry: boolean;
}) {
  return (
    <div className="rounded-lg border border-accent-500 bg-accent-50 p-5" data-testid="request-handoff">
      <p className="flex gap-2 font-semibold text-slate-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <span>{problem}</span>
      </p>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-lg font-bold text-slate-900">
        {words.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{words.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={links.email} className="btn btn-primary">
          <Mail aria-hidden="true" className="size-4" /> {words.emailLabel}
        </a>
        <a href={links.whatsapp} className="btn btn-primary" {...externalRel(links.whatsapp)}>
          <MessageCircle aria-hidden="true" className="size-4" /> {words.whatsappLabel}
        </a>
        {canRetry && (
          <button type="submit" className="btn btn-secondary">
            {words.retryLabel}
          </button>
        )}
      </div>
    </div>
  );
}
