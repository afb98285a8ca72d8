import { Headphones, MessageCircle } from 'lucide-react';
import { contact, emergencySupport } from '../../generated/site';
import { ButtonLink } from '../ui/ButtonLink';
import { Ltr } from '../ui/Ltr';
import { FilledText } from '../FilledText';

/** The service's own lines, for patients already travelling with us: the hotline first, then the office line. */
export function CareTeamLines() {
  const lines = [
    { phone: contact.hotline, Icon: Headphones, note: emergencySupport.careTeam.hotlineNote },
    { phone: contact.careTeam, Icon: MessageCircle, note: emergencySupport.careTeam.officeNote },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {lines.map(({ phone, Icon, note }) => (
        <li key={phone.number} className="card flex flex-col">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon aria-hidden="true" className="size-5 text-brand-700" /> {phone.label}
          </p>
          <p className="note mt-1 flex-1">
            {note} {phone.hours}.
          </p>
          <ButtonLink href={`tel:${phone.number}`} className="mt-3 self-start">
            <FilledText text={emergencySupport.callAction} values={{ number: <Ltr>{phone.display}</Ltr> }} />
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
