import type { ExternalToast } from 'sonner';

type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Whether a toast was ever asked for; the toaster (and sonner) load only then. */
export const toasterRequest = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requested,
  getServer: () => false,
  /** Called by the toaster once it listens for toasts. */
  mounted: () => markMounted(),
};

/** Shows a toast, loading the toaster on first use so no page pays for it up front. */
export async function notify(kind: 'success' | 'error' | 'info', message: string, options?: ExternalToast): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](message, options);
}
