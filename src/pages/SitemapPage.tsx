import { PageHead } from '../components/PageHead';
import { SmartLink } from '../components/SmartLink';
import { footer, navigation } from '../generated/site';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';

/** Every page by topic, derived from the menu and footer content. */
export default function SitemapPage() {
  const meta = usePageMeta();
  const inMenu = new Set(navigation.groups.flatMap((group) => group.items.map((item) => item.href)));
  const more = [...footer.groups.flatMap((group) => group.links), ...footer.legal].filter(
    (link, index, all) => !inMenu.has(link.href) && all.findIndex((other) => other.href === link.href) === index,
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageHead title={meta.title} description={meta.description} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
      <ul className="mt-6 flex flex-wrap gap-3" aria-label="Quick actions">
        <li>
          <a href={pathTo('/coordinator-connect')} className="inline-block rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Connect with Care Team
          </a>
        </li>
        <li>
          <a href={pathTo('/packages')} className="inline-block rounded-xl border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
            Compare packages
          </a>
        </li>
        <li>
          <a href={pathTo('/emergency-support')} className="inline-block rounded-xl border border-danger-600 px-4 py-2 font-semibold text-danger-700 hover:bg-red-50">
            Emergency support
          </a>
        </li>
      </ul>
      <div className="mt-10 grid gap-10 sm:grid-cols-2">
        {navigation.groups.map((group) => (
          <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className="text-lg font-bold text-slate-900">
              {group.label}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {item.label}
                  </a>
                  <span className="block text-sm text-slate-600">{item.description}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="sitemap-more">
          <h2 id="sitemap-more" className="text-lg font-bold text-slate-900">
            More
          </h2>
          <ul className="mt-3 space-y-2">
            {more.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
