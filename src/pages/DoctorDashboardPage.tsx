import { CalendarDays, Mail, MailOpen } from 'lucide-react';
import { DemoNotice, DemoTime, PanelHeading } from '../components/demo/DemoParts';
import { MonthlyChart } from '../components/demo/MonthlyChart';
import { CountTable, IconCard } from '../components/demo/PortalItems';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { TabSet, type TabItem } from '../components/TabSet';
import { Badge } from '../components/ui/Badge';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { Stat, StatList } from '../components/ui/Stat';
import type { DoctorPortal } from '../content/schemas/demo-doctor';
import { hospitals } from '../generated/hospitals';
import { people } from '../generated/people';
import { buildDay, common, demoPortals, doctorPortal } from '../generated/site';
import { joinText } from '../lib/lists';
import { byDayAndTime, monthFromBuild, newestFirst } from '../lib/demo-dates';
import { doctorCounters, monthlyFigures } from '../lib/demo-figures';
import { usePageMeta } from '../lib/page-meta';
import { fillTemplate } from '../lib/template';

/** Confirmed shows the default badge, pending the secondary one (as the spec has them). */
const statusTone = { confirmed: 'brand', pending: 'neutral' } as const;

function AppointmentList({ appointments, testId }: { appointments: DoctorPortal['appointments']; testId: string }) {
  return (
    <ul className="space-y-3">
      {byDayAndTime(appointments).map((appointment) => (
        <IconCard
          key={`${appointment.day}-${appointment.time}`}
          icon={CalendarDays}
          wrap
          badge={
            <Badge tone={statusTone[appointment.status]} testId="appointment-status">
              {doctorPortal.statusLabels[appointment.status]}
            </Badge>
          }
          testId={testId}
        >
          <p className="font-semibold text-slate-900">{appointment.patient}</p>
          <p className="text-slate-700">{appointment.type}</p>
          <p className="note">
            <DemoTime day={appointment.day} time={appointment.time} />
          </p>
        </IconCard>
      ))}
    </ul>
  );
}

function doctorTabs(): TabItem[] {
  const portal = doctorPortal;
  const { tabs, labels } = portal;
  const surgeon = people.find((entry) => entry.id === portal.doctor)!;
  const today = portal.appointments.filter((appointment) => appointment.day === 0);
  const figures = monthlyFigures(portal.months);
  const monthNames = figures.months.map((month) => monthFromBuild(buildDay, month.month));
  const words = portal.analytics;
  const profile = portal.profile;
  return [
    {
      id: 'overview',
      label: tabs.overview.label,
      content: (
        <div data-testid="panel-overview">
          <PanelHeading>{tabs.overview.heading}</PanelHeading>
          <h4 className="mb-3 font-semibold text-slate-900">{labels.todayHeading}</h4>
          {today.length ? <AppointmentList appointments={today} testId="today-appointment" /> : <p className="note">{labels.noneToday}</p>}
        </div>
      ),
    },
    {
      id: 'appointments',
      label: tabs.appointments.label,
      content: (
        <div data-testid="panel-appointments">
          <PanelHeading>{tabs.appointments.heading}</PanelHeading>
          <AppointmentList appointments={portal.appointments} testId="appointment" />
        </div>
      ),
    },
    {
      id: 'messages',
      label: tabs.messages.label,
      content: (
        <div data-testid="panel-messages">
          <PanelHeading>{tabs.messages.heading}</PanelHeading>
          <ul className="measure space-y-3">
            {newestFirst(portal.messages).map((message) => (
              <IconCard
                key={`${message.day}-${message.time}`}
                icon={message.unread ? Mail : MailOpen}
                badge={message.unread && <Badge tone="accent">{labels.unread}</Badge>}
                testId="message"
              >
                <p className={message.unread ? 'font-bold text-slate-900' : 'font-semibold text-slate-900'}>{message.patient}</p>
                <p className="note">
                  <DemoTime day={message.day} time={message.time} />
                </p>
                <p className="mt-2 text-slate-800">{message.message}</p>
              </IconCard>
            ))}
          </ul>
        </div>
      ),
    },
    {
      id: 'profile',
      label: tabs.profile.label,
      content: (
        <div data-testid="panel-profile">
          <PanelHeading>{tabs.profile.heading}</PanelHeading>
          <p className="measure mb-6 text-slate-700">{profile.intro}</p>
          <Island
            name="DoctorProfileForm"
            when="visible"
            props={{
              fields: { name: profile.name, title: profile.title, fee: profile.fee, email: profile.email, phone: profile.phone, bio: profile.bio },
              defaults: {
                name: surgeon.name,
                title: surgeon.title,
                fee: String(surgeon.consultationFee),
                email: profile.defaultEmail,
                phone: profile.defaultPhone,
                bio: profile.defaultBio,
              },
              messages: profile.errors,
              words: { save: profile.save, noScript: profile.noScript },
              answers: { saved: profile.saved, invalid: profile.invalid },
            }}
          />
        </div>
      ),
    },
    {
      id: 'analytics',
      label: tabs.analytics.label,
      content: (
        <div data-testid="panel-analytics">
          <PanelHeading>{tabs.analytics.heading}</PanelHeading>
          <div className="grid gap-8 lg:grid-cols-2">
            <MonthlyChart
              id="analytics"
              title={words.chartTitle}
              description={words.chartNote}
              months={figures.months.map((month) => monthFromBuild(buildDay, month.month, 'short'))}
              series={[
                { name: words.consultations, values: figures.months.map((month) => month.consultations), fill: 'fill-brand-700' },
                { name: words.surgeries, values: figures.months.map((month) => month.surgeries), fill: 'fill-accent-500' },
              ]}
            />
            <CountTable
              caption={words.chartTitle}
              columns={[words.month, words.consultations, words.surgeries]}
              rows={figures.months.map((month, index) => ({ label: monthNames[index], values: [month.consultations, month.surgeries] }))}
              total={{ label: words.total, values: [figures.totals.consultations, figures.totals.surgeries], testIds: ['total-consultations', 'total-surgeries'] }}
              testId="analytics-table"
            />
          </div>
        </div>
      ),
    },
  ];
}

/** /doctor-dashboard: the partner doctor portal, shown with the sample day of content/demo/doctor-portal.json. */
export default function DoctorDashboardPage() {
  const meta = usePageMeta();
  const portal = doctorPortal;
  const surgeon = people.find((entry) => entry.id === portal.doctor)!;
  const hospital = hospitals.find((entry) => entry.id === surgeon.hospital)!;
  const counters = doctorCounters(portal);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} noindex={meta.noindex} />
      <PageHeader above={<DemoNotice />} title={meta.title} lead={meta.description}>
        <p className="h3 mt-6" data-testid="greeting">
          {fillTemplate(portal.greeting, { name: surgeon.name })}
        </p>
        <p className="note mt-1">
          {joinText([surgeon.title, hospital.name], common.joiners.comma)}
        </p>
      </PageHeader>
      <Section id="day-counters" heading={portal.tabs.overview.heading} hiddenHeading>
        <StatList>
          <Stat figure={String(counters.today)} label={portal.counters.today} />
          <Stat figure={String(counters.pending)} label={portal.counters.pending} />
          <Stat figure={String(counters.unread)} label={portal.counters.unread} />
          <Stat figure={String(counters.consultations)} label={portal.counters.consultations} />
        </StatList>
      </Section>
      <Section id="portal" heading={meta.title} hiddenHeading>
        <TabSet label={demoPortals.tabsLabel} tabs={doctorTabs()} param="tab" when="idle" fold />
      </Section>
    </>
  );
}
