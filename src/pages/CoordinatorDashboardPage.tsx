import { Bell, CalendarClock, CheckCircle2, Circle, Info, MessageSquare, TriangleAlert } from 'lucide-react';
import { DemoNotice, DemoTime, Facts, PanelHeading, ProgressBar, demoDate } from '../components/demo/DemoParts';
import { CountTable, IconCard } from '../components/demo/PortalItems';
import { Island } from '../components/Island';
import { PageHead } from '../components/PageHead';
import { TabSet, type TabItem } from '../components/TabSet';
import { Badge } from '../components/ui/Badge';
import { Ltr } from '../components/ui/Ltr';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { Stat, StatList } from '../components/ui/Stat';
import { patientPriority, patientStatus, type CoordinatorPortal, type PatientPriority, type PatientStatus } from '../content/schemas/demo-coordinator';
import { hospitals } from '../generated/hospitals';
import { packages } from '../generated/packages';
import { people } from '../generated/people';
import { common, coordinatorPortal, demoPortals } from '../generated/site';
import { joinParts } from '../lib/lists';
import { byDayAndTime, newestFirst } from '../lib/demo-dates';
import { averageActiveProgress, coordinatorCounters, countBy } from '../lib/demo-figures';
import { usePageMeta } from '../lib/page-meta';
import { fillTemplate } from '../lib/template';
import { pathTo } from '../routes';

const statusTone: Record<PatientStatus, 'accent' | 'brand' | 'neutral'> = { 'pre-surgery': 'accent', recovery: 'brand', discharged: 'neutral' };
const priorityTone: Record<PatientPriority, 'danger' | 'accent' | 'neutral'> = { high: 'danger', medium: 'accent', low: 'neutral' };
const notificationIcon = { urgent: TriangleAlert, info: Info, reminder: Bell };
const notificationTone = { urgent: 'danger', info: 'brand', reminder: 'accent' } as const;

/**
 * Without JavaScript the status and priority selects still filter: the option chosen hides the
 * rows it rules out. Written for the enums' values, so it is the same size however many patients
 * there are; it travels with this page only.
 */
const filterCss = [
  ...patientStatus.options.map((value) => ['status', value]),
  ...patientPriority.options.map((value) => ['priority', value]),
]
  .map(([key, value]) => `[data-patient-finder]:has(select[name=${key}] option[value=${value}]:checked) [data-patient]:not([data-${key}=${value}])`)
  .join(',')
  .concat('{display:none}');

const nameOf = (id: string) => coordinatorPortal.patients.find((patient) => patient.id === id)!.name;

