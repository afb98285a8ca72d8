import type { ReactNode } from 'react';
import { externalRel } from '../../lib/external-link';

type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'outline-inverse' | 'danger';

/** The classes of a button, for the rare control that is not a link (an island's <button>). */
export const buttonClass = (variant: ButtonVariant = 'primary') => `btn btn-${variant}`;

/** A link that looks like a button: the site's calls to action are links to pages. */
export function ButtonLink({ href, variant = 'primary', className = '', label, children }: {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  /** A fuller accessible name, where several buttons on a page share their visible words. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={`${buttonClass(variant)} ${className}`} aria-label={label} {...externalRel(href)}>
      {children}
    </a>
  );
}
