import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { TabSet } from '../components/TabSet';
import { FaqsByTopic } from '../components/faqs/FaqsByTopic';
import { ResourceCardItem } from '../components/info/ResourceCardItem';
import { SmartLink } from '../components/SmartLink';
import { footer, resourcesPage } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';
import { resourcesIn } from '../lib/resources';

/** /resources: searchable guides, tools and downloads in tabs, the legal pages, and travel FAQs. */
export default function ResourcesPage() {
  const meta = usePageMeta();
  const tabs = resourcesPage.tabs.map((tab) => ({
    id: tab.category,
    label: tab.label,
    content: (
      <div>
        <ul className="grid gap-4 sm:grid-cols-2" data-resource-list={tab.category}>
          {resourcesIn(tab.category).map((resource) => (
            <ResourceCardItem key={resource.id} resource={resource} />
          ))}
        </ul>
        <p hidden data-resource-empty className="text-slate-700">
          Nothing in {tab.label} matches your search.
        </p>
        {tab.note && <p className="mt-4 text-sm text-slate-600">{tab.note}</p>}
      </div>
    ),
  }));
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10">
      <PageHead title={meta.title} description={meta.description} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{resourcesPage.intro}</p>
      </div>
      <section aria-labelledby="resource-list" className="min-w-0">
        <h2 id="resource-list" className="sr-only">
          Resources
        </h2>
        <Island name="ResourceSearch" when="visible" props={{ tabs: resourcesPage.tabs.map(({ category, label }) => ({ category, label })) }} />
        <TabSet label="Kinds of resources" tabs={tabs} className="mt-2" />
      </section>
      <FaqsByTopic topics={resourcesPage.faqTopics} heading="Questions about travel, visas, payment and aftercare" />
      <section aria-labelledby="legal-pages">
        <h2 id="legal-pages" className="text-xl font-bold text-slate-900">
          Legal
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {footer.legal.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className="font-medium text-brand-700 underline underline-offset-2">
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
