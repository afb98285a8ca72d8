import { z } from 'zod';
import { template, text } from '../fields';
import { title } from '../lengths';

/**
 * content/site/receiver.json: the words of the small pages the project's server answers a form
 * sent without JavaScript with (a request, a surgeon's application, a newsletter sign-up).
 * The form's own words (labels, failures) come from coordinator-connect.json.
 */
export const receiverWordsSchema = z.strictObject({
  /** The link back to the home page. */
  home: text,
  /** The link back to the request form. */
  backToForm: text,
  /** The heading when a request was refused. */
  notSent: title,
  /** The heading when a request has fields to correct. */
  correctHeading: title,
  /** Above the list of fields to correct and the form that resends them. */
  correctText: text,
  /** The word for the consent box in that list. */
  consentLabel: text,
  /** Under a refusal for size, above the form that holds what was typed: the reports were not kept. */
  tooLargeText: template({ total: 'the most all reports together may weigh, like "20.0 MB"' }),
  /** The links to reach the care team another way. */
  handoffLinks: z.strictObject({
    /** The email link. */
    email: template({ email: 'the care team’s address' }),
    /** The WhatsApp link. */
    whatsapp: template({ number: 'the WhatsApp number as printed' }),
    /** The phone link. */
    call: template({ number: 'the care team’s number as printed' }),
  }),
  /** The heading when a newsletter address is not valid. */
  emailHeading: title,
  /** Says nothing was stored. */
  nothingStored: text,
  /** An address under /api/ that takes nothing. */
  notFound: z.strictObject({
    /** Its heading. */
    heading: title,
    /** Its sentence. */
    text: text,
  }),
  /** A form address opened instead of sent to. */
  useForm: z.strictObject({
    /** Its heading. */
    heading: title,
    /** Its sentence. */
    text: text,
  }),
  /** A newsletter link address sent to in another way. */
  useLink: z.strictObject({
    /** Its heading. */
    heading: title,
    /** Its sentence. */
    text: text,
  }),
});

export type ReceiverWords = z.infer<typeof receiverWordsSchema>;
