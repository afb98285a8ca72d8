import { CalendarDays, FileText, MessageSquare } from 'lucide-react';
import { DemoNotice, DemoTime, Facts, PanelHeading, ProgressBar } from '../components/demo/DemoParts';
import { IconCard } from '../components/demo/PortalItems';
import { CareTeamLines } from '../components/info/CareTeamLines';
import { PageHead } from '../components/PageHead';
import { TabSet, type TabItem } from '../components/TabSet';
import { Badge } from '../components/ui/Badge';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import type { DocumentStatus, PatientPortal, TimelineStatus } from '../content/schemas/demo-patient';
import { hospitals } from '../generated/hospitals';
import { packages } from '../generated/packages';
import { people } from '../generated/people';
import { common, demoPortals, patientPortal } from '../generated/site';
import { joinParts, joinText } from '../lib/lists';
import { byDayAndTime, newestFirst } from '../lib/demo-dates';
import { journeyProgress, nextAppointment } from '../lib/demo-figures';
import { usePageMeta } from '../lib/page-meta';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';
import { cityName } from '../lib/cities';

const timelineTone: Record<TimelineStatus, 'brand' | 'accent' | 'neutral'> = { completed: 'brand', current: 'accent', upcoming: 'neutral' };
const documentTone: Record<DocumentStatus, 'brand' | 'neutral'> = { approved: 'brand', completed: 'brand', pending: 'neutral' };

function surgeonOf(id: string) {
  const surgeon = people.find((entry) => entry.id === id)!;
  return { surgeon, hospital: hospitals.find((entry) => entry.id === surgeon.hospital)! };
}

type Appointment = PatientPortal['appointments'][number];

function AppointmentFacts({ appointment }: { appointment: Appointment }) {
  const words = patientPortal.labels;
  const { surgeon, hospital } = surgeonOf(appointment.surgeon);
  return (
    <Facts
      items={[
        { label: words.surgeon, value: surgeon.name },
        { label: words.hospital, value: appointment.mode === 'video' ? words.video : joinText([hospital.name, cityName(hospital.city)], common.joiners.comma) },
      ]}
    />
  );
}

