import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuGroup } from '../../content/schemas/navigation';
import { MenuItemText } from './MenuItemText';

/**
 * The desktop menu: one disclosure button per group opening a panel of links with their
 * descriptions. Escape closes and returns focus; a click outside or a new page closes it.
 * Before hydration the panels open on hover and focus instead.
 */
export function MegaMenu({ groups }: { groups: MenuGroup[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpenId(null), [pathname]);

  useEffect(() => {
    if (!openId) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      document.getElementById(`menu-button-${openId}`)?.focus();
      setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openId]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {groups.map((group) => {
          const open = openId === group.id;
          return (
            <li key={group.id} className="group relative">
              <button
                type="button"
                id={`menu-button-${group.id}`}
                aria-expanded={open}
                aria-controls={`menu-panel-${group.id}`}
                onClick={() => setOpenId(open ? null : group.id)}
                className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {group.label}
                <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
              </button>
              <div
                id={`menu-panel-${group.id}`}
                className={`absolute left-1/2 top-full z-50 w-[36rem] max-w-[90vw] -translate-x-1/2 pt-2 ${open ? 'block' : 'hidden'} nojs:group-hover:block nojs:group-focus-within:block`}
              >
                <ul className="grid grid-cols-2 gap-1 rounded-card border border-slate-200 bg-white p-3 shadow-xl">
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <Link to={item.href} className="block rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50">
                        <MenuItemText item={item} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
