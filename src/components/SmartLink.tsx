import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link from content: a router link inside the site, a plain anchor for https, mailto and tel. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/'))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} {...(href.startsWith('https:') ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
