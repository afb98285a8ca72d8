import { PhoneCall, Siren } from 'lucide-react';
import type { SymptomGroup } from '../../content/schemas/emergency-support';

const look = {
  critical: { label: 'Critical', Icon: Siren, box: 'border-danger-600 bg-red-50', badge: 'bg-danger-600 text-white' },
  urgent: { label: 'Urgent', Icon: PhoneCall, box: 'border-accent-600 bg-accent-50', badge: 'bg-accent-700 text-white' },
} as const;

/** A group of symptoms with its urgency said in words and by an icon, not by colour alone. */
export function SymptomGroupCard({ group }: { group: SymptomGroup }) {
  const { label, Icon, box, badge } = look[group.urgency];
  const headingId = `symptoms-${group.urgency}`;
  return (
    <section aria-labelledby={headingId} className={`rounded-card border-l-4 p-5 ${box}`} data-testid={`symptoms-${group.urgency}`}>
      <p className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold uppercase tracking-wide ${badge}`}>
        <Icon aria-hidden="true" className="size-4" /> {label}
      </p>
      <h3 id={headingId} className="mt-3 text-xl font-bold text-slate-900">
        <span className="sr-only">{label}: </span>
        {group.heading}
      </h3>
      <p className="mt-1 text-slate-800">{group.action}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-800">
        {group.symptoms.map((symptom) => (
          <li key={symptom}>{symptom}</li>
        ))}
      </ul>
    </section>
  );
}
