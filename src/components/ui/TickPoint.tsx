import { CheckCircle2 } from 'lucide-react';

/** A point in a list of reasons: a tick, a short heading and a sentence. */
export function TickPoint({ title, text }: { title: string; text: string }) {
  return (
    <li className="flex gap-3">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div>
        <h3 className="h3">{title}</h3>
        <p className="mt-1 text-slate-700">{text}</p>
      </div>
    </li>
  );
}
