import { navigation, site } from '../../generated/site';
import { pathTo } from '../../routes';
import { Island } from '../Island';
import { MenuItemText } from './MenuItemText';

/** Tailwind's lg breakpoint: the mega-menu from here up, the Menu button and drawer below. */
const desktop = '(min-width: 64rem)';
const connect = { href: pathTo('/coordinator-connect'), label: 'Connect with Care Team' };

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <a href={pathTo('/')} className="flex items-center gap-2 rounded-lg font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
          <span className="text-base leading-tight sm:text-lg">{site.name}</span>
        </a>
        <Island
          name="MegaMenu"
          when="idle"
          media={desktop}
          props={{ groups: navigation.groups.map(({ id, label }) => ({ id, label })) }}
          slots={Object.fromEntries(
            navigation.groups.map((group) => [
              group.id,
              <ul className="grid grid-cols-2 gap-1 rounded-card border border-slate-200 bg-white p-3 shadow-xl">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} className="block rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50">
                      <MenuItemText item={item} />
                    </a>
                  </li>
                ))}
              </ul>,
            ]),
          )}
        />
        <div className="flex items-center gap-2">
          <a
            href={connect.href}
            className="hidden rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-block"
          >
            {connect.label}
          </a>
          <Island
            name="MobileMenu"
            when="idle"
            media={`not all and ${desktop}`}
            props={{ groups: navigation.groups, sitemapHref: pathTo('/sitemap'), connect }}
          />
        </div>
      </div>
    </header>
  );
}
