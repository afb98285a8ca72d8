import * as z from 'zod/mini';
import type { Footer } from '../../content/schemas/footer';
import { emailMaxLength } from './email';

/** What the newsletter box says of an address it cannot take, from content (footer.json) in the page's language. */
export type NewsletterMessages = Pick<Footer['newsletter'], 'emptyEmail' | 'invalidEmail'>;

/** The newsletter form's one field; the page, the receiver and the tests use this same schema. */
const newsletterSchema = z.object({
  email: z.email().check(z.maxLength(emailMaxLength)),
});

/** True when `email` (trimmed) can be an address the newsletter takes. */
export function isNewsletterAddress(email: string): boolean {
  return newsletterSchema.safeParse({ email: email.trim() }).success;
}

/** The error to show under the field, in the page's words, or null when the address is fine. */
export function newsletterError(email: string, messages: NewsletterMessages): string | null {
  if (email.trim() === '') return messages.emptyEmail;
  return isNewsletterAddress(email) ? null : messages.invalidEmail;
}
