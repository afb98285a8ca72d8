import { personWith } from './person';
import { z } from 'zod';
import { reference, template, text, uniqueBy } from '../fields';
import { title } from '../lengths';
import { clockTime, dayOffset, demoSample, tabWords } from './demo';

/** Where a patient is in their care. */
export const patientStatus = z.enum(['pre-surgery', 'recovery', 'discharged']);

/** How urgently a patient needs the coordinator. */
export const patientPriority = z.enum(['high', 'medium', 'low']);

/** What a notification is. */
export const notificationType = z.enum(['urgent', 'info', 'reminder']);

const samplePatientSchema = z.strictObject({
  /** The patient's reference, like "CC-1042"; unique in the list. */
  id: z.string().regex(/^[A-Z]{2}-\d{3,5}$/, 'should be two capital letters, a hyphen and a number, like "CC-1042".'),
  /** The patient's (invented) name. */
  name: z.string().trim().min(1).max(40),
  /** The country the patient travels from. */
  country: text,
  /** The treatment: a file in content/packages/. */
  package: reference('packages', 'package'),
  /** The surgeon: a file in content/people/ whose roles include "surgeon"; the hospital is the surgeon's. */
  surgeon: personWith('surgeon'),
  /** The day the patient arrives (or arrived) in India, counted from the build day. */
  arrivalDay: dayOffset,
  /** The day of surgery, counted from the build day; not before arrival. */
  surgeryDay: dayOffset,
  /** pre-surgery, recovery or discharged. */
  status: patientStatus,
  /** How far through the journey, in percent. */
  progress: z.number().int().min(0).max(100),
  /** high, medium or low. */
  priority: patientPriority,
  /** The day the coordinator last spoke with the patient, counted from the build day; not after it. */
  lastContactDay: dayOffset.max(0, 'should be 0 or less: the last contact cannot be after today.'),
}).refine((patient) => patient.surgeryDay >= patient.arrivalDay, { message: 'should not be before the arrival day.', path: ['surgeryDay'] });

const scheduleItemSchema = z.strictObject({
  /** The day, counted from the build day: the counter "appointments today" counts those on day 0. */
  day: dayOffset,
  /** The time, India time. */
  time: clockTime,
  /** The patient: an id from the patients list of this file. */
  patient: z.string(),
  /** What happens, like "Airport pickup". */
  activity: text,
  /** The hospital, when it happens at one: a file in content/hospitals/. */
  hospital: reference('hospitals', 'hospital').optional(),
  /** Where, or where in the hospital, like "Video call" or "Ward 4". */
  location: text.optional(),
}).refine((item) => item.hospital || item.location, { message: 'should name a hospital, a location or both.', path: ['location'] });

const taskSchema = z.strictObject({
  /** What is to be done. */
  task: text,
  /** The patient it concerns: an id from the patients list of this file. */
  patient: z.string(),
  /** Whether it is done; the counter "pending tasks" counts those not done. */
  done: z.boolean(),
});

const notificationSchema = z.strictObject({
  /** urgent, info or reminder. */
  type: notificationType,
  /** What it says. */
  message: text,
  /** The day it came, counted from the build day. */
  day: dayOffset.max(0, 'should be 0 or less: a notification cannot come after today.'),
  /** The time it came. */
  time: clockTime,
});

const communicationSchema = z.strictObject({
  /** The patient: an id from the patients list of this file. */
  patient: z.string(),
  /** How, like "WhatsApp" or "Video call". */
  channel: text,
  /** What was said or agreed, in one sentence. */
  summary: text,
  /** The day, counted from the build day. */
  day: dayOffset.max(0, 'should be 0 or less: a conversation cannot be after today.'),
  /** The time. */
  time: clockTime,
});

