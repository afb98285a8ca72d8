import { personWith } from './person';
import { z } from 'zod';
import { template, text } from '../fields';
import { title } from '../lengths';
import { pluralWords } from './plural';
import { clockTime, dayOffset, demoSample, tabWords } from './demo';

/** Where an appointment stands: confirmed shows the default badge, pending the secondary one. */
export const appointmentStatus = z.enum(['confirmed', 'pending']);

const appointmentSchema = z.strictObject({
  /** The patient's (invented) name. */
  patient: z.string().trim().min(1).max(40),
  /** The day, counted from the build day: the overview counts those on day 0. */
  day: dayOffset,
  /** The time, India time. */
  time: clockTime,
  /** What the appointment is, like "Follow-up video call". */
  type: text,
  /** confirmed or pending. */
  status: appointmentStatus,
});

const messageSchema = z.strictObject({
  /** The patient who wrote. */
  patient: z.string().trim().min(1).max(40),
  /** What they wrote. */
  message: text,
  /** The day it came, counted from the build day. */
  day: dayOffset.max(0, 'should be 0 or less: a message cannot come after today.'),
  /** The time it came. */
  time: clockTime,
  /** Whether the doctor has not read it yet; the overview counts these. */
  unread: z.boolean(),
});

const monthSchema = z.strictObject({
  /** The month, counted back from the build month: 0 is this month, -1 the one before. */
  month: z.number().int().min(-23).max(0),
  /** Consultations held that month. */
  consultations: z.number().int().min(0),
  /** Operations performed that month; not more than the consultations. */
  surgeries: z.number().int().min(0),
}).refine((month) => month.surgeries <= month.consultations, { message: 'should not be more than the consultations of that month.', path: ['surgeries'] });

/** A field of the profile form: its label and, where it needs one, a hint. */
const fieldWords = z.strictObject({
  /** The field's label. */
  label: text,
  /** A hint under the label. */
  hint: text.optional(),
});

/** content/demo/doctor-portal.json: the sample doctor's day of /doctor-dashboard and the page's words. */
export const doctorPortalSchema = z.strictObject({
  /** Always true: this file is sample data. */
  sample: demoSample,
  /** The doctor the demo shows: a file in content/people/ whose roles include "surgeon" (name, title, hospital and fee come from there). */
  doctor: personWith('surgeon'),
  /** The greeting, with {name} for the doctor's name. */
  greeting: template({ name: "the doctor's name" }),
  /** The tabs, in the order they show; Overview is the default. */
  tabs: z.strictObject({
    /** The day at a glance. */
    overview: tabWords,
    /** Appointments by day. */
    appointments: tabWords,
    /** Messages from patients. */
    messages: tabWords,
    /** The profile form. */
    profile: tabWords,
    /** Figures by month, as a chart and a table. */
    analytics: tabWords,
  }),
  /** The labels of the overview's counters, each computed from the lists below. */
  counters: z.strictObject({
    /** Appointments on the build day. */
    today: text,
    /** Appointments not yet confirmed. */
    pending: text,
    /** Messages not read. */
    unread: text,
    /** Consultations this month (the last month of the analytics). */
    consultations: text,
  }),
  /** The words each appointment status shows. */
  statusLabels: z.strictObject({ /** Booked and confirmed. */ confirmed: text, /** Waiting for confirmation. */ pending: text }),
  /** Other labels. */
  labels: z.strictObject({
    /** The overview's list of today's appointments. */
    todayHeading: title,
    /** Where there is no appointment today. */
    noneToday: text,
    /** Before an unread message, for screen readers. */
    unread: text,
  }),
  /** The profile form: its fields' words and defaults, and what saving says. */
  profile: z.strictObject({
    /** The sentence above the form: a demo, nothing is sent. */
    intro: text,
    /** The name field (its default is the surgeon's name). */
    name: fieldWords,
    /** The position field (its default is the surgeon's title). */
    title: fieldWords,
    /** The fee field, in US dollars (its default is the surgeon's fee). */
    fee: fieldWords,
    /** The email field. */
    email: fieldWords,
    /** The phone field. */
    phone: fieldWords,
    /** The short biography field. */
    bio: fieldWords,
    /** The email the form starts with (an example address). */
    defaultEmail: z.email('should be an email address.'),
    /** The phone number the form starts with (an example number). */
    defaultPhone: text,
    /** The biography the form starts with. */
    defaultBio: text,
    /** The save button. */
    save: text,
    /** What a valid save says: plainly a demo, nothing was sent. */
    saved: text,
    /** What an invalid save says above the errors. */
    invalid: text,
    /** Without JavaScript: why there is no save button. */
    noScript: text,
    /** The error messages of the fields. */
    errors: z.strictObject({
      /** A field left empty. */
      required: text,
      /** An email address that is not one. */
      email: text,
      /** A phone number that is not one. */
      phone: text,
      /** A fee that is not a whole number in range, with {min} and {max}. */
      fee: template({ min: 'the lowest fee', max: 'the highest fee' }),
      /** A text over its length, with {max}, by plural form of the count. */
      tooLong: pluralWords({ max: 'the most characters allowed' }),
    }),
  }),
  /** The analytics tab's words. */
  analytics: z.strictObject({
    /** The chart's title, read by screen readers too. */
    chartTitle: title,
    /** One sentence under the chart saying the table holds the same figures. */
    chartNote: text,
    /** The heading of the month column. */
    month: text,
    /** The name of the consultations series. */
    consultations: text,
    /** The name of the surgeries series. */
    surgeries: text,
    /** The totals row's label. */
    total: text,
  }),
  /** Appointments, in any order: the page sorts them. */
  appointments: z.array(appointmentSchema),
  /** Messages from patients. */
  messages: z.array(messageSchema),
  /** Figures by month; every month once, the page orders them. */
  months: z.array(monthSchema).min(2).superRefine((months, ctx) => {
    const seen = new Set<number>();
    months.forEach((entry, index) => {
      if (seen.has(entry.month)) ctx.addIssue({ code: 'custom', path: [index, 'month'], message: `month ${entry.month} is listed twice.` });
      seen.add(entry.month);
    });
  }),
});

export type DoctorPortal = z.infer<typeof doctorPortalSchema>;
export type AppointmentStatus = z.infer<typeof appointmentStatus>;
