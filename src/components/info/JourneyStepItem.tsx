import { CircleCheck, CircleDashed, CircleDot } from 'lucide-react';
import type { JourneyStep } from '../../content/schemas/patient-journey';
import { patientJourney } from '../../generated/site';
import { formatDate } from '../../lib/format';
import { fillTemplate } from '../../lib/template';

const look = {
  complete: { Icon: CircleCheck, icon: 'text-brand-700', badge: 'bg-brand-50 text-brand-800' },
  current: { Icon: CircleDot, icon: 'text-accent-600', badge: 'bg-accent-50 text-accent-700' },
  upcoming: { Icon: CircleDashed, icon: 'text-slate-500', badge: 'bg-slate-100 text-slate-700' },
} as const;

/** One step of the journey: its status in words and by its own icon, and the date for steps done or under way. */
export function JourneyStepItem({ step, number }: { step: JourneyStep; number: number }) {
  const { Icon, icon, badge } = look[step.status];
  const label = patientJourney.statusLabels[step.status];
  return (
    <li className="relative flex gap-4 pb-8 last:pb-0" data-testid="journey-step" data-status={step.status} aria-current={step.status === 'current' ? 'step' : undefined}>
      <Icon aria-hidden="true" className={`relative z-10 size-8 shrink-0 bg-white ${icon}`} />
      <div className={`card flex-1 ${step.status === 'current' ? 'border-2 border-accent-500' : ''}`}>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-600">{fillTemplate(patientJourney.stepNumber, { number: String(number) })}</span>
          <span className={`rounded-full px-2.5 py-0.5 font-semibold ${badge}`} data-testid="step-status">
            {label}
          </span>
          {step.date && (
            <time dateTime={step.date} className="rounded-full border border-slate-300 px-2.5 py-0.5 text-slate-700" data-testid="step-date">
              {formatDate(step.date)}
            </time>
          )}
        </div>
        <h3 className="h3 mt-2">{step.title}</h3>
        <p className="mt-1 text-slate-700">{step.description}</p>
      </div>
    </li>
  );
}
