import type { ReactNode } from 'react';
import type { FigureBasis } from '../../content/fields';
import type { FigureKind } from '../../content/schemas/how-we-count';
import { howWeCount } from '../../generated/site';
import { FigureNote } from '../figures/FigureNote';

/**
 * A figure with its label and what exactly it counts, always in that order, top-aligned with its
 * neighbours. With `trace` (a claim of content/site/claims.json carries one), the note under it
 * names the source and the day it was checked, and opens on whom it counted; a success rate also
 * says it is no promise.
 */
export function Stat({ figure, label, note, trace }: { figure: string; label: string; note?: string; trace?: FigureBasis & { kind: FigureKind } }) {
  return (
    <li className="card flex flex-col">
      {/* One paragraph: a large bold paragraph of its own would read as a heading that is not one. */}
      <p>
        <span className="block text-3xl font-bold text-brand-800 tnum">{figure}</span>
        <span className="mt-2 block font-semibold text-slate-900">{label}</span>
      </p>
      {note && <p className="note mt-1">{note}</p>}
      {trace?.kind === 'success-rate' && <p className="note mt-1 font-semibold">{howWeCount.successRateCaveat}</p>}
      {trace && <FigureNote basis={trace} kind={trace.kind} meaningShown={note === trace.meaning} />}
    </li>
  );
}

/** Stat tiles in rows of two, or of four on a wide screen when they have the page's full width. */
export function StatList({ cols = 4, children }: { cols?: 2 | 4; children: ReactNode }) {
  return <ul className={`grid-cards sm:grid-cols-2 ${cols === 4 ? 'lg:grid-cols-4' : ''}`}>{children}</ul>;
}
