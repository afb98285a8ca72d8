import type { Random } from './seeded-random';

/**
 * The words the benchmark's generated articles are made of. Bodies must look like what
 * editors write (headings, lists, tables, links, a Callout) so that MDX compiles as much
 * structure as real articles have; the text itself only has to read plausibly.
 */

export interface Topic {
  /** As it appears in a sentence: "keyhole bowel resection". */
  name: string;
  /** The package page the topic belongs to. */
  packageId: string;
  category: 'Surgery' | 'Recovery' | 'Research' | 'Patient Stories';
}

export const topics: readonly Topic[] = [
  { name: 'keyhole bowel resection', packageId: 'bowel-resection', category: 'Surgery' },
  { name: 'open bowel resection', packageId: 'bowel-resection', category: 'Surgery' },
  { name: 'colon cancer surgery', packageId: 'colorectal-cancer', category: 'Surgery' },
  { name: 'rectal cancer surgery', packageId: 'colorectal-cancer', category: 'Surgery' },
  { name: 'bowel cancer screening', packageId: 'colorectal-cancer', category: 'Research' },
  { name: 'chemotherapy before surgery', packageId: 'colorectal-cancer', category: 'Research' },
  { name: 'stoma care', packageId: 'bowel-resection', category: 'Recovery' },
  { name: 'stoma reversal', packageId: 'bowel-resection', category: 'Surgery' },
  { name: "Crohn's disease surgery", packageId: 'ibd-crohns', category: 'Surgery' },
  { name: 'ulcerative colitis', packageId: 'ibd-crohns', category: 'Research' },
  { name: 'living with IBD', packageId: 'ibd-crohns', category: 'Patient Stories' },
  { name: 'strictureplasty', packageId: 'ibd-crohns', category: 'Surgery' },
  { name: 'rectal prolapse repair', packageId: 'rectal-prolapse', category: 'Surgery' },
  { name: 'pelvic floor exercises', packageId: 'rectal-prolapse', category: 'Recovery' },
  { name: 'haemorrhoid surgery', packageId: 'hemorrhoid-surgery', category: 'Surgery' },
  { name: 'laser haemorrhoid treatment', packageId: 'hemorrhoid-surgery', category: 'Research' },
  { name: 'anal fistula surgery', packageId: 'fistula-surgery', category: 'Surgery' },
  { name: 'seton treatment for fistula', packageId: 'fistula-surgery', category: 'Recovery' },
  { name: 'eating after bowel surgery', packageId: 'bowel-resection', category: 'Recovery' },
  { name: 'walking after abdominal surgery', packageId: 'colorectal-cancer', category: 'Recovery' },
  { name: 'flying home after surgery', packageId: 'colorectal-cancer', category: 'Recovery' },
  { name: 'travelling to India for surgery', packageId: 'bowel-resection', category: 'Patient Stories' },
  { name: 'enhanced recovery programmes', packageId: 'colorectal-cancer', category: 'Research' },
  { name: 'robotic colorectal surgery', packageId: 'colorectal-cancer', category: 'Research' },
  { name: 'wound care at home', packageId: 'fistula-surgery', category: 'Recovery' },
  { name: 'a second opinion on bowel surgery', packageId: 'ibd-crohns', category: 'Patient Stories' },
];

export const titlePatterns: readonly string[] = [
  'What to expect from {topic}',
  'A guide to {topic} for international patients',
  'Five questions to ask before {topic}',
  'Recovering from {topic} abroad',
  'How surgeons in India approach {topic}',
  'The first six weeks after {topic}',
  'What the evidence says about {topic}',
  'Planning your trip for {topic}',
  'Common worries about {topic}, answered',
  'A patient’s account of {topic}',
];

