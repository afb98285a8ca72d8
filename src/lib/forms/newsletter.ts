import * as z from 'zod/mini';
import { emailHint, emailMaxLength } from './email';

/** The newsletter form's one field; the page and the tests use this same schema. */
const newsletterSchema = z.object({
  email: z.email(emailHint).check(z.maxLength(emailMaxLength, emailHint)),
});

/** The error to show under the field, or null when the address is fine. */
export function newsletterError(email: string): string | null {
  if (email.trim() === '') return 'Enter your email address to subscribe.';
  const result = newsletterSchema.safeParse({ email: email.trim() });
  return result.success ? null : result.error.issues[0].message;
}