function PatientCard({ patient }: { patient: CoordinatorPortal['patients'][number] }) {
  const portal = coordinatorPortal;
  const words = portal.labels;
  const pkg = packages.find((entry) => entry.id === patient.package)!;
  const surgeon = people.find((entry) => entry.id === patient.surgeon)!;
  const hospital = hospitals.find((entry) => entry.id === surgeon.hospital)!;
  const progressId = `progress-${patient.id.toLowerCase()}`;
  return (
    <li
      className="card"
      data-patient=""
      data-search={`${patient.name} ${patient.id} ${patient.country}`}
      data-status={patient.status}
      data-priority={patient.priority}
      data-testid="patient"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{patient.name}</p>
          <p className="note">
            {joinParts([<Ltr key="id">{patient.id}</Ltr>, patient.country], common.joiners.dot)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={statusTone[patient.status]}>{portal.statusLabels[patient.status]}</Badge>
          <Badge tone={priorityTone[patient.priority]}>{portal.priorityLabels[patient.priority]}</Badge>
        </div>
      </div>
      <div className="mt-3">
        <Facts
          items={[
            { label: words.treatment, value: pkg.shortName },
            { label: words.surgeon, value: surgeon.name },
            { label: words.hospital, value: hospital.name },
            { label: words.arrival, value: demoDate(patient.arrivalDay) },
            { label: words.surgery, value: demoDate(patient.surgeryDay) },
            { label: words.lastContact, value: demoDate(patient.lastContactDay) },
          ]}
        />
      </div>
      <div className="mt-3 flex items-center gap-3">
        <p id={progressId} className="text-sm text-slate-600">
          {words.progress} <span className="font-semibold text-slate-900 tnum">{patient.progress}%</span>
        </p>
        <div className="flex-1">
          <ProgressBar percent={patient.progress} id={progressId} />
        </div>
      </div>
    </li>
  );
}

function coordinatorTabs(): TabItem[] {
  const portal = coordinatorPortal;
  const words = portal.labels;
  const { tabs } = portal;
  // What the filter's answers say, apart from the words its form shows.
  const { result, empty, ...filterWords } = portal.filters;
  const today = byDayAndTime(portal.schedule.filter((item) => item.day === 0));
  const active = countBy(portal.patients, (patient) => patient.status, patientStatus.options);
  const byTreatment = countBy(
    portal.patients,
    (patient) => patient.package,
    packages.map((pkg) => pkg.id),
  );
  return [
    {
      id: 'patients',
      label: tabs.patients.label,
      content: (
        <div data-testid="panel-patients" data-patient-finder="">
          <PanelHeading>{tabs.patients.heading}</PanelHeading>
          <Island
            name="PatientFilter"
            when="idle"
            props={{
              action: pathTo('/coordinator-dashboard'),
              tab: { param: 'tab', id: 'patients' },
              statuses: patientStatus.options.map((id) => ({ id, label: portal.statusLabels[id] })),
              priorities: patientPriority.options.map((id) => ({ id, label: portal.priorityLabels[id] })),
              words: filterWords,
              messages: { result, empty },
            }}
          />
          <ul className="grid-cards mt-4 lg:grid-cols-2">
            {portal.patients.map((patient) => (
              <PatientCard key={patient.id} patient={patient} />
            ))}
          </ul>
        </div>
      ),
    },
    {
      id: 'schedule',
      label: tabs.schedule.label,
      content: (
        <div data-testid="panel-schedule" className="grid gap-8 lg:grid-cols-2">
          <div>
            <PanelHeading>
              {joinParts([tabs.schedule.heading, <DemoTime key="day" day={0} />], common.joiners.comma)}
            </PanelHeading>
            <ol className="space-y-3">
              {today.map((item) => {
                const hospital = item.hospital ? hospitals.find((entry) => entry.id === item.hospital) : undefined;
                return (
                  <li key={`${item.time}-${item.patient}`} className="card flex gap-4" data-testid="schedule-item">
                    <p className="flex items-center gap-2 font-bold text-brand-800 tnum">
                      <CalendarClock aria-hidden="true" className="size-5" />
                      <time dateTime={item.time}>{item.time}</time>
                    </p>
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{item.activity}</p>
                      <p className="text-sm text-slate-700">{nameOf(item.patient)}</p>
                      <p className="note">{[hospital?.name, item.location].filter(Boolean).join(', ')}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </div>
          <div>
            <h3 className="h3 mb-4">{words.tasks}</h3>
            <ul className="space-y-3">
              {[...portal.tasks].sort((a, b) => Number(a.done) - Number(b.done)).map((task) => (
                <IconCard
                  key={task.task}
                  icon={task.done ? CheckCircle2 : Circle}
                  iconTone={task.done ? 'text-brand-700' : 'text-slate-500'}
                  badge={<Badge tone={task.done ? 'neutral' : 'accent'}>{task.done ? words.done : words.pending}</Badge>}
                  testId="task"
                >
                  <p className={task.done ? 'text-slate-600' : 'font-semibold text-slate-900'}>{task.task}</p>
                  <p className="note">{nameOf(task.patient)}</p>
                </IconCard>
              ))}
            </ul>
          </div>
        </div>
      ),
    },
    {
      id: 'notifications',
      label: tabs.notifications.label,
      content: (
        <div data-testid="panel-notifications">
          <PanelHeading>{tabs.notifications.heading}</PanelHeading>
          <ul className="measure space-y-3">
            {newestFirst(portal.notifications).map((notification) => (
              <IconCard key={`${notification.day}-${notification.time}`} icon={notificationIcon[notification.type]} testId="notification">
                <Badge tone={notificationTone[notification.type]}>{portal.notificationLabels[notification.type]}</Badge>
                <p className="mt-2 text-slate-800">{notification.message}</p>
                <p className="note mt-1">
                  <DemoTime day={notification.day} time={notification.time} />
                </p>
              </IconCard>
            ))}
          </ul>
        </div>
      ),
    },
    {
      id: 'communications',
      label: tabs.communications.label,
      content: (
        <div data-testid="panel-communications">
          <PanelHeading>{tabs.communications.heading}</PanelHeading>
          <ul className="measure space-y-3">
            {newestFirst(portal.communications).map((item) => (
              <li key={`${item.day}-${item.time}`} className="card" data-testid="communication">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <MessageSquare aria-hidden="true" className="size-5 text-brand-700" />
                  <span>
                    {joinParts(
                      [
                        nameOf(item.patient),
                        <span key="channel" className="font-normal text-slate-600">
                          {item.channel}
                        </span>,
                      ],
                      common.joiners.dot,
                    )}
                  </span>
                </p>
                <p className="note">
                  <DemoTime day={item.day} time={item.time} />
                </p>
                <p className="mt-2 text-slate-800">{item.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      ),
    },
    {
      id: 'reports',
      label: tabs.reports.label,
      content: (
        <div data-testid="panel-reports">
          <PanelHeading>{tabs.reports.heading}</PanelHeading>
          <p className="measure mb-6 text-slate-700" data-testid="average-progress">
            {fillTemplate(portal.reports.averageProgress, { percent: `${averageActiveProgress(portal.patients)}%` })}
          </p>
          <div className="grid gap-8 md:grid-cols-2">
            <CountTable
              caption={portal.reports.byStatus}
              columns={[portal.reports.byStatus, portal.reports.count]}
              rows={active.map((row) => ({ label: portal.statusLabels[row.value], values: [row.count] }))}
              testId="report-status"
            />
            <CountTable
              caption={portal.reports.byTreatment}
              columns={[portal.reports.byTreatment, portal.reports.count]}
              rows={byTreatment.map((row) => ({ label: packages.find((pkg) => pkg.id === row.value)!.shortName, values: [row.count] }))}
              testId="report-treatment"
            />
          </div>
        </div>
      ),
    },
  ];
}

/** /coordinator-dashboard: the care coordinator portal, shown with the sample caseload of content/demo/coordinator-portal.json. */
export default function CoordinatorDashboardPage() {
  const meta = usePageMeta();
  const portal = coordinatorPortal;
  const counters = coordinatorCounters(portal);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} noindex={meta.noindex} />
      <style href="patient-finder" precedence="default">
        {filterCss}
      </style>
      <PageHeader above={<DemoNotice />} title={meta.title} lead={meta.description}>
        <p className="measure mt-4 text-slate-700" data-testid="inbox-note">
          {portal.inboxNote}{' '}
          <a className="link" href={portal.inboxHref}>
            {portal.inboxLink}
          </a>
        </p>
      </PageHeader>
      <Section id="caseload" heading={meta.title} hiddenHeading>
        <StatList>
          <Stat figure={String(counters.total)} label={portal.counters.total} note={fillTemplate(portal.caseload.meaning, { listed: String(counters.listed) })} />
          <Stat figure={String(counters.active)} label={portal.counters.active} note={portal.counterNotes.active} />
          <Stat figure={String(counters.appointmentsToday)} label={portal.counters.appointmentsToday} note={portal.counterNotes.appointmentsToday} />
          <Stat figure={String(counters.pendingTasks)} label={portal.counters.pendingTasks} note={portal.counterNotes.pendingTasks} />
        </StatList>
      </Section>
      <Section id="portal" heading={portal.tabs.patients.heading} hiddenHeading>
        <TabSet label={demoPortals.tabsLabel} tabs={coordinatorTabs()} param="tab" when="idle" fold />
      </Section>
    </>
  );
}
