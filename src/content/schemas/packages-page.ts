import { z } from 'zod';
import { claimReference, text } from '../fields';

/** content/site/packages-page.json: the words of /packages around the package cards. */
export const packagesPageSchema = z.strictObject({
  /** The claim shown under the heading, by id from content/site/claims.json (surgery within 7–14 days of booking). */
  timingClaim: claimReference,
  /** Four reasons every package shares. */
  reasons: z
    .array(
      z.strictObject({
        /** The reason in a few words. */
        title: text,
        /** One sentence. */
        text: text,
      }),
    )
    .length(4, 'should list exactly four reasons.'),
});

export type PackagesPageContent = z.infer<typeof packagesPageSchema>;
