import type { ReactNode } from 'react';
import type { IllustrationName } from '../../content/schemas/illustration';
import { Breadcrumbs } from '../Breadcrumbs';
import { Illustration } from './Illustration';

/**
 * The top of every page: the breadcrumb trail (below the home page), a back link, an eyebrow, the
 * page's one h1, a lead paragraph and what follows them (rating, reviewer), with a drawing or a
 * panel (the price) beside them on a desktop.
 */
export function PageHeader({ title, eyebrow, lead, above, illustration, aside, breadcrumb, children }: {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** What comes first: a link back up ("All packages") or a badge. */
  above?: ReactNode;
  illustration?: IllustrationName;
  /** A panel beside the heading, like the package's price; takes the place of the illustration. */
  aside?: ReactNode;
  /** The page's name in the breadcrumb trail and its BreadcrumbList; the title when it is text. Without either, no trail. */
  breadcrumb?: string;
  children?: ReactNode;
}) {
  const crumbName = breadcrumb ?? (typeof title === 'string' ? title : undefined);
  // Lazy, not eager: a phone hides the drawing, and a hidden lazy image is never fetched (an eager one is, before the first paint).
  const side = aside ?? (illustration ? <Illustration name={illustration} size="lg" className="hidden md:block" /> : null);
  return (
    <div className="hero-bg">
      <div className={`wrap grid items-center gap-8 py-10 sm:py-12 ${side ? 'md:grid-cols-3' : ''}`}>
        <div className="md:col-span-2">
          {crumbName && <Breadcrumbs title={crumbName} />}
          {above && <div className="mb-6">{above}</div>}
          {eyebrow && <p className="eyebrow mb-2">{eyebrow}</p>}
          <h1 className="h1">{title}</h1>
          {lead && <p className="lead measure mt-4">{lead}</p>}
          {children}
        </div>
        {side}
      </div>
    </div>
  );
}
