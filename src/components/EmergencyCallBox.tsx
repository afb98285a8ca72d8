import { Phone } from 'lucide-react';
import { contact } from '../generated/site';
import { pathTo } from '../routes';

/** The box every dead end carries: who to call now. */
export function EmergencyCallBox() {
  return (
    <aside aria-labelledby="emergency-box-heading" className="rounded-card border border-danger-600/30 bg-red-50 p-5">
      <h2 id="emergency-box-heading" className="font-bold text-danger-700">
        Medical emergency?
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Call your local emergency number first. Patients travelling with us can call our {contact.hotline.label.toLowerCase()}, {contact.hotline.hours.toLowerCase()}.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a
          href={`tel:${contact.hotline.number}`}
          className="inline-flex items-center gap-2 rounded-xl bg-danger-600 px-4 py-2 font-semibold text-white hover:bg-danger-700"
        >
          <Phone aria-hidden="true" className="size-4" /> Call {contact.hotline.display}
        </a>
        <a href={pathTo('/emergency-support')} className="inline-flex items-center rounded-xl px-2 py-2 font-medium text-danger-700 underline underline-offset-2">
          Emergency numbers by country
        </a>
      </div>
    </aside>
  );
}
