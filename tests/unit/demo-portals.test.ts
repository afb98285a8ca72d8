import { describe, expect, it } from 'vitest';
import { singletons } from '../../src/content/collections';
import type { CoordinatorPortal, SamplePatient } from '../../src/content/schemas/demo-coordinator';
import type { DoctorPortal } from '../../src/content/schemas/demo-doctor';
import type { PatientPortal } from '../../src/content/schemas/demo-patient';
import { byDayAndTime, dayFromBuild, monthFromBuild, newestFirst } from '../../src/lib/demo-dates';
import { setLocaleSource } from '../../src/lib/locale';
import {
  averageActiveProgress,
  chartScale,
  coordinatorCounters,
  countBy,
  doctorCounters,
  journeyProgress,
  monthlyFigures,
  nextAppointment,
} from '../../src/lib/demo-figures';
import { filterFromQuery, patientMatches } from '../../src/lib/patient-filter';
import { issuesOf } from './schema-issues';
import { contentJson, siteContext } from './site-content';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- content as the files hold it, changed freely by each case

const context = siteContext();

function patient(fields: Partial<SamplePatient>): SamplePatient {
  return {
    id: 'CC-1000',
    name: 'A',
    country: 'Kenya',
    package: 'bowel-resection',
    surgeon: 'vikram-rao',
    arrivalDay: 0,
    surgeryDay: 2,
    status: 'pre-surgery',
    progress: 50,
    priority: 'medium',
    lastContactDay: 0,
    ...fields,
  };
}

describe('demo dates are counted from the build day', () => {
  it('turns an offset in days into a calendar date, across months, years and 29 February', () => {
    expect(dayFromBuild('2026-11-24', 0)).toBe('2026-11-24');
    expect(dayFromBuild('2026-11-24', 7)).toBe('2026-12-01');
    expect(dayFromBuild('2026-12-30', 3)).toBe('2027-01-02');
    expect(dayFromBuild('2028-03-01', -1)).toBe('2028-02-29');
    expect(dayFromBuild('2027-03-01', -1)).toBe('2027-02-28');
    expect(dayFromBuild('2026-01-05', -10)).toBe('2025-12-26');
  });

  it('names the month an offset in months from the build day falls in, across years', () => {
    expect(monthFromBuild('2026-11-24', 0)).toBe('November 2026');
    expect(monthFromBuild('2026-11-24', -5)).toBe('June 2026');
    expect(monthFromBuild('2026-02-28', -2)).toBe('December 2025');
    expect(monthFromBuild('2026-01-01', -13)).toBe('December 2024');
    expect(monthFromBuild('2026-12-31', 1)).toBe('January 2027');
  });

  it('names the month in the language being shown, with Western digits, never the English name', () => {
    const english = monthFromBuild('2026-11-24', 0);
    setLocaleSource(() => ({ locale: 'ar', direction: 'rtl' }));
    try {
      const arabic = monthFromBuild('2026-11-24', 0);
      expect(arabic).not.toBe(english);
      expect(arabic).toMatch(/2026/);
      expect(monthFromBuild('2026-11-24', 0, 'short')).not.toMatch(/[A-Za-z]/);
    } finally {
      setLocaleSource(null);
    }
  });

  it('orders items by day then time, and newest first', () => {
    const items = [
      { day: 1, time: '09:00', name: 'c' },
      { day: 0, time: '15:00', name: 'b' },
      { day: 0, time: '07:30', name: 'a' },
    ];
    expect(byDayAndTime(items).map((item) => item.name)).toEqual(['a', 'b', 'c']);
    expect(newestFirst(items).map((item) => item.name)).toEqual(['c', 'b', 'a']);
    expect(items.map((item) => item.name)).toEqual(['c', 'b', 'a']);
  });
});

describe("the patient's journey", () => {
  const step = (status: PatientPortal['timeline'][number]['status']) => ({ day: 0, title: status, status, description: 'x' });

  it('is as far along as the share of its steps completed, rounded to a whole percent', () => {
    expect(journeyProgress([step('completed'), step('completed'), step('completed'), step('current'), step('upcoming')])).toEqual({ completed: 3, total: 5, percent: 60 });
    expect(journeyProgress([step('completed'), step('current'), step('upcoming')])).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(journeyProgress([step('current'), step('upcoming')])).toEqual({ completed: 0, total: 2, percent: 0 });
  });

  it("shows the sample patient's progress from the timeline of content/demo/patient-portal.json", () => {
    const { timeline } = contentJson<PatientPortal>('demo/patient-portal.json');
    const completed = timeline.filter((entry) => entry.status === 'completed').length;
    expect(journeyProgress(timeline).percent).toBe(Math.round((completed / timeline.length) * 100));
  });

  it('has as its next appointment the earliest on or after the build day', () => {
    const appointments = [
      { day: 3, time: '09:00', type: 'later' },
      { day: -1, time: '10:00', type: 'past' },
      { day: 0, time: '16:00', type: 'today, late' },
      { day: 0, time: '08:00', type: 'today, early' },
    ];
    expect(nextAppointment(appointments)?.type).toBe('today, early');
    expect(nextAppointment([{ day: -2, time: '10:00' }])).toBeUndefined();
  });
});

