import type { ReactNode } from 'react';

const columns = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** Cards in equal columns: one on a phone, up to `cols` on a desktop, with the standard gap. */
export function CardGrid({ cols, as: Tag = 'ul', className = '', children }: { cols: 2 | 3 | 4; as?: 'ul' | 'ol' | 'div'; className?: string; children: ReactNode }) {
  return <Tag className={`grid-cards ${columns[cols]} ${className}`}>{children}</Tag>;
}
