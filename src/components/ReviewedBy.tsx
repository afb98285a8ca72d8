import { people } from '../generated/people';
import { common } from '../generated/site';
import { formatDate } from '../lib/format';
import { FilledText } from './FilledText';

/** "Medically reviewed by … on …": every medical page carries it; a legal page says its medical statements were checked. */
export function ReviewedBy({ reviewedBy, date, kind = 'medical' }: { reviewedBy: string; date: string; kind?: keyof typeof common.reviewedBy }) {
  const clinician = people.find((entry) => entry.id === reviewedBy);
  if (!clinician) throw new Error(`Unknown clinician ${reviewedBy}`);
  return (
    <p className="text-sm text-slate-600">
      <FilledText
        text={common.reviewedBy[kind]}
        values={{
          name: <span className="font-semibold text-slate-800">{clinician.name}</span>,
          credentials: clinician.credentials,
          date: <time dateTime={date}>{formatDate(date)}</time>,
        }}
      />
    </p>
  );
}
