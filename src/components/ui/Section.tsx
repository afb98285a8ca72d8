import type { ReactNode } from 'react';
import { belowFirstScreen } from '../../lib/first-screen';

export interface SectionProps {
  /** Also the id of its heading, which names the section for screen readers. */
  id: string;
  heading: ReactNode;
  /** A short line above the heading. */
  eyebrow?: string;
  /** A sentence or two under the heading, kept to the measure. */
  lead?: ReactNode;
  /** A link beside the heading, like "All packages". */
  action?: ReactNode;
  /** Plain white, or a faint tint to set it apart from its neighbours. */
  tone?: 'plain' | 'tint';
  /** Shown to screen readers only, where the content speaks for itself (stat tiles). */
  hiddenHeading?: boolean;
  /** The first band below the first screen, on a phone and on a desktop: the first paint does not wait for it (src/lib/first-screen.ts). */
  fold?: boolean;
  children: ReactNode;
}

/** A band of a page with the standard vertical rhythm, inside the page container. */
export function Section({ id, heading, eyebrow, lead, action, tone = 'plain', hiddenHeading = false, fold = false, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={`section ${tone === 'tint' ? 'tint' : ''}`} {...(fold ? belowFirstScreen : {})}>
      <div className="wrap">
        {hiddenHeading ? (
          <h2 id={id} className="sr-only">
            {heading}
          </h2>
        ) : (
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div className="measure">
              {eyebrow && <p className="eyebrow">{eyebrow}</p>}
              <h2 id={id} className="h2 mt-1">
                {heading}
              </h2>
              {lead && <p className="lead mt-3">{lead}</p>}
            </div>
            {action}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
