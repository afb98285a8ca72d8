import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

/** One toast at a time, 4.5 s each. Mounted in a root of its own on the first toast (see toasts.ts). */
export default function Toaster({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return <SonnerToaster visibleToasts={1} duration={4500} position="bottom-center" richColors closeButton />;
}
