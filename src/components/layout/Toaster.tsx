import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterRequest } from '../../lib/notify';

/** One toast at a time, 4.5 s each. Loaded on the first toast. */
export default function Toaster() {
  useEffect(() => toasterRequest.mounted(), []);
  return <SonnerToaster visibleToasts={1} duration={4500} position="bottom-center" richColors closeButton />;
}
