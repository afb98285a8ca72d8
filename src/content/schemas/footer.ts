import { z } from 'zod';
import { link, template, text, uniqueBy } from '../fields';

const footerLinkSchema = z.strictObject({
  /** The link text. */
  label: text,
  /** Where it goes: a path of the site or an https, mailto or tel link. */
  href: link,
});

const footerGroupSchema = z.strictObject({
  /** The heading above the links. */
  label: text,
  /** The links, in order. */
  links: uniqueBy(footerLinkSchema, 'href').min(1),
});

/** content/site/footer.json: the footer's link groups, legal links and newsletter box. */
export const footerSchema = z.strictObject({
  /** Link groups, in order. */
  groups: uniqueBy(footerGroupSchema, 'label').min(1),
  /** The legal links beside the copyright line. */
  legal: uniqueBy(footerLinkSchema, 'href').min(1),
  /** What screen readers call the row of legal links. */
  legalLabel: text,
  /** The newsletter box. */
  newsletter: z.strictObject({
    /** The box's heading. */
    heading: text,
    /** One sentence on what subscribers receive. */
    text: text,
    /** The email field's label, heard by screen readers. */
    emailLabel: text,
    /** The example address in the empty field. */
    placeholder: text,
    /** The button. */
    subscribe: text,
    /** The subject of the email a subscriber writes instead, where online sign-up is not open or failed. */
    mailSubject: text,
    /** What the box says when no sign-up address is set up. */
    notOpen: template({ email: "the care team's address", subject: 'the subject above' }),
    /** What the box says when the address could not be saved. */
    failed: template({ email: "the care team's address", subject: 'the subject above' }),
    /** Under the field when it is sent empty. */
    emptyEmail: text,
    /** Under the field when what it holds cannot be an address: an example of one. */
    invalidEmail: text,
  }),
});

export type FooterLink = z.infer<typeof footerLinkSchema>;
export type Footer = z.infer<typeof footerSchema>;
