import type { CoordinatorPortal, PatientStatus, SamplePatient } from '../content/schemas/demo-coordinator';
import type { DoctorPortal } from '../content/schemas/demo-doctor';
import type { PatientPortal } from '../content/schemas/demo-patient';
import { byDayAndTime } from './demo-dates';

/** How far the sample patient's journey is: completed steps of all steps, and that as a whole percentage. */
export function journeyProgress(timeline: PatientPortal['timeline']): { completed: number; total: number; percent: number } {
  const completed = timeline.filter((step) => step.status === 'completed').length;
  return { completed, total: timeline.length, percent: Math.round((completed / timeline.length) * 100) };
}

/** The first appointment on or after the build day, or undefined when none is booked. */
export function nextAppointment<T extends { day: number; time: string }>(appointments: readonly T[]): T | undefined {
  return byDayAndTime(appointments).find((appointment) => appointment.day >= 0);
}

/**
 * The coordinator's four counters: the year's caseload as content states it (it holds more
 * patients than the sample lists, which it must include), and the others counted from the sample
 * lists: patients not discharged, schedule items on the build day, tasks not done.
 */
export function coordinatorCounters(portal: Pick<CoordinatorPortal, 'caseload' | 'patients' | 'schedule' | 'tasks'>) {
  return {
    total: portal.caseload.total,
    listed: portal.patients.length,
    active: portal.patients.filter((patient) => patient.status !== 'discharged').length,
    appointmentsToday: portal.schedule.filter((item) => item.day === 0).length,
    pendingTasks: portal.tasks.filter((task) => !task.done).length,
  };
}

/** How many patients have each value of a field, in the order the values are given. */
export function countBy<K extends string>(patients: readonly SamplePatient[], key: (patient: SamplePatient) => K, order: readonly K[]): Array<{ value: K; count: number }> {
  return order.map((value) => ({ value, count: patients.filter((patient) => key(patient) === value).length })).filter((row) => row.count > 0);
}

/** The average progress of the patients not discharged, as a whole percentage; 0 when there are none. */
export function averageActiveProgress(patients: readonly SamplePatient[]): number {
  const active = patients.filter((patient) => patient.status !== ('discharged' satisfies PatientStatus));
  return active.length ? Math.round(active.reduce((sum, patient) => sum + patient.progress, 0) / active.length) : 0;
}

/** The doctor's four counters, counted from the sample lists. */
export function doctorCounters(portal: Pick<DoctorPortal, 'appointments' | 'messages' | 'months'>) {
  return {
    today: portal.appointments.filter((appointment) => appointment.day === 0).length,
    pending: portal.appointments.filter((appointment) => appointment.status === 'pending' && appointment.day >= 0).length,
    unread: portal.messages.filter((message) => message.unread).length,
    consultations: portal.months.find((month) => month.month === 0)?.consultations ?? 0,
  };
}

/** The months in calendar order, with the totals of each series. */
export function monthlyFigures(months: DoctorPortal['months']) {
  const ordered = [...months].sort((a, b) => a.month - b.month);
  return {
    months: ordered,
    totals: {
      consultations: ordered.reduce((sum, month) => sum + month.consultations, 0),
      surgeries: ordered.reduce((sum, month) => sum + month.surgeries, 0),
    },
  };
}

/**
 * A scale for a bar chart of counts: a round top value at or above the largest figure, and the
 * gridline values from 0 to it, so the axis reads in whole steps.
 */
export function chartScale(largest: number, steps = 4): { top: number; ticks: number[] } {
  const rawStep = Math.max(largest, 1) / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  // Whole steps only: the chart counts things.
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rawStep)!);
  const top = step * Math.ceil(Math.max(largest, 1) / step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}
