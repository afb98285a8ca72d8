import type { ReactNode } from 'react';

/**
 * The page container: the one width every page lines up to (--container-wide, with the page's
 * side margins). A block of prose inside it keeps to the measure with the `measure` class.
 */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`wrap ${className}`}>{children}</div>;
}
