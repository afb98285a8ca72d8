import type { EntryData } from '../../content/collections';

/** What a package includes, by category. */
export function IncludedList({ pkg, headingLevel = 3, columns = false }: { pkg: EntryData<'packages'>; headingLevel?: 3 | 4; columns?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`grid gap-6 ${columns ? 'md:grid-cols-3' : ''}`}>
      {pkg.included.map((category) => (
        <div key={category.category}>
          <Heading className="text-base font-semibold text-slate-900">{category.category}</Heading>
          <MarkedList items={category.items} mark="check" className="mt-2 text-slate-700" />
        </div>
      ))}
    </div>
  );
}

/** What a package does not include. */
export function NotIncludedList({ items }: { items: string[] }) {
  return <MarkedList items={items} mark="cross" className="text-slate-700" />;
}

/** A list with a tick (covered, a benefit) or a cross (not covered) before each item, drawn by the stylesheet (.marks). */
export function MarkedList({ items, mark, className = '' }: { items: string[]; mark: 'check' | 'cross'; className?: string }) {
  return (
    <ul className={`marks marks-${mark} ${className}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
