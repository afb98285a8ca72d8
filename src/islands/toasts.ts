import type { ExternalToast } from 'sonner';

type Position = NonNullable<ExternalToast['position']>;

let toaster: Promise<typeof import('sonner')> | null = null;

/** The toaster gets a React root of its own the first time any island of the page shows a toast. */
function mountToaster(): Promise<typeof import('sonner')> {
  toaster ??= (async () => {
    const [{ createRoot }, { createElement }, sonner, { default: Toaster }] = await Promise.all([
      import('react-dom/client'),
      import('react'),
      import('sonner'),
      import('./Toaster'),
    ]);
    const container = document.createElement('div');
    document.body.append(container);
    await new Promise<void>((resolve) => createRoot(container).render(createElement(Toaster, { onReady: resolve })));
    return sonner;
  })();
  return toaster;
}

/** Height a toast takes at the top or bottom of the screen, with its margin (a two-line toast on a 320 px phone). */
const toastRoom = 120;

/**
 * The edge of the screen where a toast leaves `anchor` uncovered: below it when there is room,
 * else above it; when neither has room (a tall panel on a small phone), the page scrolls to make room above.
 */
function toastPositionBeside(anchor: Element): Position {
  const rect = anchor.getBoundingClientRect();
  if (window.innerHeight - rect.bottom >= toastRoom) return 'bottom-center';
  if (rect.top >= toastRoom) return 'top-center';
  window.scrollBy({ top: rect.top - toastRoom, behavior: 'instant' });
  return 'top-center';
}

interface NotifyOptions extends ExternalToast {
  /** The part of the page the toast is about; the toast is placed so it never covers it. */
  anchor?: Element | null;
}

/** Shows a toast, loading sonner on first use so no page pays for it up front. One toast at a time: a new one replaces the last. */
export async function notify(kind: 'success' | 'error' | 'info', message: string, { anchor, ...options }: NotifyOptions = {}): Promise<void> {
  try {
    const { toast } = await mountToaster();
    toast.dismiss();
    toast[kind](message, { ...options, position: anchor ? toastPositionBeside(anchor) : options.position });
  } catch {
    // Offline, or the server went away: the page says the same inline, and the next toast tries again.
    toaster = null;
  }
}
