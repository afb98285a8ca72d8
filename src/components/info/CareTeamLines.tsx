import { Headphones, MessageCircle } from 'lucide-react';
import { contact } from '../../generated/site';

/** The service's own lines, for patients already travelling with us: the hotline first, then the office line. */
export function CareTeamLines() {
  const lines = [
    { phone: contact.hotline, Icon: Headphones, note: 'For patients in India with us, at any hour.' },
    { phone: contact.careTeam, Icon: MessageCircle, note: 'Questions that can wait for office hours.' },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {lines.map(({ phone, Icon, note }) => (
        <li key={phone.number} className="rounded-card border border-slate-200 bg-white p-4">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon aria-hidden="true" className="size-5 text-brand-700" /> {phone.label}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {note} {phone.hours}.
          </p>
          <a href={`tel:${phone.number}`} className="mt-3 inline-block rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Call {phone.display}
          </a>
        </li>
      ))}
    </ul>
  );
}
