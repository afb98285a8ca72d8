import type { ReactNode } from 'react';

/** A link from content: inside the site as it is; https links open without giving the site's context away. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} {...(href.startsWith('https:') ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
