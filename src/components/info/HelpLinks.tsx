import { LifeBuoy, MessageSquare } from 'lucide-react';
import { pathTo } from '../../routes';

/** The two ways on from a page about the journey: a coordinator, or help when something is wrong. */
export function HelpLinks() {
  return (
    <div className="flex flex-wrap gap-3">
      <a href={pathTo('/coordinator-connect')} className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        <MessageSquare aria-hidden="true" className="size-5" /> Connect with a Care Coordinator
      </a>
      <a href={pathTo('/emergency-support')} className="inline-flex items-center gap-2 rounded-xl border border-danger-600 bg-white px-5 py-3 font-semibold text-danger-700 hover:bg-red-50">
        <LifeBuoy aria-hidden="true" className="size-5" /> Emergency Support
      </a>
    </div>
  );
}
