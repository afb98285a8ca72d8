import type { ReactNode } from 'react';

/** A figure with its label and what exactly it counts, always in that order, top-aligned with its neighbours. */
export function Stat({ figure, label, note }: { figure: string; label: string; note?: string }) {
  return (
    <li className="card flex flex-col">
      {/* One paragraph: a large bold paragraph of its own would read as a heading that is not one. */}
      <p>
        <span className="block text-3xl font-bold text-brand-800 tnum">{figure}</span>
        <span className="mt-2 block font-semibold text-slate-900">{label}</span>
      </p>
      {note && <p className="note mt-1">{note}</p>}
    </li>
  );
}

/** Stat tiles in rows of two, or of four on a wide screen when they have the page's full width. */
export function StatList({ cols = 4, children }: { cols?: 2 | 4; children: ReactNode }) {
  return <ul className={`grid-cards sm:grid-cols-2 ${cols === 4 ? 'lg:grid-cols-4' : ''}`}>{children}</ul>;
}
