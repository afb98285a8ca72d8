import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A card in a CardGrid: an icon in its tile, a short heading, a sentence, and what follows it (a link). */
export function IconCard({ icon: Icon, title, text, children }: { icon: LucideIcon; title: string; text: string; children?: ReactNode }) {
  return (
    <li className="card flex flex-col">
      <span className="icon-tile">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="h3 mt-4">{title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{text}</p>
      {children}
    </li>
  );
}
