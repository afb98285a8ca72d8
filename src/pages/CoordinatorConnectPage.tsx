import { ArrowDown, BadgeCheck, Check, ClipboardList, Clock, HeartHandshake, Plane, Stethoscope } from 'lucide-react';
import { ContactOptions } from '../components/coordinator-connect/ContactOptions';
import { EmergencyCallBox } from '../components/EmergencyCallBox';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { claims, contact, coordinatorConnect as words } from '../generated/site';
import { requestEndpoint } from '../lib/forms/endpoint';
import { requestChoiceLists } from '../lib/forms/request-choices';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';

const benefitIcons = [Stethoscope, ClipboardList, Plane, HeartHandshake];
const formAnchor = 'request-form';

/** /coordinator-connect: where every "book", "consultation", "quote" and "connect" button leads. */
export default function CoordinatorConnectPage() {
  const meta = usePageMeta();
  const choices = requestChoiceLists();
  const endpoint = requestEndpoint(contact.requestEndpoint);
  const figures = words.whyClaims.map((id) => claims.claims.find((claim) => claim.id === id)!);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{meta.description}</p>
          <ul className="mt-5 space-y-2">
            {words.heroPoints.map((point) => (
              <li key={point} className="flex gap-2 text-slate-800">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" /> {point}
              </li>
            ))}
          </ul>
          <a href={`#${formAnchor}`} className="mt-6 inline-flex items-center gap-2 rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {words.heroFormLink} <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-10">
        <section aria-labelledby="contact-options">
          <h2 id="contact-options" className="text-2xl font-bold text-slate-900">
            {words.contactHeading}
          </h2>
          <div className="mt-5">
            <ContactOptions words={words} contact={contact} formAnchor={formAnchor} />
          </div>
        </section>

        <section aria-labelledby="coordinator-benefits">
          <h2 id="coordinator-benefits" className="text-2xl font-bold text-slate-900">
            {words.benefitsHeading}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {words.benefits.map((benefit, index) => {
              const Icon = benefitIcons[index % benefitIcons.length];
              return (
                <li key={benefit.title} className="rounded-card bg-brand-50 p-5">
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                  <h3 className="mt-2 font-semibold text-brand-900">{benefit.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{benefit.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <div id={formAnchor} className="grid scroll-mt-20 gap-8 lg:grid-cols-[1fr_20rem]">
          <section className="rounded-card border border-slate-200 p-4 shadow-sm sm:p-8">
            {/* Outside the island, so the island's markup is the same with or without a receiver. */}
            {!endpoint && (
              <noscript>
                <p className="mb-4 font-semibold text-slate-900">{words.form.failures.noEndpoint}</p>
              </noscript>
            )}
            <Island
              name="RequestForm"
              when="visible"
              props={{
                words: words.form,
                conditions: choices.conditions,
                hospitals: choices.hospitals,
                endpoint,
                privacyHref: pathTo('/privacy'),
                email: contact.email,
                whatsappNumber: contact.whatsapp.number,
              }}
            />
          </section>
          <aside aria-labelledby="response-promise" className="self-start rounded-card bg-brand-800 p-6 text-white">
            <h2 id="response-promise" className="flex items-center gap-2 text-xl font-bold">
              <Clock aria-hidden="true" className="size-5" /> {words.responseHeading}
            </h2>
            <p className="mt-3 text-brand-50">
              A coordinator answers every request <strong className="text-white">{contact.responseTime}</strong>.
            </p>
            <p className="mt-2 text-sm text-brand-100">{contact.hours}</p>
          </aside>
        </div>

        <section aria-labelledby="why-choose">
          <h2 id="why-choose" className="text-2xl font-bold text-slate-900">
            {words.whyHeading}
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {words.whyPoints.map((point) => (
              <li key={point.title} className="flex gap-3">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-semibold text-slate-900">{point.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
          {figures.length > 0 && (
            <dl className="mt-8 grid gap-4 sm:grid-cols-3">
              {figures.map((claim) => (
                <div key={claim.id} className="flex flex-col-reverse rounded-card border border-slate-200 p-5 text-center">
                  <dt className="mt-1 text-sm font-medium text-slate-700">
                    {claim.label}
                    <span className="mt-1 block text-xs font-normal text-slate-500">{claim.meaning}</span>
                  </dt>
                  <dd className="text-3xl font-extrabold text-brand-800">{claim.figure}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <EmergencyCallBox />
      </div>
    </>
  );
}
