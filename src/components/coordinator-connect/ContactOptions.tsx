import { MessageCircle, Phone, Video } from 'lucide-react';
import type { Contact } from '../../content/schemas/contact';
import type { CoordinatorConnect } from '../../content/schemas/coordinator-connect';
import { consultationHref } from '../../lib/links';

const actionClass = 'mt-4 inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800';

/** The three ways to talk to the care team now: a call, a video call arranged through the form, a WhatsApp chat. */
export function ContactOptions({ words, contact, formAnchor }: { words: CoordinatorConnect; contact: Contact; formAnchor: string }) {
  const whatsapp = `https://wa.me/${contact.whatsapp.number.slice(1)}?text=${encodeURIComponent(words.whatsapp.greeting)}`;
  const options = [
    { icon: Phone, option: words.phone, href: `tel:${contact.careTeam.number}`, action: `${words.phone.action} ${contact.careTeam.display}`, hours: contact.careTeam.hours },
    { icon: Video, option: words.video, href: `${consultationHref({ contact: 'video' })}#${formAnchor}`, action: words.video.action, hours: null },
    { icon: MessageCircle, option: words.whatsapp, href: whatsapp, action: `${words.whatsapp.action}: ${contact.whatsapp.display}`, hours: contact.whatsapp.hours },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {options.map(({ icon: Icon, option, href, action, hours }) => (
        <li key={option.title} className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm">
          <Icon aria-hidden="true" className="size-7 text-brand-600" />
          <h3 className="mt-3 font-semibold text-slate-900">{option.title}</h3>
          <p className="mt-1 flex-1 text-sm text-slate-700">{option.text}</p>
          {hours && <p className="mt-2 text-sm font-medium text-slate-600">{hours}</p>}
          <a href={href} className={actionClass}>
            {action}
          </a>
        </li>
      ))}
    </ul>
  );
}
