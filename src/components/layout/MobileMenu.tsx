import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { MenuGroup } from '../../content/schemas/navigation';

const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/**
 * The phone menu button. The drawer (and vaul) load on the first tap, not with the page;
 * without JavaScript the button is a link to the sitemap.
 */
export function MobileMenu({ groups }: { groups: MenuGroup[] }) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <div className="lg:hidden">
      <a href="/sitemap" className="hidden items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium nojs:inline-flex">
        <Menu aria-hidden="true" className="size-5" /> Menu
      </a>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 nojs:hidden"
      >
        <Menu aria-hidden="true" className="size-5" /> Menu
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDrawer groups={groups} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
