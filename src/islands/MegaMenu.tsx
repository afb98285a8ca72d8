import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { menuPanelId } from '../lib/menu-ids';
import { Slot } from './Slot';

export interface MegaMenuProps {
  /** The menu groups' ids and labels; each group's panel of links arrives as the slot of its id. */
  groups: Array<{ id: string; label: string }>;
  slots: Record<string, string>;
}

/**
 * The desktop menu: one disclosure button per group opening a panel of links with their
 * descriptions. Escape closes and returns focus; a click outside or focus leaving the menu closes it. Before hydration
 * (and with JavaScript off) the panels open on hover and focus instead.
 */
export default function MegaMenu({ groups, slots }: MegaMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

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
    <nav
      ref={navRef}
      aria-label="Main"
      // Tabbing out of the menu closes the open panel, so it never covers what has focus next.
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenId(null);
      }}
      className="hidden lg:ml-auto lg:block">
      <ul className="flex items-center gap-1">
        {groups.map((group) => {
          const open = openId === group.id;
          return (
            <li key={group.id} className="group relative">
              <button
                type="button"
                id={`menu-button-${group.id}`}
                aria-expanded={open}
                aria-controls={menuPanelId(group.id)}
                onClick={() => setOpenId(open ? null : group.id)}
                className="flex items-center gap-1 whitespace-nowrap rounded-sm px-2 py-2 xl:px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {group.label}
                <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
              </button>
              <div
                id={menuPanelId(group.id)}
                className={`absolute left-1/2 top-full z-50 w-menu -translate-x-1/2 pt-2 ${open ? 'block' : 'hidden'} nojs:group-hover:block nojs:group-focus-within:block`}
              >
                <Slot name={group.id} html={slots[group.id]} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
