import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { SmartLink } from '../components/SmartLink';
import { TabSet } from '../components/TabSet';
import { FaqsByTopic } from '../components/faqs/FaqsByTopic';
import { ResourceCardItem } from '../components/info/ResourceCardItem';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { footer, resourcesPage } from '../generated/site';
import { fillTemplate } from '../lib/template';
import { usePageMeta } from '../lib/page-meta';
import { resourcesIn } from '../lib/resources';

/** /resources: searchable guides, tools and downloads in tabs, travel FAQs, and the legal pages. */
export default function ResourcesPage() {
  const meta = usePageMeta();
  // The search box's label and placeholder, apart from what its result line says.
  const { label, placeholder, ...searchMessages } = resourcesPage.search;
  const tabs = resourcesPage.tabs.map((tab) => ({
    id: tab.category,
    label: tab.label,
    content: (
      <div>
        <ul className="grid-cards md:grid-cols-2" data-resource-list={tab.category}>
          {resourcesIn(tab.category).map((resource) => (
            <ResourceCardItem key={resource.id} resource={resource} />
          ))}
        </ul>
        <p hidden data-resource-empty className="text-slate-700">
          {fillTemplate(resourcesPage.noneInTab, { tab: tab.label })}
        </p>
        {tab.note && <p className="note mt-4">{tab.note}</p>}
      </div>
    ),
  }));
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={resourcesPage.intro} illustration={meta.illustration} />
      <Section id="resource-list" heading={resourcesPage.heading} hiddenHeading>
        <Island name="ResourceSearch" when="visible" props={{ tabs: resourcesPage.tabs.map(({ category, label }) => ({ category, label })), words: { label, placeholder }, messages: searchMessages }} />
        <TabSet label={resourcesPage.tabsLabel} tabs={tabs} className="mt-2" />
      </Section>
      <Section fold id="faqs" {...resourcesPage.sections.faqs} tone="tint">
        <FaqsByTopic topics={resourcesPage.faqTopics} />
      </Section>
      <Section id="legal-pages" {...resourcesPage.sections.legal}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {footer.legal.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className="link">
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
