import type { ReactNode } from 'react';

/**
 * A phone number, price, reference or email address: isolated and left to right, so inside
 * right-to-left text it keeps its own order ("+91 98…", not "98… 91+") and the text around it
 * keeps its own. In left-to-right text it changes nothing.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