function patientTabs(): TabItem[] {
  const portal = patientPortal;
  const words = portal.labels;
  const pkg = packages.find((entry) => entry.id === portal.patient.package)!;
  const { surgeon, hospital } = surgeonOf(portal.patient.surgeon);
  const next = nextAppointment(portal.appointments);
  return [
    {
      id: 'overview',
      label: portal.tabs.overview.label,
      content: (
        <div data-testid="panel-overview">
          <PanelHeading>{portal.tabs.overview.heading}</PanelHeading>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="card lg:col-span-1">
              <Facts
                items={[
                  { label: words.package, value: <a className="link" href={pathTo('/packages/:id', { id: pkg.id })}>{pkg.shortName}</a> },
                  { label: words.surgeon, value: surgeon.name },
                  { label: words.hospital, value: <a className="link" href={pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })}>{hospital.name}</a> },
                ]}
              />
              <p className="mt-4 font-semibold text-slate-900">{words.nextAppointment}</p>
              {next ? (
                <p className="text-sm" data-testid="next-appointment">
                  {joinParts([<DemoTime key="when" day={next.day} time={next.time} />, next.type], common.joiners.label)}
                </p>
              ) : (
                <p className="note">{words.noNextAppointment}</p>
              )}
            </div>
            <div className="lg:col-span-2">
              <h4 className="font-semibold text-slate-900">{words.timeline}</h4>
              <ol className="mt-3 space-y-4">
                {portal.timeline.map((step) => (
                  <li key={step.title} className="card" data-testid="timeline-step">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-semibold text-slate-900">{step.title}</p>
                      <Badge tone={timelineTone[step.status]}>{portal.timelineStatus[step.status]}</Badge>
                    </div>
                    <p className="note mt-1">
                      <DemoTime day={step.day} />
                    </p>
                    <p className="mt-1 text-slate-700">{step.description}</p>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      ),
    },
    {
      id: 'appointments',
      label: portal.tabs.appointments.label,
      content: (
        <div data-testid="panel-appointments">
          <PanelHeading>{portal.tabs.appointments.heading}</PanelHeading>
          <ul className="grid-cards md:grid-cols-2">
            {byDayAndTime(portal.appointments).map((appointment) => (
              <li key={`${appointment.day}-${appointment.time}`} className="card" data-testid="appointment">
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
                  <DemoTime day={appointment.day} time={appointment.time} />
                </p>
                <p className="mt-1 text-slate-800">{appointment.type}</p>
                <div className="mt-2">
                  <AppointmentFacts appointment={appointment} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ),
    },
    {
      id: 'documents',
      label: portal.tabs.documents.label,
      content: (
        <div data-testid="panel-documents">
          <PanelHeading>{portal.tabs.documents.heading}</PanelHeading>
          <ul className="grid-cards md:grid-cols-2">
            {newestFirst(portal.documents.map((document) => ({ ...document, time: '' }))).map((document) => (
              <IconCard key={document.name} icon={FileText} badge={<Badge tone={documentTone[document.status]}>{portal.documentStatus[document.status]}</Badge>} testId="document">
                <p className="font-semibold text-slate-900">{document.name}</p>
                <p className="note">
                  {joinParts([document.type, <DemoTime key="day" day={document.day} />], common.joiners.dot)}
                </p>
              </IconCard>
            ))}
          </ul>
        </div>
      ),
    },
    {
      id: 'messages',
      label: portal.tabs.messages.label,
      content: (
        <div data-testid="panel-messages">
          <PanelHeading>{portal.tabs.messages.heading}</PanelHeading>
          <ul className="measure space-y-4">
            {newestFirst(portal.messages).map((message) => (
              <li key={`${message.day}-${message.time}`} className="card" data-testid="message">
                <p className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
                  <MessageSquare aria-hidden="true" className="size-5 text-brand-700" />
                  <span className="sr-only">{words.from}</span> {message.from}
                </p>
                <p className="note">
                  <DemoTime day={message.day} time={message.time} />
                </p>
                <p className="mt-2 text-slate-800">{message.message}</p>
              </li>
            ))}
          </ul>
        </div>
      ),
    },
    {
      id: 'support',
      label: portal.tabs.support.label,
      content: (
        <div data-testid="panel-support">
          <PanelHeading>{portal.tabs.support.heading}</PanelHeading>
          <p className="measure mb-6 text-slate-700">{portal.support.text}</p>
          <CareTeamLines />
          <p className="mt-6">
            <a className="link" href={pathTo('/emergency-support')}>
              {portal.support.emergency}
            </a>
          </p>
        </div>
      ),
    },
  ];
}

/** /patient-dashboard: the patient portal, shown with the sample patient of content/demo/patient-portal.json. */
export default function PatientDashboardPage() {
  const meta = usePageMeta();
  const portal = patientPortal;
  const progress = journeyProgress(portal.timeline);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} noindex={meta.noindex} />
      <PageHeader above={<DemoNotice />} title={meta.title} lead={meta.description}>
        <div className="card mt-6" data-testid="welcome">
          <p className="h3">{fillTemplate(portal.welcome, { name: portal.patient.firstName })}</p>
          <div className="mt-4 flex items-center justify-between gap-4">
            <p id="journey-progress" className="font-semibold text-slate-900">
              {portal.progressLabel}
            </p>
            <p className="text-xl font-bold text-brand-800 tnum" data-testid="progress-percent">
              {progress.percent}%
            </p>
          </div>
          <div className="mt-2">
            <ProgressBar percent={progress.percent} id="journey-progress" />
          </div>
          <p className="note mt-2">{fillTemplate(portal.progressNote, { completed: String(progress.completed), total: String(progress.total) })}</p>
        </div>
      </PageHeader>
      <Section id="portal" heading={meta.title} hiddenHeading>
        <TabSet label={demoPortals.tabsLabel} tabs={patientTabs()} param="tab" when="idle" fold />
      </Section>
    </>
  );
}
