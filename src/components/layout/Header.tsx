import { Link } from 'react-router';
import { navigation, site } from '../../generated/site';
import { MegaMenu } from './MegaMenu';
import { MobileMenu } from './MobileMenu';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
          <span className="text-base leading-tight sm:text-lg">{site.name}</span>
        </Link>
        <MegaMenu groups={navigation.groups} />
        <div className="flex items-center gap-2">
          <Link
            to="/coordinator-connect"
            className="hidden rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-block"
          >
            Connect with Care Team
          </Link>
          <MobileMenu groups={navigation.groups} />
        </div>
      </div>
    </header>
  );
}
