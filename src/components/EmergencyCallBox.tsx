import { Phone } from 'lucide-react';
import { contact, emergencySupport } from '../generated/site';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';
import { Ltr } from './ui/Ltr';
import { FilledText } from './FilledText';

/** The box every dead end carries: who to call now. Its advice is reviewed with content/site/emergency-support.json. */
export function EmergencyCallBox() {
  const words = emergencySupport.callBox;
  return (
    <aside aria-labelledby="emergency-box-heading" className="rounded-lg border border-danger-600 bg-danger-50 p-5 sm:p-6">
      <h2 id="emergency-box-heading" className="h3 text-danger-700">
        {words.heading}
      </h2>
      <p className="measure mt-1 text-slate-700">
        {fillTemplate(words.text, { line: contact.hotline.label.toLowerCase(), hours: contact.hotline.hours.toLowerCase() })}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a
          href={`tel:${contact.hotline.number}`}
          className="btn btn-danger"
        >
          <Phone aria-hidden="true" className="size-4" /> <FilledText text={emergencySupport.callAction} values={{ number: <Ltr>{contact.hotline.display}</Ltr> }} />
        </a>
        <a href={pathTo('/emergency-support')} className="inline-flex items-center px-2 py-2 font-semibold text-danger-700 underline underline-offset-2">
          {words.numbersLink}
        </a>
      </div>
    </aside>
  );
}
