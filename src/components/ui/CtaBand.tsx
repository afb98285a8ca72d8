import type { ReactNode } from 'react';
import type { IllustrationName } from '../../content/schemas/illustration';
import { Illustration } from './Illustration';

/** The closing call to action of a page: a brand-coloured band with a heading, a sentence and its buttons. */
export function CtaBand({ id, heading, text, illustration, children }: {
  id: string;
  heading: string;
  text: ReactNode;
  illustration?: IllustrationName;
  /** The buttons: ButtonLink with the inverse variants. */
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="section">
      <div className="wrap">
        <div className="flex flex-col gap-6 overflow-hidden rounded-xl bg-brand-800 p-6 text-white raised sm:p-10 md:flex-row md:items-center">
          <div className="flex-1">
            <h2 id={id} className="h2 text-white">
              {heading}
            </h2>
            <p className="measure mt-3 text-lg text-brand-100">{text}</p>
            <div className="mt-6 flex flex-wrap gap-3">{children}</div>
          </div>
          {illustration && <Illustration name={illustration} className="hidden rounded-lg bg-white md:block" />}
        </div>
      </div>
    </section>
  );
}
