import type { ReactNode } from 'react';
import { externalRel } from '../lib/external-link';

/** A link from content: inside the site as it is; https links open without giving the site's context away. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} {...externalRel(href)}>
      {children}
    </a>
  );
}
