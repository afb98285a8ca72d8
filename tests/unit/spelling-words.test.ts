import { describe, expect, it } from 'vitest';
import { checkSpelling } from '../../src/content/spelling';

/** Every word the check knows, as "British American" pairs. */
const pairs = [
  'haemorrhoid hemorrhoid, haemorrhoids hemorrhoids, haemorrhoidal hemorrhoidal, haemorrhoidectomy hemorrhoidectomy, haemorrhoidectomies hemorrhoidectomies, haemorrhoidopexy hemorrhoidopexy, haemorrhoidoplasty hemorrhoidoplasty',
  'haemorrhage hemorrhage, haemorrhages hemorrhages, haemorrhaged hemorrhaged, haemorrhaging hemorrhaging, haemorrhagic hemorrhagic',
  'haemoglobin hemoglobin',
  'haematology hematology, haematologist hematologist, haematologists hematologists, haematological hematological',
  'haematoma hematoma, haematomas hematomas',
  'anaesthesia anesthesia, anaesthetic anesthetic, anaesthetics anesthetics, anaesthetist anesthetist, anaesthetists anesthetists',
  'anaemia anemia, anaemic anemic',
  'personalise personalize, personalised personalized, personalises personalizes, personalising personalizing, personalisation personalization',
  'specialise specialize, specialised specialized, specialises specializes, specialising specializing, specialisation specialization',
  'hospitalise hospitalize, hospitalised hospitalized, hospitalisation hospitalization',
  'organise organize, organised organized, organises organizes, organising organizing, organisation organization, organisations organizations',
  'recognise recognize, recognised recognized, recognises recognizes, recognising recognizing',
  'minimise minimize, minimised minimized, minimises minimizes, minimising minimizing',
  'prioritise prioritize, prioritised prioritized, prioritises prioritizes, prioritising prioritizing',
  'oesophagus esophagus, oesophageal esophageal, oesophagitis esophagitis, oesophagectomy esophagectomy',
  'oedema edema',
  'oestrogen estrogen',
  'paediatric pediatric, paediatrics pediatrics, paediatrician pediatrician, paediatricians pediatricians',
  'orthopaedic orthopedic, orthopaedics orthopedics',
  'gynaecology gynecology, gynaecologist gynecologist, gynaecologists gynecologists, gynaecological gynecological',
  'leukaemia leukemia',
  'ischaemia ischemia, ischaemic ischemic',
  'diarrhoea diarrhea',
  'faeces feces, faecal fecal',
  'coeliac celiac',
  'caesarean cesarean, caesareans cesareans',
  'foetus fetus, foetuses fetuses',
  'manoeuvre maneuver, manoeuvres maneuvers',
  'tumour tumor, tumours tumors',
  'colour color, colours colors, coloured colored, colourful colorful',
  'behaviour behavior, behaviours behaviors, behavioural behavioral',
  'labour labor',
  'favour favor, favourite favorite, favourites favorites, favourable favorable',
  'travelled traveled, travelling traveling, traveller traveler, travellers travelers',
  'ageing aging',
  'programme program, programmes programs',
  'centre center, centres centers, centred centered, fibre fiber, fibres fibers, litre liter, litres liters, millilitre milliliter, millilitres milliliters',
]
  .join(', ')
  .split(', ')
  .map((pair) => pair.split(' ') as [british: string, american: string]);

/** The messages for a text of one word a line, as the check gives them. */
const messagesFor = (words: string[], variety: 'British' | 'American') =>
  checkSpelling('content/blog/words.mdx', words.join('\n'), variety).map((problem) => `${problem.line} ${problem.message}`);

describe('the spelling check knows each word both ways', () => {
  it('flags every British spelling on an American site, with the American one to write', () => {
    expect(messagesFor(pairs.map(([british]) => british), 'American')).toEqual(
      pairs.map(([british, american], index) => `${index + 1} uses the British spelling "${british}"; this site writes American English: "${american}".`),
    );
  });

  it('flags every American spelling on a British site, with the British one to write', () => {
    expect(messagesFor(pairs.map(([, american]) => american), 'British')).toEqual(
      pairs.map(([british, american], index) => `${index + 1} uses the American spelling "${american}"; this site writes British English: "${british}".`),
    );
  });

  it('leaves each variety\'s own spellings alone', () => {
    expect(messagesFor(pairs.map(([british]) => british), 'British')).toEqual([]);
    expect(messagesFor(pairs.map(([, american]) => american), 'American')).toEqual([]);
  });

  it('flags "licence" only on an American site, where it is always wrong', () => {
    expect(messagesFor(['licence', 'licences'], 'American')).toEqual([
      '1 uses the British spelling "licence"; this site writes American English: "license".',
      '2 uses the British spelling "licences"; this site writes American English: "licenses".',
    ]);
    expect(messagesFor(['license', 'licenses', 'licensed'], 'British')).toEqual([]);
  });
});
