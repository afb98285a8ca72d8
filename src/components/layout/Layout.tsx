import { Outlet } from 'react-router';
import { navigation } from '../../generated/site';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageNotices } from '../languages/LanguageNotices';

/** The frame of every page: skip link, header, the page, footer. */
export function Layout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {navigation.skipLink}
      </a>
      <Header />
      <LanguageNotices />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