/** content/demo/coordinator-portal.json: the sample caseload of /coordinator-dashboard and the page's words. */
export const coordinatorPortalSchema = z
  .strictObject({
    /** Always true: this file is sample data. */
    sample: demoSample,
    /** The sentence that points to the real, signed-in care-team inbox, before its link. */
    inboxNote: text,
    /** The link text to the real care-team inbox. */
    inboxLink: text,
    /** The real care-team inbox's address on the project's own server (not a page of the static site). */
    inboxHref: z.string().regex(/^\/[a-z0-9-]+$/, 'should be an address on this site, like "/care-team".'),
    /** The labels of the four counters: the caseload's total from `caseload`, the others computed from the lists below. */
    counters: z.strictObject({
      /** Labels `caseload.total`. */
      total: text,
      /** Counts patients not discharged. */
      active: text,
      /** Counts schedule items on the build day. */
      appointmentsToday: text,
      /** Counts tasks not done. */
      pendingTasks: text,
    }),
    /** The coordinator's whole caseload this year: more patients than the sample lists, so a figure of its own. */
    caseload: z.strictObject({
      /** How many patients the coordinator has cared for this year, those already home included; at least as many as the patients listed. */
      total: z.number().int().positive(),
      /** What the figure counts, shown under it, with {listed}: how many of them the list shows. */
      meaning: template({ listed: 'how many patients the list shows' }),
    }),
    /** What each computed counter counts, shown under it. */
    counterNotes: z.strictObject({
      /** Under the active patients. */
      active: text,
      /** Under the appointments today. */
      appointmentsToday: text,
      /** Under the pending tasks. */
      pendingTasks: text,
    }),
    /** The tabs, in the order they show. */
    tabs: z.strictObject({
      /** The patient list with its search and filters. */
      patients: tabWords,
      /** Today's schedule and the tasks. */
      schedule: tabWords,
      /** Notifications, newest first. */
      notifications: tabWords,
      /** Conversations with patients, newest first. */
      communications: tabWords,
      /** Figures computed from the caseload. */
      reports: tabWords,
    }),
    /** The words of the patient search and filters. */
    filters: z.strictObject({
      /** The form's name for screen readers. */
      label: text,
      /** The search field's label. */
      search: text,
      /** The search field's hint: what it searches. */
      searchHint: text,
      /** The status filter's label. */
      status: text,
      /** The priority filter's label. */
      priority: text,
      /** The choice that filters nothing. */
      any: text,
      /** The button that applies the filters. */
      apply: text,
      /** The link that clears them. */
      clear: text,
      /** The result line, with {shown} and {total}. */
      result: template({ shown: 'how many patients match', total: 'how many there are' }),
      /** Shown when no patient matches. */
      empty: text,
    }),
    /** Labels of a patient's facts. */
    labels: z.strictObject({
      /** Before the treatment. */
      treatment: text,
      /** Before the surgeon. */
      surgeon: text,
      /** Before the hospital. */
      hospital: text,
      /** Before the arrival date. */
      arrival: text,
      /** Before the surgery date. */
      surgery: text,
      /** Before the progress. */
      progress: text,
      /** Before the last contact date. */
      lastContact: text,
      /** Before the country. */
      country: text,
      /** The heading of the tasks in the schedule tab. */
      tasks: title,
      /** What a done task says. */
      done: text,
      /** What a pending task says. */
      pending: text,
    }),
    /** The words each status shows. */
    statusLabels: z.strictObject({ /** Before surgery. */ 'pre-surgery': text, /** After surgery, still in care. */ recovery: text, /** Gone home. */ discharged: text }),
    /** The words each priority shows. */
    priorityLabels: z.strictObject({ /** Needs attention first. */ high: text, /** Normal. */ medium: text, /** Can wait. */ low: text }),
    /** The words each notification type shows. */
    notificationLabels: z.strictObject({ /** Act now. */ urgent: text, /** For information. */ info: text, /** Something to remember. */ reminder: text }),
    /** The reports tab: headings of its computed tables. */
    reports: z.strictObject({
      /** Patients by status. */
      byStatus: title,
      /** Patients by treatment. */
      byTreatment: title,
      /** The heading of the count column. */
      count: text,
      /** The average progress line, with {percent}. */
      averageProgress: template({ percent: 'the average progress of the active patients' }),
    }),
    /** The coordinator's patients. */
    patients: uniqueBy(samplePatientSchema, 'id').min(1),
    /** Schedule items. */
    schedule: z.array(scheduleItemSchema),
    /** Tasks. */
    tasks: z.array(taskSchema),
    /** Notifications. */
    notifications: z.array(notificationSchema),
    /** Conversations with patients. */
    communications: z.array(communicationSchema),
  })
  .superRefine((portal, ctx) => {
    if (portal.caseload.total < portal.patients.length)
      ctx.addIssue({ code: 'custom', path: ['caseload', 'total'], message: `should be at least ${portal.patients.length}: the caseload holds every patient listed.` });
    const ids = new Set(portal.patients.map((patient) => patient.id));
    for (const list of ['schedule', 'tasks', 'communications'] as const)
      portal[list].forEach((item, index) => {
        if (!ids.has(item.patient))
          ctx.addIssue({ code: 'custom', path: [list, index, 'patient'], message: `names the patient "${item.patient}", but the patients list of this file has no such id.` });
      });
  });

export type CoordinatorPortal = z.infer<typeof coordinatorPortalSchema>;
export type SamplePatient = CoordinatorPortal['patients'][number];
export type PatientStatus = z.infer<typeof patientStatus>;
export type PatientPriority = z.infer<typeof patientPriority>;
