import { PhoneCall, Siren } from 'lucide-react';
import type { SymptomGroup } from '../../content/schemas/emergency-support';
import { common, emergencySupport } from '../../generated/site';
import { labelText } from '../../lib/lists';
import { Badge } from '../ui/Badge';

const look = {
  critical: { Icon: Siren, tone: 'danger', edge: 'border-s-danger-600' },
  urgent: { Icon: PhoneCall, tone: 'accent', edge: 'border-s-accent-600' },
} as const;

/** A group of symptoms with its urgency said in words and by an icon, not by colour alone. */
export function SymptomGroupCard({ group }: { group: SymptomGroup }) {
  const { Icon, tone, edge } = look[group.urgency];
  const label = emergencySupport.urgencyLabels[group.urgency];
  const headingId = `symptoms-${group.urgency}`;
  return (
    <section aria-labelledby={headingId} className={`card border-s-4 ${edge}`}>
      <Badge tone={tone} className="uppercase tracking-wide">
        <Icon aria-hidden="true" className="size-4" /> {label}
      </Badge>
      <h3 id={headingId} className="h3 mt-3">
        <span className="sr-only">{labelText(label, common.joiners.label)}</span>
        {group.heading}
      </h3>
      <p className="mt-1 text-slate-800">{group.action}</p>
      <ul className="mt-3 list-disc space-y-1.5 ps-5 text-slate-800">
        {group.symptoms.map((symptom) => (
          <li key={symptom}>{symptom}</li>
        ))}
      </ul>
    </section>
  );
}
