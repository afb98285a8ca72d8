import { personWith } from './person';
import { z } from 'zod';
import { reference, template, text } from '../fields';
import { title } from '../lengths';
import { clockTime, dayOffset, demoSample, tabWords } from './demo';

/** Where a step of the journey stands. */
export const timelineStatus = z.enum(['completed', 'current', 'upcoming']);

/** Where a document stands with the care team. */
export const documentStatus = z.enum(['approved', 'completed', 'pending']);

const timelineEventSchema = z.strictObject({
  /** The day of the step, counted from the build day (negative: before it). */
  day: dayOffset,
  /** What the step is, like "Medical reports reviewed". */
  title,
  /** completed, current (the step the patient is on) or upcoming. */
  status: timelineStatus,
  /** One sentence on what happens in the step. */
  description: text,
});

const appointmentSchema = z.strictObject({
  /** The day, counted from the build day. */
  day: dayOffset,
  /** The time, India time, like "10:30". */
  time: clockTime,
  /** Who the patient sees: a file in content/people/ whose roles include "surgeon". */
  surgeon: personWith('surgeon'),
  /** What the appointment is, like "Pre-surgery consultation". */
  type: text,
  /** in-person at the surgeon's hospital, or video. */
  mode: z.enum(['in-person', 'video']),
});

const documentSchema = z.strictObject({
  /** The document's name, like "Colonoscopy report". */
  name: text,
  /** Its kind of file, like "PDF". */
  type: z.string().trim().min(1).max(12),
  /** The day it was added, counted from the build day. */
  day: dayOffset.max(0, 'should be 0 or less: a document cannot be added after today.'),
  /** approved, completed or pending. */
  status: documentStatus,
});

const messageSchema = z.strictObject({
  /** Who wrote it, like "Anita (care coordinator)". */
  from: text,
  /** The day it was sent, counted from the build day. */
  day: dayOffset.max(0, 'should be 0 or less: a message cannot be sent after today.'),
  /** The time it was sent, like "14:05". */
  time: clockTime,
  /** What it says. */
  message: text,
});

/** content/demo/patient-portal.json: the sample patient of /patient-dashboard and the page's words. */
export const patientPortalSchema = z.strictObject({
  /** Always true: this file is sample data. */
  sample: demoSample,
  /** The sample patient. */
  patient: z.strictObject({
    /** The first name the welcome uses. */
    firstName: z.string().trim().min(1).max(30),
    /** The country the patient travels from. */
    country: text,
    /** The patient's package: a file in content/packages/. */
    package: reference('packages', 'package'),
    /** The patient's surgeon: a file in content/people/ whose roles include "surgeon"; the hospital is the surgeon's. */
    surgeon: personWith('surgeon'),
  }),
  /** The welcome banner's heading, with {name} for the first name. */
  welcome: template({ name: "the patient's first name" }),
  /** The label of the journey progress bar. */
  progressLabel: text,
  /** The line under the bar, with {completed} and {total} steps; the percentage is computed from the timeline. */
  progressNote: template({ completed: 'how many steps are completed', total: 'how many steps there are' }),
  /** The tabs, in the order they show. */
  tabs: z.strictObject({
    /** The journey at a glance. */
    overview: tabWords,
    /** Appointments, next first. */
    appointments: tabWords,
    /** Documents shared with the care team. */
    documents: tabWords,
    /** Messages from the care team. */
    messages: tabWords,
    /** Who to contact. */
    support: tabWords,
  }),
  /** Labels of the overview's facts. */
  labels: z.strictObject({
    /** Before the package's name. */
    package: text,
    /** Before the surgeon's name. */
    surgeon: text,
    /** Before the hospital's name. */
    hospital: text,
    /** Before the next appointment. */
    nextAppointment: text,
    /** Where there is no appointment to come. */
    noNextAppointment: text,
    /** The heading of the journey's steps. */
    timeline: title,
    /** The location of a video appointment. */
    video: text,
    /** Before the sender of a message, for screen readers. */
    from: text,
  }),
  /** The words each timeline status shows. */
  timelineStatus: z.strictObject({ /** A step done. */ completed: text, /** The step the patient is on. */ current: text, /** A step to come. */ upcoming: text }),
  /** The words each document status shows. */
  documentStatus: z.strictObject({ /** Checked and accepted. */ approved: text, /** Filled in and returned. */ completed: text, /** Waiting for the patient or the team. */ pending: text }),
  /** The support tab: a sentence before the care team's contacts (from content/site/contact.json). */
  support: z.strictObject({
    /** What the care team helps with. */
    text: text,
    /** The link to /emergency-support. */
    emergency: text,
  }),
  /** The steps of the patient's journey, in order. */
  timeline: z.array(timelineEventSchema).min(2),
  /** Appointments, in any order: the page sorts them. */
  appointments: z.array(appointmentSchema),
  /** Documents shared with the care team. */
  documents: z.array(documentSchema),
  /** Messages from the care team, in any order: the page shows the newest first. */
  messages: z.array(messageSchema),
});

export type PatientPortal = z.infer<typeof patientPortalSchema>;
export type TimelineStatus = z.infer<typeof timelineStatus>;
export type DocumentStatus = z.infer<typeof documentStatus>;
