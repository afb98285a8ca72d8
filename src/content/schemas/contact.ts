import { z } from 'zod';
import { text } from '../fields';
import { fact } from '../translation';

const phoneSchema = z.strictObject({
  /** What the line is for, like "Care team (UK)". */
  label: text,
  /** The number in international form with no spaces, like "+442079460958". */
  number: z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'should be an international number: "+", the country code and digits, no spaces.'),
  /** The number as it is printed, like "+44 20 7946 0958". */
  display: fact(text),
  /** When the line is answered, like "24/7" or "Mon–Sat, 8:00–20:00 IST". */
  hours: text,
});

/** An address a form posts to: a path on this site's own server, or an https address elsewhere. */
export const formEndpoint = z
  .string()
  .regex(/^(\/api\/[a-z0-9/-]+|https:\/\/\S+)$/, 'should be a path of the receiver on this site, like "/api/requests", or an https:// address.');

/** content/site/contact.json: every way to reach the care team. */
export const contactSchema = z.strictObject({
  /** The care team's main phone line. */
  careTeam: phoneSchema,
  /** The line answered day and night for patients already travelling or treated. */
  hotline: phoneSchema,
  /** The WhatsApp number for messages (international form, no spaces). */
  whatsapp: phoneSchema,
  /** The care team's email address. */
  email: z.email('should be an email address, like "care@example.org".'),
  /** Office hours of the care team, in words. */
  hours: text,
  /** How soon the care team answers a request, like "within 2 hours". */
  responseTime: text,
  /** The same office hours as figures, for the two-hour promise's clock: the days, times and time zone the care team works. */
  officeHours: z.strictObject({
    /** The working days, 1 Monday to 7 Sunday. */
    days: z.array(z.number().int().min(1).max(7)).min(1),
    /** When the office opens, HH:MM in its time zone. */
    opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'should be a time like "08:00".'),
    /** When it closes, HH:MM, after it opens. */
    closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'should be a time like "22:00".'),
    /** The time zone, an IANA name like "Asia/Kolkata". */
    timeZone: fact(z.string().trim().min(1)),
  }),
  /**
   * Where the coordinator-connect form posts requests: "/api/requests" (the project's own receiver,
   * see the README) or an https address. Leave out to hand every request over by email and WhatsApp.
   * The build-time variable REQUEST_ENDPOINT overrides it ("none" for no endpoint).
   */
  requestEndpoint: formEndpoint.optional(),
  /** Where the newsletter form sends addresses: "/api/subscriptions" (the project's own receiver) or an https address. Leave out to tell visitors how to subscribe by email. */
  newsletterEndpoint: formEndpoint.optional(),
});

export type Phone = z.infer<typeof phoneSchema>;
export type Contact = z.infer<typeof contactSchema>;
