import { Check, X } from 'lucide-react';
import type { EntryData } from '../../content/collections';

/** What a package includes, by category. */
export function IncludedList({ pkg, headingLevel = 3 }: { pkg: EntryData<'packages'>; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-4">
      {pkg.included.map((category) => (
        <div key={category.category}>
          <Heading className="font-semibold text-slate-900">{category.category}</Heading>
          <ul className="mt-2 space-y-1.5">
            {category.items.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** What a package does not include. */
export function NotIncludedList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-1.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm text-slate-700">
          <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
