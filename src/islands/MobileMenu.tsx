import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
// The drawer (and vaul) come with this island, which wakes when the browser is idle: a first tap
// then waits for nothing more, instead of for one more download after React.
import MobileMenuDrawer from './MobileMenuDrawer';

export interface MobileMenuProps {
  /** The menu groups' ids and labels; their links are read from the desktop menu's HTML on the page. */
  groups: Array<{ id: string; label: string }>;
  /** Where the button leads with JavaScript off: the sitemap lists every page. */
  sitemapHref: string;
  /** The call to action at the foot of the drawer. */
  connect: { href: string; label: string };
}

/**
 * The phone menu button and its drawer, mounted on the first tap; without JavaScript the button
 * is a link to the sitemap.
 */
export default function MobileMenu({ groups, sitemapHref, connect }: MobileMenuProps) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // A dialog gives focus back to what opened it: once the drawer closes, to this button.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="lg:hidden">
      <a href={sitemapHref} className="hidden items-center gap-2 rounded-sm border border-slate-300 px-3 py-2 text-sm font-medium nojs:inline-flex">
        <Menu aria-hidden="true" className="size-5" /> Menu
      </a>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-sm border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 nojs:hidden"
      >
        <Menu aria-hidden="true" className="size-5" /> Menu
      </button>
      {loaded && <MobileMenuDrawer groups={groups} connect={connect} open={open} onOpenChange={setOpen} />}
    </div>
  );
}