describe("the coordinator's counters", () => {
  const portal: Pick<CoordinatorPortal, 'caseload' | 'patients' | 'schedule' | 'tasks'> = {
    caseload: { total: 20, meaning: 'x {listed}' },
    patients: [patient({ id: 'CC-1', status: 'pre-surgery' }), patient({ id: 'CC-2', status: 'recovery' }), patient({ id: 'CC-3', status: 'discharged' })],
    schedule: [
      { day: 0, time: '09:00', patient: 'CC-1', activity: 'a', location: 'x' },
      { day: 0, time: '10:00', patient: 'CC-2', activity: 'b', location: 'x' },
      { day: 1, time: '10:00', patient: 'CC-2', activity: 'c', location: 'x' },
      { day: -1, time: '10:00', patient: 'CC-2', activity: 'd', location: 'x' },
    ],
    tasks: [
      { task: 'a', patient: 'CC-1', done: false },
      { task: 'b', patient: 'CC-2', done: true },
      { task: 'c', patient: 'CC-3', done: false },
    ],
  };

  it("take the year's caseload from content, and say how many of it the list shows", () => {
    expect(coordinatorCounters(portal)).toMatchObject({ total: 20, listed: 3 });
  });

  it('count as active every patient not discharged', () => {
    expect(coordinatorCounters(portal).active).toBe(2);
    expect(coordinatorCounters({ ...portal, patients: [patient({ status: 'discharged' })] }).active).toBe(0);
  });

  it("count as today's appointments the schedule items of the build day only, not those before or after it", () => {
    expect(coordinatorCounters(portal).appointmentsToday).toBe(2);
    expect(coordinatorCounters({ ...portal, schedule: portal.schedule.filter((item) => item.day !== 0) }).appointmentsToday).toBe(0);
  });

  it('count as pending every task not done', () => {
    expect(coordinatorCounters(portal).pendingTasks).toBe(2);
    expect(coordinatorCounters({ ...portal, tasks: portal.tasks.map((task) => ({ ...task, done: true })) }).pendingTasks).toBe(0);
  });

  it('count patients by a field in the order given, leaving out values no patient has', () => {
    const patients = [patient({ status: 'recovery' }), patient({ status: 'pre-surgery' }), patient({ status: 'recovery' })];
    expect(countBy(patients, (entry) => entry.status, ['pre-surgery', 'recovery', 'discharged'])).toEqual([
      { value: 'pre-surgery', count: 1 },
      { value: 'recovery', count: 2 },
    ]);
  });

  it('average the progress of the patients not discharged, and say 0 when there are none', () => {
    expect(averageActiveProgress([patient({ progress: 40 }), patient({ progress: 75, status: 'recovery' }), patient({ progress: 100, status: 'discharged' })])).toBe(58);
    expect(averageActiveProgress([patient({ progress: 100, status: 'discharged' })])).toBe(0);
  });
});

