import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterRequest } from '../../lib/notify';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the toaster the first time a toast is asked for. */
export function ToasterSlot() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.get, toasterRequest.getServer);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
