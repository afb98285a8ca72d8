import mark from '../../../public/favicon.svg?raw';
import { navigation, site } from '../../generated/site';
import { pathTo } from '../../routes';
import { Island } from '../Island';
import { LanguagePicker } from '../languages/LanguagePicker';
import { MenuItemText } from './MenuItemText';

export function Header() {
  // Read in the render, not as the module loads: the words are the page's language's.
  const connect = navigation.action;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      {/* Below sm a grid: the name down the left; on the right the language picker beside the Menu button, and the
          emergency link under them, so neither costs the header a row of its own. From sm up one row. */}
      <div className="wrap grid grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-1 py-3 sm:flex sm:justify-between lg:gap-x-2 xl:gap-x-3">
        {/* The name keeps one line where there is room (from sm up) and never gives up its space to the
            menu beside it (from lg up); on the narrowest phones it wraps rather than run under the Menu button. */}
        <a href={pathTo('/')} className="row-span-2 flex min-w-0 items-center gap-2 rounded-sm font-bold text-brand-800 lg:shrink-0">
          {/* The site's mark, public/favicon.svg, written into the page rather than an <img> of the file: an SVG
              image is a document of its own that the browser builds on the main thread when the file arrives, beside
              the first paint of every page and again after each navigation. */}
          <span aria-hidden="true" className="size-8 shrink-0" dangerouslySetInnerHTML={{ __html: mark }} />
          <span className="leading-tight sm:whitespace-nowrap sm:text-lg lg:text-base xl:text-lg">{site.name}</span>
        </a>
        {/* On the first screen of every page, at every width: the way to the emergency numbers is one tap. */}
        <a
          href={pathTo('/emergency-support')}
          className="col-span-2 col-start-2 row-start-2 inline-flex shrink-0 items-center justify-self-end rounded-sm px-1 py-0.5 text-sm font-semibold text-danger-700 underline-offset-2 hover:underline sm:ms-auto sm:py-2 lg:order-last lg:ms-0"
        >
          {navigation.emergency}
        </a>
        <LanguagePicker compact />
        <Island
          name="SiteMenu"
          when="interaction"
          props={{ groups: navigation.groups.map(({ id, label }) => ({ id, label })), connect, words: { label: navigation.menu.label, title: navigation.menu.title, close: navigation.menu.close } }}
          // The menu's lists are made from the page's language's navigation alone: rendered once per language.
          slotsFrom={navigation.groups}
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
