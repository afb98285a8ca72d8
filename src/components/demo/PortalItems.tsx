import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One item of a portal's list as a card: an icon, the item's lines, and (at the end) its status badge. */
export function IconCard({ icon: Icon, iconTone = 'text-brand-700', badge, wrap = false, testId, children }: {
  icon: LucideIcon;
  /** The icon's colour, when it says something (a task not done is grey). */
  iconTone?: string;
  badge?: ReactNode;
  /** Let the badge drop under the lines when the row is narrow. */
  wrap?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className={`card flex ${wrap ? 'flex-wrap' : ''} items-start gap-3`} data-testid={testId}>
      <Icon aria-hidden="true" className={`size-5 shrink-0 ${iconTone}`} />
      <div className="min-w-0 flex-1">{children}</div>
      {badge}
    </li>
  );
}

/**
 * A table of counts: a caption, a row heading per row and a number per column, with an optional
 * total row. The portals' reports and the chart's table equivalent.
 */
export function CountTable({ caption, columns, rows, total, testId }: {
  caption: string;
  /** The column headings: the row headings' own first, then one per number. */
  columns: string[];
  rows: Array<{ label: string; values: number[] }>;
  /** The total row, and the test id of each of its cells. */
  total?: { label: string; values: number[]; testIds: string[] };
  testId: string;
}) {
  const [rowHeading, ...figures] = columns;
  return (
    <table className="w-full text-start" data-testid={testId}>
      <caption className="mb-2 text-start font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-sm text-slate-600">
          <th scope="col" className="py-2 font-semibold">
            {rowHeading}
          </th>
          {figures.map((heading) => (
            <th key={heading} scope="col" className="py-2 text-end font-semibold">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100">
            <th scope="row" className="py-2 font-normal">
              {row.label}
            </th>
            {row.values.map((value, index) => (
              <td key={figures[index]} className="py-2 text-end tnum">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr>
            <th scope="row" className="py-2 font-bold text-slate-900">
              {total.label}
            </th>
            {total.values.map((value, index) => (
              <td key={figures[index]} className="py-2 text-end font-bold tnum" data-testid={total.testIds[index]}>
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
