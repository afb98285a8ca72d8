import type { ExternalToast } from 'sonner';

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

/** Shows a toast, loading sonner on first use so no page pays for it up front. */
export async function notify(kind: 'success' | 'error' | 'info', message: string, options?: ExternalToast): Promise<void> {
  const { toast } = await mountToaster();
  toast[kind](message, options);
}