export const sectionHeadings: readonly string[] = [
  'Before you travel',
  'What happens on the day',
  'The first days in hospital',
  'Eating and drinking again',
  'Pain relief',
  'Moving and walking',
  'Signs to watch for',
  'Going back to your hotel',
  'Follow-up from home',
  'Questions for your surgeon',
  'What the research shows',
  'Costs and what they cover',
  'Looking after your wound',
  'Work, driving and exercise',
  'How your family can help',
  'When to ask for help',
];

const subjects = [
  'Most patients',
  'Your surgeon',
  'The care team',
  'Your coordinator',
  'Many people',
  'The nurses on the ward',
  'Your family doctor at home',
  'Patients who travel alone',
  'The anaesthetist',
  'A dietitian',
];

// Modal verbs agree with singular and plural subjects alike.
const verbs = [
  'will explain',
  'will usually recommend',
  'can help you plan',
  'may ask about',
  'should check',
  'might underestimate',
  'will go through',
  'may need time to understand',
  'could write down',
  'may want to discuss',
];

const objects = [
  'how long the operation takes',
  'when you can eat solid food again',
  'which medicines to stop before surgery',
  'how soon you can fly home',
  'what the scar will look like',
  'how to care for the wound',
  'the risks that matter most for you',
  'which tests are needed first',
  'how the hospital stay is organised',
  'what happens if plans change',
  'how much walking is safe each day',
  'who to call at night',
  'which symptoms need urgent care',
  'how the cost breaks down',
];

const closers = [
  'before you book a flight',
  'in the weeks after surgery',
  'at the first video consultation',
  'on the day you are discharged',
  'while you are still in India',
  'once you are back home',
  'with a family member present',
  'in plain language',
  'step by step',
  'without rushing',
];

const listItems = [
  'a copy of every recent scan, with the images',
  'a list of your medicines and their doses',
  'loose, comfortable clothes for the journey home',
  'the phone number of your coordinator',
  'your colonoscopy and biopsy reports',
  'travel insurance that covers medical care',
  'a small pillow to hold against your tummy when you cough',
  'enough of your usual medicines for the whole stay',
  'a notebook for questions and answers',
  'the name of the doctor who will follow you up at home',
  'light meals you can eat in the first week',
  'someone to travel with you, if you can',
  'compression stockings for the flight',
  'a plan for the first days after you land',
];

const tableRows: ReadonlyArray<readonly [string, string]> = [
  ['Day 1', 'Sitting in a chair and sips of water'],
  ['Days 2 to 3', 'Short walks on the ward and a light diet'],
  ['Days 4 to 7', 'Longer walks and most drains removed'],
  ['Week 2', 'Discharge to the hotel and a wound check'],
  ['Weeks 3 to 4', 'Fit to fly for most patients'],
  ['Week 6', 'Most everyday activities again'],
  ['Month 3', 'A video follow-up with your surgeon'],
];

/** One sentence of plain prose, mentioning the topic now and then. */
export function sentence(random: Random, topic: Topic): string {
  const subject = random.pick(subjects);
  const object = random.chance(0.25) ? `what ${topic.name} involves` : random.pick(objects);
  // Editors put the phrase that matters in bold now and then.
  return `${subject} ${random.pick(verbs)} ${random.chance(0.08) ? `**${object}**` : object} ${random.pick(closers)}.`;
}

export function paragraph(random: Random, topic: Topic, sentences: number): string {
  return Array.from({ length: sentences }, () => sentence(random, topic)).join(' ');
}

export function bulletList(random: Random, ordered: boolean): string {
  return random
    .sample(listItems, random.int(3, 6))
    .map((item, index) => `${ordered ? `${index + 1}.` : '-'} ${item[0].toUpperCase()}${item.slice(1)}`)
    .join('\n');
}

export function recoveryTable(random: Random): string {
  const start = random.int(0, 2);
  const rows = tableRows.slice(start, start + random.int(3, 5));
  return ['| When | What most patients manage |', '| --- | --- |', ...rows.map(([when, what]) => `| ${when} | ${what} |`)].join('\n');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