describe("the doctor's counters and analytics", () => {
  const portal: Pick<DoctorPortal, 'appointments' | 'messages' | 'months'> = {
    appointments: [
      { patient: 'A', day: 0, time: '09:00', type: 'x', status: 'confirmed' },
      { patient: 'B', day: 0, time: '10:00', type: 'x', status: 'pending' },
      { patient: 'C', day: 2, time: '10:00', type: 'x', status: 'pending' },
      { patient: 'D', day: -3, time: '10:00', type: 'x', status: 'pending' },
    ],
    messages: [
      { patient: 'A', message: 'x', day: 0, time: '08:00', unread: true },
      { patient: 'B', message: 'x', day: -1, time: '08:00', unread: false },
    ],
    months: [
      { month: 0, consultations: 15, surgeries: 5 },
      { month: -1, consultations: 24, surgeries: 10 },
    ],
  };

  it("count today's appointments, those still to come that are pending, the unread messages and this month's consultations", () => {
    expect(doctorCounters(portal)).toEqual({ today: 2, pending: 2, unread: 1, consultations: 15 });
    expect(doctorCounters({ ...portal, months: [{ month: -1, consultations: 3, surgeries: 1 }] }).consultations).toBe(0);
  });

  it('put the months in calendar order and total each series', () => {
    expect(monthlyFigures(portal.months)).toEqual({
      months: [portal.months[1], portal.months[0]],
      totals: { consultations: 39, surgeries: 15 },
    });
  });

  it('scale the chart to a round top value with whole steps', () => {
    expect(chartScale(26)).toEqual({ top: 30, ticks: [0, 10, 20, 30] });
    expect(chartScale(40)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(chartScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(chartScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(chartScale(1300)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });
});

describe("the coordinator's patient filter", () => {
  const row = { text: 'Sarah Johnson CC-1042 United Kingdom', status: 'pre-surgery', priority: 'high' };

  it('reads the search, status and priority from the address, empty when missing', () => {
    expect(filterFromQuery('?tab=patients&q=sarah&status=recovery')).toEqual({ q: 'sarah', status: 'recovery', priority: '' });
    expect(filterFromQuery('')).toEqual({ q: '', status: '', priority: '' });
  });

  it('finds every word of the search in the name, reference or country, in any case', () => {
    expect(patientMatches(row, { q: 'sarah', status: '', priority: '' })).toBe(true);
    expect(patientMatches(row, { q: '  KINGDOM  johnson ', status: '', priority: '' })).toBe(true);
    expect(patientMatches(row, { q: 'cc-1042', status: '', priority: '' })).toBe(true);
    expect(patientMatches(row, { q: 'sarah kenya', status: '', priority: '' })).toBe(false);
  });

  it('keeps only the status and priority chosen, and everything when none is', () => {
    expect(patientMatches(row, { q: '', status: '', priority: '' })).toBe(true);
    expect(patientMatches(row, { q: '', status: 'pre-surgery', priority: 'high' })).toBe(true);
    expect(patientMatches(row, { q: '', status: 'recovery', priority: '' })).toBe(false);
    expect(patientMatches(row, { q: '', status: '', priority: 'low' })).toBe(false);
  });
});

describe('the demo files refuse what cannot be', () => {
  const problemsAfter = (name: 'coordinatorPortal' | 'patientPortal' | 'doctorPortal', change: (data: Data) => void) => {
    const data = contentJson<Data>(singletons[name].file);
    change(data);
    return issuesOf(singletons[name].schema, data, context);
  };

  it('a surgery before the arrival, and a schedule item for a patient not listed', () => {
    expect(problemsAfter('coordinatorPortal', (data) => (data.patients[0].surgeryDay = data.patients[0].arrivalDay - 1))).toEqual([
      'patients[0].surgeryDay: should not be before the arrival day.',
    ]);
    expect(problemsAfter('coordinatorPortal', (data) => (data.schedule[0].patient = 'CC-9999'))).toEqual([
      'schedule[0].patient: names the patient "CC-9999", but the patients list of this file has no such id.',
    ]);
  });

  it("a year's caseload smaller than the patients listed, and its meaning without the number listed", () => {
    expect(problemsAfter('coordinatorPortal', (data) => (data.caseload.total = data.patients.length - 1))).toEqual([
      `caseload.total: should be at least ${contentJson<Data>(singletons.coordinatorPortal.file).patients.length}: the caseload holds every patient listed.`,
    ]);
    expect(problemsAfter('coordinatorPortal', (data) => (data.caseload.meaning = 'Every patient this year.'))).toHaveLength(1);
  });

  it('a surgeon, package or hospital that has no file, and a person who is not a surgeon', () => {
    expect(problemsAfter('patientPortal', (data) => (data.patient.surgeon = 'rajesh-kumr'))).toEqual([
      'patient.surgeon: names the person "rajesh-kumr", but there is no file for it in content/people/. Did you mean "rajesh-kumar"?',
    ]);
    expect(problemsAfter('doctorPortal', (data) => (data.doctor = 'meera-iyer'))).toHaveLength(1);
    expect(problemsAfter('coordinatorPortal', (data) => (data.schedule[0].hospital = 'apollo-dehli'))[0]).toMatch(/^schedule\[0\]\.hospital: names the hospital "apollo-dehli"/);
  });

  it('a message dated after the build day, a time not on the clock, and more operations than consultations', () => {
    expect(problemsAfter('patientPortal', (data) => (data.messages[0].day = 1))).toEqual([
      'messages[0].day: should be 0 or less: a message cannot be sent after today.',
    ]);
    expect(problemsAfter('doctorPortal', (data) => (data.appointments[0].time = '25:00'))).toEqual([
      'appointments[0].time: should be a time on the 24-hour clock, like "09:30".',
    ]);
    expect(problemsAfter('doctorPortal', (data) => (data.months[0].surgeries = data.months[0].consultations + 1))).toEqual([
      'months[0].surgeries: should not be more than the consultations of that month.',
    ]);
  });

  it('a demo file not marked as sample data', () => {
    expect(problemsAfter('doctorPortal', (data) => delete data.sample)).toHaveLength(1);
  });
});
