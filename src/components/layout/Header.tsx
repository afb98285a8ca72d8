import { navigation, site } from '../../generated/site';
import { pathTo } from '../../routes';
import { Island } from '../Island';
import { LanguagePicker } from '../languages/LanguagePicker';
import { MenuItemText } from './MenuItemText';

const connect = navigation.action;

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="wrap flex items-center justify-between gap-3 py-3">
        {/* The name keeps one line where there is room (from sm up) and never gives up its space to the
            menu beside it (from lg up); on the narrowest phones it wraps rather than run under the Menu button. */}
        <a href={pathTo('/')} className="flex min-w-0 items-center gap-2 rounded-sm font-bold text-brand-800 lg:shrink-0">
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8 shrink-0" />
          <span className="leading-tight sm:whitespace-nowrap sm:text-lg">{site.name}</span>
        </a>
        <LanguagePicker compact />
        <Island
          name="SiteMenu"
          when="interaction"
          props={{ groups: navigation.groups.map(({ id, label }) => ({ id, label })), connect, words: { label: navigation.menu.label, title: navigation.menu.title, close: navigation.menu.close } }}
          slots={Object.fromEntries(
            navigation.groups.map((group) => [
              group.id,
              // One list for both menus: a card of two columns in the desktop panel, a plain column in the phone drawer.
              <ul className="grid gap-1 lg:grid-cols-2 lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white lg:p-3 lg:raised">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} className="block rounded-md p-3 hover:bg-brand-50 focus-visible:bg-brand-50">
                      <MenuItemText item={item} />
                    </a>
                  </li>
                ))}
              </ul>,
            ]),
          )}
        />
      </div>
    </header>
  );
}
