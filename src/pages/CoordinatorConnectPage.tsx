import { useParams } from 'react-router';
import { ArrowDown, ClipboardList, Clock, HeartHandshake, Plane, Stethoscope } from 'lucide-react';
import { ContactOptions } from '../components/coordinator-connect/ContactOptions';
import { EmergencyCallBox } from '../components/EmergencyCallBox';
import { FaqsByTopic } from '../components/faqs/FaqsByTopic';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { MarkedList } from '../components/packages/IncludedList';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { IconCard } from '../components/ui/IconCard';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { Stat, StatList } from '../components/ui/Stat';
import { TickPoint } from '../components/ui/TickPoint';
import { claims, common, contact, coordinatorConnect as words, site } from '../generated/site';
import { claimFigure } from '../lib/figures';
import { requestEndpoint } from '../lib/forms/endpoint';
import { requestChoiceLists } from '../lib/forms/request-choices';
import { currentPageLanguage } from '../lib/page-language';
import { usePageMeta } from '../lib/page-meta';
import { sectionIds } from '../lib/section-ids';
import { pathTo } from '../routes';

const benefitIcons = [Stethoscope, ClipboardList, Plane, HeartHandshake];
const formAnchor = sectionIds.CoordinatorConnectPage.form;

/**
 * /coordinator-connect: where every "book", "consultation", "quote" and "connect" button leads. Also
 * /coordinator-connect/for/<package> (noindex, canonical to the page), the same with the package chosen
 * in the form's HTML, which the server answers /coordinator-connect?package=… with, so the choice holds without JavaScript.
 */
export default function CoordinatorConnectPage() {
  const meta = usePageMeta(pathTo('/coordinator-connect'));
  const { package: chosenPackage } = useParams();
  const language = currentPageLanguage()?.language ?? site.languages[0]!;
  // Countries named, and replies offered, in the page's language first.
  const choices = requestChoiceLists(language.locale);
  const endpoint = requestEndpoint(contact.requestEndpoint);
  const figures = words.whyClaims.map((id) => claims.claims.find((claim) => claim.id === id)!);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} noindex={Boolean(chosenPackage)} canonical={chosenPackage ? pathTo('/coordinator-connect') : true} />
      <PageHeader title={meta.title} lead={meta.description} illustration={meta.illustration}>
        <MarkedList items={words.heroPoints} mark="check" className="mt-5 text-slate-800" />
        <ButtonLink href={`#${formAnchor}`} className="mt-6">
          {words.heroFormLink} <ArrowDown aria-hidden="true" className="size-4" />
        </ButtonLink>
      </PageHeader>

      <Section id="contact-options" heading={words.contactHeading}>
        <ContactOptions words={words} contact={contact} />
      </Section>

      <Section fold id="coordinator-benefits" heading={words.benefitsHeading} tone="tint">
        <CardGrid cols={4}>
          {words.benefits.map((benefit, index) => (
            <IconCard key={benefit.title} icon={benefitIcons[index % benefitIcons.length]} title={benefit.title} text={benefit.text} />
          ))}
        </CardGrid>
      </Section>

      {/* The form names itself with its own heading, so this band has none. */}
      <div id={formAnchor} className="section">
        <div className="wrap grid gap-8 lg:grid-cols-3">
          <div className="card lg:col-span-2">
            {/* Outside the island, so the island's markup is the same with or without a receiver. */}
            {!endpoint && (
              <noscript>
                <p className="mb-4 font-semibold text-slate-900">{words.form.failures.noEndpoint}</p>
              </noscript>
            )}
            <Island
              name="RequestForm"
              when="visible"
              chosen={chosenPackage ? { condition: chosenPackage } : undefined}
              props={{
                words: words.form,
                conditions: choices.conditions,
                hospitals: choices.hospitals,
                countries: choices.countries,
                replyLanguages: choices.replyLanguages,
                endpoint,
                privacyHref: pathTo('/privacy'),
                email: contact.email,
                whatsappNumber: contact.whatsapp.number,
                language: language.tag,
                labelJoiner: common.joiners.label,
              }}
            />
          </div>
          <aside aria-labelledby="response-promise" className="card self-start bg-brand-800 text-white">
            <h2 id="response-promise" className="h3 flex items-center gap-2 text-white">
              <Clock aria-hidden="true" className="size-5" /> {words.responseHeading}
            </h2>
            <p className="mt-3 text-brand-50">
              {words.responsePromise} <strong className="text-white">{contact.responseTime}</strong>.
            </p>
            <p className="mt-2 text-sm text-brand-100">{contact.hours}</p>
          </aside>
        </div>
      </div>

      <Section id="why-choose" heading={words.whyHeading} tone="tint">
        <CardGrid cols={3}>
          {words.whyPoints.map((point) => (
            <TickPoint key={point.title} title={point.title} text={point.text} />
          ))}
        </CardGrid>
        {figures.length > 0 && (
          <div className="mt-8">
            <StatList>
              {figures.map((claim) => (
                <Stat key={claim.id} figure={claimFigure(claim, common.durations)} label={claim.label} note={claim.meaning} trace={claim} />
              ))}
            </StatList>
          </div>
        )}
      </Section>

      <Section id="faqs" heading={words.faqHeading}>
        <FaqsByTopic topics={words.faqTopics} />
      </Section>

      <div className="wrap pb-12">
        <EmergencyCallBox />
      </div>
    </>
  );
}
