import { careTeam, contact, coordinatorConnect, doctorVerification, mail, receiver, site, yourRequest } from '../../src/generated/site';
import type { YourRequestWords } from '../../src/content/schemas/your-request';
import { replyLanguageTags, requestChoiceLists, requestChoices } from '../../src/lib/forms/request-choices';
import type { ReceiverWords } from '../../src/content/schemas/receiver';
import type { RequestChoices } from '../../src/lib/forms/request';
import type { MailContext } from '../../src/lib/care-team/messages';
import type { CareTeamWords } from '../../src/content/schemas/care-team';
import type { Contact } from '../../src/content/schemas/contact';
import type { RequestFormWords } from '../../src/content/schemas/coordinator-connect';
import type { ApplicationFormWords } from '../../src/content/schemas/doctor-verification';

/** What the receiver needs from content: the choices a request may name, and the words of its no-JavaScript pages and emails. */
export interface ReceiverContent {
  choices: RequestChoices;
  /** The same choices with the words the form shows for them, in the pages' language. */
  choiceLists: ReturnType<typeof requestChoiceLists>;
  /** The words of the receiver's own pages. */
  pages: ReceiverWords;
  /** The language of the receiver's pages and of the care team's emails (a BCP 47 tag). */
  language: string;
  siteName: string;
  form: RequestFormWords;
  contact: Contact;
  /** The words of the emails, and where they point. */
  mail: MailContext;
  careTeam: CareTeamWords;
  /** The words of a surgeon's application (/doctor-verification): its field labels and messages. */
  application: ApplicationFormWords;
  /** The words of the patient's side of a request: the acknowledgement's line with the private link. */
  yourRequest: YourRequestWords;
}

/**
 * The receiver's content. The care team's address defaults to the site's contact address, and
 * links in emails to the site's origin (site.json); CARE_TEAM_EMAIL and SITE_ORIGIN override them.
 */
export function receiverContent(overrides: { careTeamEmail?: string; origin?: string } = {}): ReceiverContent {
  return {
    choices: requestChoices(),
    choiceLists: requestChoiceLists(replyLanguageTags()[0]),
    pages: receiver,
    language: replyLanguageTags()[0]!,
    siteName: site.name,
    form: coordinatorConnect.form,
    contact,
    mail: { words: mail, careTeamEmail: overrides.careTeamEmail || contact.email, origin: overrides.origin || site.origin, contact },
    careTeam,
    application: doctorVerification.form,
    yourRequest,
  };
}
