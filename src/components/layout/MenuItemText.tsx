import type { MenuItem } from '../../content/schemas/navigation';
import { navigation } from '../../generated/site';

/** A menu link's label, Popular badge and description, the same in the mega-menu and the drawer. */
export function MenuItemText({ item }: { item: MenuItem }) {
  return (
    <>
      <span className="flex items-center gap-2 font-semibold text-slate-900">
        {item.label}
        {item.popular && <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">{navigation.menu.popular}</span>}
      </span>
      <span className="mt-1 block text-sm text-slate-600">{item.description}</span>
    </>
  );
}
