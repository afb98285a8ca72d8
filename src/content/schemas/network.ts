import { z } from 'zod';
import { link, section, template, text } from '../fields';
import { title } from '../lengths';
import { pluralWords } from './plural';

/** content/site/network.json: the words of the hospital and surgeon pages; the facts come from content/hospitals and content/people. */
/** The words of /hospitals/compare and its pages of two or three hospitals side by side. */
const comparePageSchema = z.strictObject({
  /** Above the checkboxes: what to do. */
  choose: section,
  /** The button that shows the ticked hospitals side by side. */
  submit: text,
  /** The link from /hospitals to the comparison. */
  link: text,
  /** The title of a comparison's page: {names} are the hospitals' names. */
  comparedTitle: template({ names: 'the names of the hospitals compared, joined by commas' }),
  /** On the page of one ticked hospital: ask for one or two more; {name} is its name. */
  chooseMore: template({ name: 'the name of the one hospital ticked' }),
  /** The table's caption, which names it for screen readers too. */
  tableCaption: text,
  /** The headers of the table's rows, one per fact compared. */
  rows: z.strictObject({
    /** The corner cell above the row headers. */
    hospital: text,
    /** The city. */
    city: text,
    /** JCI, NABH. */
    accreditations: text,
    /** The surgeons of the network who operate there. */
    surgeons: text,
    /** The packages that take place there, with their prices. */
    packages: text,
    /** Each package's hospital stay. */
    hospitalStay: text,
    /** Each package's whole stay in India. */
    stayInIndia: text,
    /** The languages spoken with patients. */
    languages: text,
  }),
  /** In a cell with nothing to show (no surgeon, no package, no accreditation). */
  none: text,
});

