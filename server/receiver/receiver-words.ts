import { careTeam, common, contact, coordinatorConnect, doctorVerification, footer, mail, receiver, site, yourRequest } from '../../src/generated/site';
import type { YourRequestWords } from '../../src/content/schemas/your-request';
import { replyLanguageTags, requestChoiceLists, requestChoices } from '../../src/lib/forms/request-choices';
import type { ReceiverWords } from '../../src/content/schemas/receiver';
import type { RequestChoices } from '../../src/lib/forms/request';
import type { MailContext } from '../../src/lib/care-team/messages';
import type { CareTeamWords } from '../../src/content/schemas/care-team';
import type { Contact } from '../../src/content/schemas/contact';
import type { CoordinatorConnect, RequestFormWords } from '../../src/content/schemas/coordinator-connect';
import type { ApplicationFormWords, DoctorVerification } from '../../src/content/schemas/doctor-verification';
import type { Footer } from '../../src/content/schemas/footer';
import { inLanguage, inPageLanguage, splitLanguage, type SiteLanguage } from '../../src/lib/page-language';

/** The words of the receiver's answers in one language: its pages, the forms' labels and messages, the lists' names. */
export interface ReceiverLanguageWords {
  language: SiteLanguage;
  /** The site's name as this language writes it. */
  siteName: string;
  /** A page's title naming the site, like "{page} | {site}" (common.json, titles.page). */
  pageTitle: string;
  /** The words of the receiver's own pages. */
  pages: ReceiverWords;
  /** The request form's words (labels, messages, failures). */
  form: RequestFormWords;
  /** The words of a surgeon's application (/doctor-verification): its field labels and messages. */
  application: ApplicationFormWords;
  /** The newsletter's answers and the pages of its emailed links. */
  newsletter: CareTeamWords['newsletter'];
  /** The newsletter box's words: its label and button, what it says of an address it cannot take, and of one it could not save. */
  newsletterMessages: Footer['newsletter'];
  /** The choices a request may name, with the words the form shows for them in this language. */
  choiceLists: ReturnType<typeof requestChoiceLists>;
}

/** The content the receiver's words come from, each value as the content step made it (one value per language, src/lib/page-language.ts). */
export interface ReceiverSources {
  receiver: ReceiverWords;
  coordinatorConnect: CoordinatorConnect;
  doctorVerification: DoctorVerification;
  careTeam: CareTeamWords;
  footer: Footer;
}

/** What the receiver needs from content: the choices a request may name, and the words of its no-JavaScript pages and emails. */
export interface ReceiverContent {
  choices: RequestChoices;
  /** The site's languages (content/site/site.json), the source first: the languages the receiver answers in. */
  languages: readonly SiteLanguage[];
  /**
   * The words of one of the site's languages; the source's for a tag that is none of them. A
   * shared word missing or out of date in a translation is its English (the content step falls
   * back string by string), and a page's words (the form's) are English while its translation is not up to date.
   */
  wordsIn(tag: string): ReceiverLanguageWords;
  /** The language of the care team's emails (a BCP 47 locale): the site's source language. */
  language: string;
  contact: Contact;
  /** The words of the emails, and where they point. */
  mail: MailContext;
  /** The words of the patient's side of a request: the acknowledgement's line with the private link. */
  yourRequest: YourRequestWords;
}

/**
 * The language a form's answer is in: the page's language the form posted in its hidden field,
 * when it is one of the site's tags; else the language of the page it was sent from (its Referer,
 * as when the body is refused unread); else the source. The posted value only picks one of the
 * site's languages: it is never repeated or used for anything else.
 */
export function answerLanguage(languages: readonly SiteLanguage[], posted: string | null | undefined, referer?: string): SiteLanguage {
  const source = languages[0]!;
  const byTag = (tag: string | null | undefined) => (tag ? languages.find((language) => language.tag === tag) : undefined);
  const fromField = byTag(posted);
  if (fromField) return fromField;
  if (referer && URL.canParse(referer)) {
    const { tag } = splitLanguage(new URL(referer).pathname, languages.map((language) => language.tag));
    return byTag(tag) ?? source;
  }
  return source;
}

/**
 * The receiver's content. The care team's address defaults to the site's contact address, and
 * links in emails to the site's origin (site.json); CARE_TEAM_EMAIL and SITE_ORIGIN override them.
 * `sources` replaces the content's words (tests).
 */
export function receiverContent(overrides: { careTeamEmail?: string; origin?: string; sources?: Partial<ReceiverSources> } = {}): ReceiverContent {
  const sources: ReceiverSources = { receiver, coordinatorConnect, doctorVerification, careTeam, footer, ...overrides.sources };
  const languages = site.languages;
  const made = new Map<string, ReceiverLanguageWords>();
  function wordsIn(tag: string): ReceiverLanguageWords {
    const language = languages.find((candidate) => candidate.tag === tag) ?? languages[0]!;
    let words = made.get(language.tag);
    if (!words) {
      // The lists' names (packages, hospitals) are read as a page in this language reads them.
      const choiceLists = inPageLanguage({ language, languages, path: '/', status: 'translated', available: [language], sample: false }, () => requestChoiceLists(language.locale));
      words = {
        language,
        siteName: inLanguage(site, language.tag).name,
        pageTitle: inLanguage(common, language.tag).titles.page,
        pages: inLanguage(sources.receiver, language.tag),
        form: inLanguage(sources.coordinatorConnect, language.tag).form,
        application: inLanguage(sources.doctorVerification, language.tag).form,
        newsletter: inLanguage(sources.careTeam, language.tag).newsletter,
        newsletterMessages: inLanguage(sources.footer, language.tag).newsletter,
        choiceLists,
      };
      made.set(language.tag, words);
    }
    return words;
  }
  return {
    choices: requestChoices(),
    languages,
    wordsIn,
    language: replyLanguageTags()[0]!,
    contact,
    mail: { words: mail, careTeamEmail: overrides.careTeamEmail || contact.email, origin: overrides.origin || site.origin, contact },
    yourRequest,
  };
}
