import { PageHead } from '../components/PageHead';
import { SmartLink } from '../components/SmartLink';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { NetworkLinks } from '../components/network/NetworkLinks';
import { footer, navigation, network, pages } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';
import { pageRoutes, pathTo } from '../routes';

/** Every page by topic, derived from the menu and footer content and the route table. */
export default function SitemapPage() {
  const meta = usePageMeta();
  const inMenu = new Set(navigation.groups.flatMap((group) => group.items.map((item) => item.href)));
  const linked = [...footer.groups.flatMap((group) => group.links), ...footer.legal];
  // Any other page of the route table (a tool, a style page is noindex and left out) is listed too.
  const unlinked = pageRoutes
    .filter((route) => !route.entries && !route.listing && !route.noindex && route.path !== '/')
    .filter((route) => !inMenu.has(route.path) && !linked.some((link) => link.href === route.path))
    .map((route) => ({ href: route.path, label: pages.pages.find((page) => page.path === route.path)?.title ?? route.path }));
  const more = [...linked, ...unlinked].filter(
    (link, index, all) => !inMenu.has(link.href) && all.findIndex((other) => other.href === link.href) === index,
  );
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={meta.description} illustration="signpost">
        <ul className="mt-6 flex flex-wrap gap-3" aria-label="Quick actions">
          <li>
            <ButtonLink href={pathTo('/coordinator-connect')}>Connect with Care Team</ButtonLink>
          </li>
          <li>
            <ButtonLink href={pathTo('/packages')} variant="secondary">
              Compare packages
            </ButtonLink>
          </li>
          <li>
            <ButtonLink href={pathTo('/emergency-support')} variant="danger">
              Emergency support
            </ButtonLink>
          </li>
        </ul>
      </PageHeader>
      <Section id="sitemap-pages" heading="All pages" hiddenHeading>
        <CardGrid cols={3} as="div">
          {navigation.groups.map((group) => (
            <section key={group.id} aria-labelledby={`sitemap-${group.id}`} className="card">
              <h2 id={`sitemap-${group.id}`} className="h3">
                {group.label}
              </h2>
              <ul className="mt-4 space-y-3">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} className="link">
                      {item.label}
                    </a>
                    <span className="note block">{item.description}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <NetworkLinks idPrefix="sitemap" words={network.sitemap} />
          <section aria-labelledby="sitemap-more" className="card">
            <h2 id="sitemap-more" className="h3">
              More
            </h2>
            <ul className="mt-4 space-y-3">
              {more.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} className="link">
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        </CardGrid>
      </Section>
    </>
  );
}
