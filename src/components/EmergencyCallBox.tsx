import { Phone } from 'lucide-react';
import { contact } from '../generated/site';
import { pathTo } from '../routes';

/** The box every dead end carries: who to call now. */
export function EmergencyCallBox() {
  return (
    <aside aria-labelledby="emergency-box-heading" className="rounded-lg border border-danger-600 bg-danger-50 p-5 sm:p-6">
      <h2 id="emergency-box-heading" className="h3 text-danger-700">
        Medical emergency?
      </h2>
      <p className="measure mt-1 text-slate-700">
        Call your local emergency number first. Patients travelling with us can call our {contact.hotline.label.toLowerCase()}, {contact.hotline.hours.toLowerCase()}.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a
          href={`tel:${contact.hotline.number}`}
          className="btn btn-danger"
        >
          <Phone aria-hidden="true" className="size-4" /> Call {contact.hotline.display}
        </a>
        <a href={pathTo('/emergency-support')} className="inline-flex items-center px-2 py-2 font-semibold text-danger-700 underline underline-offset-2">
          Emergency numbers by country
        </a>
      </div>
    </aside>
  );
}
