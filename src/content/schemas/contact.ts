import { z } from 'zod';
import { text } from '../fields';

const phoneSchema = z.strictObject({
  /** What the line is for, like "Care team (UK)". */
  label: text,
  /** The number in international form with no spaces, like "+442079460958". */
  number: z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'should be an international number: "+", the country code and digits, no spaces.'),
  /** The number as it is printed, like "+44 20 7946 0958". */
  display: text,
  /** When the line is answered, like "24/7" or "Mon–Sat, 8:00–20:00 IST". */
  hours: text,
});

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
  /** Where the newsletter form sends addresses; leave out until a mailing service is set up. */
  newsletterEndpoint: z.url({ protocol: /^https$/ }).optional(),
});

export type Phone = z.infer<typeof phoneSchema>;
export type Contact = z.infer<typeof contactSchema>;
