import { people } from '../generated/people';
import { formatDate } from '../lib/format';

/** "Medically reviewed by … on …": every medical page carries it. */
export function ReviewedBy({ reviewedBy, date, label = 'Medically reviewed' }: { reviewedBy: string; date: string; label?: string }) {
  const clinician = people.find((entry) => entry.id === reviewedBy);
  if (!clinician) throw new Error(`Unknown clinician ${reviewedBy}`);
  return (
    <p className="text-sm text-slate-600" data-testid="reviewed-by">
      {label} by <span className="font-semibold text-slate-800">{clinician.name}</span>, {clinician.credentials}, on{' '}
      <time dateTime={date}>{formatDate(date)}</time>.
    </p>
  );
}
