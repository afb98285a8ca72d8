import { Check, X } from 'lucide-react';
import type { EntryData } from '../../content/collections';

/** What a package includes, by category. */
export function IncludedList({ pkg, headingLevel = 3, columns = false }: { pkg: EntryData<'packages'>; headingLevel?: 3 | 4; columns?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`grid gap-6 ${columns ? 'md:grid-cols-3' : ''}`}>
      {pkg.included.map((category) => (
        <div key={category.category}>
          <Heading className="text-base font-semibold text-slate-900">{category.category}</Heading>
          <MarkedList items={category.items} mark="check" className="mt-2" />
        </div>
      ))}
    </div>
  );
}

/** What a package does not include. */
export function NotIncludedList({ items }: { items: string[] }) {
  return <MarkedList items={items} mark="cross" />;
}

/** A list with a tick (covered, a benefit) or a cross (not covered) before each item. */
export function MarkedList({ items, mark, className = '' }: { items: string[]; mark: 'check' | 'cross'; className?: string }) {
  const Icon = mark === 'check' ? Check : X;
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <Icon aria-hidden="true" className={`mt-1 size-4 shrink-0 ${mark === 'check' ? 'text-brand-600' : 'text-danger-600'}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
