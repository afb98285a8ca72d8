import { MessageCircle, Phone, Video } from 'lucide-react';
import type { Contact } from '../../content/schemas/contact';
import type { CoordinatorConnect } from '../../content/schemas/coordinator-connect';
import { common } from '../../generated/site';
import { externalRel } from '../../lib/external-link';
import { joinParts } from '../../lib/lists';
import { consultationHref } from '../../lib/links';
import { whatsappHref } from '../../lib/whatsapp';
import { Ltr } from '../ui/Ltr';

const actionClass = 'btn btn-primary mt-4';

/** The three ways to talk to the care team now: a call, a video call arranged through the form, a WhatsApp chat. */
export function ContactOptions({ words, contact }: { words: CoordinatorConnect; contact: Contact }) {
  const whatsapp = whatsappHref(contact.whatsapp.number, words.whatsapp.greeting);
  const options = [
    { icon: Phone, option: words.phone, href: `tel:${contact.careTeam.number}`, action: <>{words.phone.action} <Ltr>{contact.careTeam.display}</Ltr></>, hours: contact.careTeam.hours },
    { icon: Video, option: words.video, href: consultationHref({ contact: 'video' }), action: words.video.action, hours: null },
    { icon: MessageCircle, option: words.whatsapp, href: whatsapp, action: <>{joinParts([words.whatsapp.action, <Ltr key="number">{contact.whatsapp.display}</Ltr>], common.joiners.label)}</>, hours: contact.whatsapp.hours },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {options.map(({ icon: Icon, option, href, action, hours }) => (
        <li key={option.title} className="card flex flex-col">
          <span className="icon-tile">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">{option.title}</h3>
          <p className="mt-1 flex-1 text-sm text-slate-700">{option.text}</p>
          {hours && <p className="mt-2 text-sm font-medium text-slate-600">{hours}</p>}
          <a href={href} className={actionClass} {...externalRel(href)}>
            {action}
          </a>
        </li>
      ))}
    </ul>
  );
}
