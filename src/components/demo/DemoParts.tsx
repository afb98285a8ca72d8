import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { buildDay, common, demoPortals } from '../../generated/site';
import { dayFromBuild } from '../../lib/demo-dates';
import { formatDate } from '../../lib/format';
import { joinText, labelText } from '../../lib/lists';
import { Badge } from '../ui/Badge';

/** "Demo with sample data" and what that means, at the top of every portal. */
export function DemoNotice() {
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="demo-notice">
      <Badge tone="accent">
        <FlaskConical aria-hidden="true" className="size-4" /> {demoPortals.badge}
      </Badge>
      <p className="note measure">{demoPortals.notice}</p>
    </div>
  );
}

/** A demo day (an offset from the build day) as a date: "24 November 2026". */
export function demoDate(offset: number): string {
  return formatDate(dayFromBuild(buildDay, offset));
}

/** A demo day as a <time> element, with its machine-readable date. */
export function DemoTime({ day, time }: { day: number; time?: string }) {
  const iso = dayFromBuild(buildDay, day);
  return <time dateTime={time ? `${iso}T${time}` : iso}>{time ? joinText([formatDate(iso), time], common.joiners.comma) : formatDate(iso)}</time>;
}

/** A bar showing a percentage, named by the element with the id `id`. */
export function ProgressBar({ percent, id }: { percent: number; id: string }) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-labelledby={id}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Label-and-value pairs of one item (a patient, an appointment). */
export function Facts({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{labelText(item.label, common.joiners.label).trimEnd()}</dt>
          <dd className="font-medium text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The heading at the top of a tab's panel. */
export function PanelHeading({ children }: { children: ReactNode }) {
  return <h3 className="h3 mb-4">{children}</h3>;
}