export const networkSchema = z.strictObject({
  /** The hospital comparison's words. */
  comparePage: comparePageSchema,
  /** The words of /hospitals. */
  hospitalsPage: z.strictObject({
    /** Above the filters. */
    filters: section,
    /** The label of the city filter. */
    cityLabel: text,
    /** The label of the accreditation filter. */
    accreditationLabel: text,
    /** The choice that removes a filter. */
    anyChoice: text,
    /** The title of a filtered list's page: {title} is the page's title, {filters} the chosen city and accreditation. */
    filteredTitle: template({ title: 'the title of /hospitals', filters: 'the chosen city and accreditation' }),
    /** How many hospitals the filters leave: {count} is filled in. */
    resultCount: pluralWords({ count: 'the number of hospitals shown' }),
    /** Shown when no hospital matches the filters. */
    noMatch: text,
    /** A card's line when a hospital lists no accreditation. */
    noAccreditation: text,
    /** A card's link to the hospital's page. */
    cardLink: text,
  }),
  /** The words every hospital page shares. */
  hospitalPage: z.strictObject({
    /** The line above the hospital's name. */
    eyebrow: text,
    /** Years of operation, computed: {years} is filled in, by plural form of the count. */
    yearsOfOperation: pluralWords({ years: 'the years since the hospital opened' }),
    /** The button to /coordinator-connect with the hospital chosen. */
    connect: text,
    /** The button to the packages. */
    packages: text,
    /** The labels of the stat cards, each computed from content. */
    stats: z.strictObject({
      /** Years since the hospital opened. */
      years: text,
      /** Surgeons of our network who operate there. */
      surgeons: text,
      /** Packages that take place there. */
      packages: text,
      /** Accreditations it holds. */
      accreditations: text,
    }),
    /** The headings of the page's sections. */
    sections: z.strictObject({
      /** Above the overview (the hospital's MDX body). */
      overview: section,
      /** Above the hospital's specialties (the same list its card on /hospitals shows). */
      specialties: section,
      /** Above the surgeons who operate there. */
      surgeons: section,
      /** Above the packages that take place there. */
      packages: section,
      /** Above the patients' reviews. */
      reviews: section,
      /** Above the virtual tour. */
      tour: section,
      /** Above the accreditations. */
      accreditations: section,
    }),
    /** Shown when no surgeon of our network operates there yet. */
    noSurgeons: text,
    /** Shown when no package takes place there. */
    noPackages: text,
    /** Shown when the hospital lists no accreditation. */
    noAccreditation: text,
    /** What each accreditation means, by its short name. */
    accreditationMeanings: z.strictObject({
      /** Joint Commission International. */
      JCI: text,
      /** National Accreditation Board for Hospitals and Healthcare Providers. */
      NABH: text,
    }),
    /** A tour stop's length: {minutes} is filled in, by plural form of the count. */
    tourMinutes: pluralWords({ minutes: 'the minutes of the stop' }),
    /** The text alternative of a stop's drawing. */
    tourDrawingAlt: template({ area: 'the area\'s name with "a" or "an", like "an operating theatre"', hospital: "the hospital's name" }),
    /** Under the tour: its pictures are drawings. */
    tourNote: text,
    /** The tour's controls, once JavaScript runs (without it the five areas are a list). */
    tourControls: z.strictObject({
      /** Names the row of areas for screen readers. */
      label: text,
      /** The button to the area before (wrapping round). */
      previous: text,
      /** The button to the next area (wrapping round). */
      next: text,
      /** The button that starts the guided tour. */
      play: text,
      /** The button that stops it. */
      pause: text,
      /** Where the tour is: {number} and {total} are filled in. */
      position: template({ number: 'the number of the area shown', total: 'the number of areas' }),
      /** How many times faster than real time the demo plays each stop (60: a minute in a second). */
      speedUp: z.number().min(1).max(600),
    }),
    /** The closing call to action. */
    closing: z.strictObject({
      /** Its heading. */
      heading: title,
      /** The sentence under it. */
      text,
      /** The button. */
      action: text,
    }),
  }),
  /** The words every surgeon's page shares. */
  doctorPage: z.strictObject({
    /** The line above the surgeon's name. */
    eyebrow: text,
    /** Years of experience, computed: {years} is filled in, by plural form of the count. */
    experience: pluralWords({ years: 'the years since the surgeon began practising' }),
    /** The consultation fee: {fee} is filled in. */
    fee: template({ fee: 'the fee in US dollars' }),
    /** The button to /coordinator-connect. */
    book: text,
    /** The label of the tabs. */
    tabsLabel: text,
    /** The tabs' names. */
    tabs: z.strictObject({
      /** The default tab. */
      overview: text,
      /** Registration, education, certifications. */
      credentials: text,
      /** Patients' reviews. */
      reviews: text,
      /** Consultation slots. */
      availability: text,
      /** Published research. */
      research: text,
    }),
    /** The headings inside the tabs. */
    headings: z.strictObject({
      /** Above the specialisations. */
      specialisations: text,
      /** Above the achievements. */
      achievements: text,
      /** Above the awards. */
      awards: text,
      /** Above the languages. */
      languages: text,
      /** Above the registration. */
      registration: text,
      /** Above the education. */
      education: text,
      /** Above the certifications. */
      certifications: text,
      /** Where the surgeon operates. */
      hospital: text,
    }),
    /** The registration number's label. */
    registrationNumber: text,
    /** The issuing body's label. */
    issuedBy: text,
    /** How a patient checks a registration: {body} is filled in with the issuing body. */
    howToCheck: template({ body: 'the body that issued the registration' }),
    /** The register where a patient checks a registration number. */
    registerLink: z.strictObject({
      /** The link's text. */
      label: text,
      /** The register's address. */
      href: link,
    }),
    /** The time zone slots are given in. */
    slotsNote: text,
    /** Shown when a tab has nothing to show. */
    empty: z.strictObject({
      /** No reviews. */
      reviews: text,
      /** No slots. */
      availability: text,
      /** No research. */
      research: text,
    }),
    /** Under a hospital's or surgeon's rating, the link to the reviews a patient can read: {name} is the hospital or surgeon. */
    reviewsLink: template({ name: 'the name of the hospital or surgeon' }),
  }),
  /** The featured surgeon's page, /doctor-profile: a line pointing to the others. */
  otherSurgeons: section,
  /** The not-found page's lists. */
  notFound: z.strictObject({
    /** Above the partner hospitals. */
    hospitals: text,
    /** Above the surgeons. */
    surgeons: text,
  }),
  /** The sitemap page's lists. */
  sitemap: z.strictObject({
    /** Above the hospitals. */
    hospitals: text,
    /** Above the surgeons. */
    surgeons: text,
  }),
});

export type Network = z.infer<typeof networkSchema>;
