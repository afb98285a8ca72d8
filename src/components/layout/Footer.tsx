import type { FooterLink } from '../../content/schemas/footer';
import { buildYear, careTeam, common, contact, footer, site } from '../../generated/site';
import { joinParts } from '../../lib/lists';
import { Island } from '../Island';
import { SmartLink } from '../SmartLink';
import { LanguagePicker } from '../languages/LanguagePicker';
import { thisPage } from '../languages/this-page';
import { pathTo } from '../../routes';
import { Ltr } from '../ui/Ltr';

function LinkList({ links, className, linkClassName }: { links: FooterLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} className={linkClassName}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  // The words the newsletter box shows travel in its HTML only; the others (messages, the subject of an email) as its props.
  const { heading, text, emailLabel, placeholder, subscribe, ...messages } = footer.newsletter;
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="wrap grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-2">
          <a href={pathTo('/')} className="text-lg font-bold text-white">
            {site.name}
          </a>
          <p className="mt-2 max-w-sm text-sm text-brand-100">{site.tagline}</p>
          <p className="mt-4 text-sm">
            {joinParts(
              [
                <a key="phone" className="underline underline-offset-2 hover:text-white" href={`tel:${contact.careTeam.number}`}>
                  <Ltr>{contact.careTeam.display}</Ltr>
                </a>,
                <span key="hours" className="text-brand-200">
                  {contact.careTeam.hours}
                </span>,
              ],
              common.joiners.dot,
            )}
          </p>
          <p className="mt-1 text-sm">
            <a className="break-all underline underline-offset-2 hover:text-white" href={`mailto:${contact.email}`}>
              <Ltr>{contact.email}</Ltr>
            </a>
          </p>
          <div className="mt-6">
            <Island
              name="NewsletterForm"
              when="visible"
              props={{ words: { heading, text, emailLabel, placeholder, subscribe }, messages, email: contact.email, endpoint: contact.newsletterEndpoint, checkInbox: careTeam.newsletter.checkInbox, language: thisPage().language.tag }}
            />
          </div>
        </div>
        {footer.groups.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.label}</h2>
            <LinkList links={group.links} className="mt-3 space-y-2 text-sm" linkClassName="text-brand-100 hover:text-white hover:underline" />
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-800">
        <div className="wrap flex flex-col gap-3 py-5 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {buildYear} {site.name}
          </p>
          <LanguagePicker />
          <nav aria-label={footer.legalLabel}>
            <LinkList links={footer.legal} className="flex flex-wrap gap-4" linkClassName="hover:text-white hover:underline" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
