import { CheckCircle2 } from 'lucide-react';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { common, doctorVerification, site } from '../generated/site';
import { currentPageLanguage } from '../lib/page-language';
import { usePageMeta } from '../lib/page-meta';
import { sectionIds } from '../lib/section-ids';
import { fillTemplate } from '../lib/template';
import { pluralRange, type PluralForms } from '../lib/plural';
import { currentLocale } from '../lib/locale';

/** One check of the checklist, with a tick. */
function Check({ name }: { name: string }) {
  return (
    <li className="flex gap-3">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <span className="text-slate-800">{name}</span>
    </li>
  );
}

/** The days of a step, or of the whole process, in the form the range takes: "3–5 working days". */
function daySpan(forms: PluralForms, min: number, max: number): string {
  return fillTemplate(pluralRange(forms, min, max, currentLocale()), { min: String(min), max: String(max) });
}

/**
 * /doctor-verification: what every surgeon of the network must hold, what is checked, how long it
 * takes (each step's days from content, the total computed), and the application form, which
 * posts to the receiver with JavaScript or without.
 */
export default function DoctorVerificationPage() {
  const meta = usePageMeta();
  const { requirements, checklist, timeline, form } = doctorVerification;
  const total = timeline.steps.reduce((sum, step) => ({ min: sum.min + step.minDays, max: sum.max + step.maxDays }), { min: 0, max: 0 });
  const { heading, lead, endpoint, fields, consent, messages } = form;
  const words = { sending: form.sending, invalid: form.invalid, failed: form.failed, received: form.received, labelJoiner: common.joiners.label };
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={meta.description} illustration={meta.illustration} />
      <Section id="requirements" heading={requirements.heading} lead={requirements.lead}>
        <CardGrid cols={3}>
          {requirements.items.map((item) => (
            <li key={item.name} className="card">
              <h3 className="h3">{item.name}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section fold id="checklist" heading={checklist.heading} lead={checklist.lead} tone="tint">
        <div className="grid-cards md:grid-cols-2">
          <ChecklistCard id="checklist-required" label={checklist.requiredLabel} checks={checklist.required} />
          {checklist.recommended.length > 0 && <ChecklistCard id="checklist-recommended" label={checklist.recommendedLabel} checks={checklist.recommended} />}
        </div>
      </Section>
      <Section id="timeline" heading={timeline.heading} lead={timeline.lead}>
        <CardGrid cols={2} as="ol">
          {timeline.steps.map((step, index) => (
            <li key={step.name} className="card" data-testid="timeline-step">
              <p className="eyebrow">{index + 1}</p>
              <h3 className="h3 mt-1">{step.name}</h3>
              <p className="mt-1 font-semibold text-brand-800">{daySpan(timeline.days, step.minDays, step.maxDays)}</p>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </CardGrid>
        <p className="mt-6 font-semibold text-slate-900" data-testid="timeline-total">
          {daySpan(timeline.total, total.min, total.max)}
        </p>
      </Section>
      <Section id={sectionIds.DoctorVerificationPage.apply} heading={heading} lead={lead} tone="tint">
        <div className="card">
          <Island name="DoctorApplicationForm" when="visible" props={{ endpoint, fields, consent, messages, submit: form.submit, words, language: currentPageLanguage()?.language.tag ?? site.languages[0]!.tag }} />
        </div>
      </Section>
    </>
  );
}

/** One list of the checklist (required or recommended), headed by its label. */
function ChecklistCard({ id, label, checks }: { id: string; label: string; checks: readonly string[] }) {
  return (
    <div className="card">
      <h3 className="h3" id={id}>
        {label}
      </h3>
      <ul className="mt-4 space-y-3" aria-labelledby={id} data-testid={id}>
        {checks.map((check) => (
          <Check key={check} name={check} />
        ))}
      </ul>
    </div>
  );
}
