import { ChevronDown, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Drawer } from 'vaul';
import { menuPanelId } from '../lib/menu-ids';

interface Props {
  groups: Array<{ id: string; label: string }>;
  connect: { href: string; label: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Moves focus between accordion headers with the arrow keys, Home and End (WAI-ARIA accordion). */
function onHeaderKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
  const headers = [...(event.currentTarget.closest('[data-accordion]')?.querySelectorAll<HTMLButtonElement>('[data-accordion-header]') ?? [])];
  const index = headers.indexOf(event.currentTarget);
  const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: headers.length - 1 }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  headers[(target + headers.length) % headers.length]?.focus();
}

/**
 * A group's links as the page already holds them, in the desktop menu's panel (hidden at phone
 * widths but present): the drawer shows the same HTML rather than having it sent twice.
 */
function panelHtml(groupId: string): string {
  return document.getElementById(menuPanelId(groupId))?.querySelector('[data-slot]')?.innerHTML ?? '';
}

/**
 * The bottom drawer of the phone menu: an accordion of the menu groups, one open at a time.
 * Closing the drawer or following a link (which closes it first, so a page restored from the
 * back-forward cache shows it closed) collapses the open group and scrolls back to the top.
 */
export default function MobileMenuDrawer({ groups, connect, open, onOpenChange }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [panels] = useState(() => new Map(groups.map((group) => [group.id, panelHtml(group.id)])));
  const scrollRef = useRef<HTMLDivElement>(null);
  // Following any link closes the drawer first.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) onOpenChange(false);
  };

  // However the drawer closes, the open group is forgotten (during render, so it never shows a
  // frame late) and the list scrolls back to the top.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setOpenId(null);
  }
  useEffect(() => {
    if (!open) scrollRef.current?.scrollTo({ top: 0 });
  }, [open]);

  return (
    // A drag past a quarter of its height closes it; vaul animates in 0.5 s, the spec's value.
    <Drawer.Root open={open} onOpenChange={onOpenChange} closeThreshold={0.25} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Drawer.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-xl bg-white outline-none"
          data-testid="mobile-menu"
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
          <div className="flex items-center justify-between px-5 pb-2 pt-3">
            <Drawer.Title className="text-lg font-bold text-slate-900">Menu</Drawer.Title>
            <Drawer.Close className="rounded-sm p-2 text-slate-600 hover:bg-slate-100" aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </Drawer.Close>
          </div>
          <div ref={scrollRef} className="overflow-y-auto px-3 pb-6" data-testid="mobile-menu-scroll">
            <div data-accordion>
              {groups.map((group) => {
                const expanded = openId === group.id;
                return (
                  <div key={group.id} className="border-b border-slate-100">
                    <h3>
                      <button
                        type="button"
                        id={`drawer-header-${group.id}`}
                        data-accordion-header
                        aria-expanded={expanded}
                        aria-controls={`drawer-panel-${group.id}`}
                        onClick={() => setOpenId(expanded ? null : group.id)}
                        onKeyDown={onHeaderKeyDown}
                        className="flex w-full items-center justify-between rounded-sm px-2 py-4 text-left font-semibold text-slate-900"
                      >
                        {group.label}
                        <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
                      </button>
                    </h3>
                    <div
                      id={`drawer-panel-${group.id}`}
                      role="region"
                      aria-labelledby={`drawer-header-${group.id}`}
                      hidden={!expanded}
                      onClick={closeOnLink}
                      className="pb-3"
                      dangerouslySetInnerHTML={{ __html: panels.get(group.id) ?? '' }}
                    />
                  </div>
                );
              })}
            </div>
            <a
              href={connect.href}
              onClick={() => onOpenChange(false)}
              className="btn btn-primary mt-4 w-full"
            >
              {connect.label}
            </a>
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
