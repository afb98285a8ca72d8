import { Home } from 'lucide-react';
import { EmergencyCallBox } from '../components/EmergencyCallBox';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { ButtonLink, buttonClass } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { collections } from '../content/collections';
import { NetworkLinks } from '../components/network/NetworkLinks';
import { network, notFound } from '../generated/site';
import { entryRoutePrefixes, pathTo } from '../routes';

/** Shown for any address the site does not have, including an entry that does not exist. */
export default function NotFoundPage() {
  const entryPages = entryRoutePrefixes().map(({ prefix, collection }) => ({ prefix, noun: collections[collection].noun }));
  return (
    <>
      <PageHead title={notFound.heading} description={notFound.message} noindex canonical={false} />
      <PageHeader
        above={
          <div className="text-4xl font-bold text-brand-700" aria-hidden="true">
            {notFound.badge}
          </div>
        }
        title={notFound.heading}
        lead={notFound.message}
        illustration="signpost"
      >
        <Island name="NotFoundDetails" when="load" props={{ entryPages, words: { youAskedFor: notFound.youAskedFor, noSuchEntry: notFound.noSuchEntry } }} />
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={pathTo('/')}>
            <Home aria-hidden="true" className="size-4" /> {notFound.homeAction}
          </ButtonLink>
          <Island name="BackButton" when="idle" props={{ label: notFound.backAction, fallbackHref: pathTo('/'), className: buttonClass('secondary') }} />
        </div>
      </PageHeader>
      <Section id="popular-pages" heading={notFound.popularHeading}>
        <CardGrid cols={3}>
          {notFound.popular.map((page) => (
            <li key={page.href}>
              <a href={page.href} className="card block h-full hover:border-brand-500 hover:bg-brand-50">
                <span className="font-semibold text-brand-800">{page.label}</span>
                <span className="note mt-1 block">{page.description}</span>
              </a>
            </li>
          ))}
        </CardGrid>
      </Section>
      {/* Each card of the network is a section named by its own heading. */}
      <div className="wrap pb-12">
        <CardGrid cols={2} as="div">
          <NetworkLinks idPrefix="not-found" words={network.notFound} />
        </CardGrid>
      </div>
      <div className="wrap pb-12">
        <EmergencyCallBox />
      </div>
    </>
  );
}
