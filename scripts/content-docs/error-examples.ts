/**
 * The common mistakes the content guide shows, each made in a copy of a real content file. The
 * guide prints what the content check says about them, so its examples are always the real messages.
 * Each example names the file it prefers; when that file is gone or no longer has the text to
 * change, another file of the same folder that has it is used, so editing or removing an entry
 * never stops the guide being written.
 */
interface ErrorExample {
  /** What went wrong, as a heading. */
  title: string;
  /** The file the mistake is made in (or, failing it, another of its folder); each example has a file of its own. */
  file: string;
  /** The text to change, and what to change it to ($1 and so on name its parts). */
  find: RegExp;
  replace: string;
  /** How to put it right. */
  fix: string;
}

export const errorExamples: ErrorExample[] = [
  {
    title: 'A number written as text',
    file: 'content/packages/colorectal-cancer.mdx',
    find: /^price: (\d)(\d{3})$/m,
    replace: 'price: "$1,$2"',
    fix: 'Write amounts and counts as plain digits, without quotes, commas or a currency sign: `price: 8500`.',
  },
  {
    title: 'A price outside its range',
    file: 'content/packages/ibd-crohns.mdx',
    find: /^price: \d+$/m,
    replace: 'price: 9900',
    fix: 'The headline price must lie between `priceRange.from` and `priceRange.to`. Change whichever is wrong; if a cost breakdown is given, its lines must still add up to the price.',
  },
  {
    title: 'A field name misspelt',
    file: 'content/packages/hemorrhoid-surgery.mdx',
    find: /^shortName:/m,
    replace: 'shortname:',
    fix: 'Field names are case-sensitive. Use the name the message suggests; the tables below list every field.',
  },
  {
    title: 'A reference to an entry that does not exist',
    file: 'content/packages/bowel-resection.mdx',
    find: /^hospital: .+$/m,
    replace: 'hospital: apollo-dehli',
    fix: 'A reference is the file name of another entry, without `.json` or `.mdx`. Correct the spelling, or add the missing file first.',
  },
  {
    title: 'A link to a page the site does not have',
    file: 'content/packages/rectal-prolapse.mdx',
    find: /\n*$/,
    replace: '\n\nSee [the hospital](/hospitals/medanta-gurgaon).\n',
    fix: 'Links inside the site must name a page that exists. Use the address the message suggests, or open the page in the browser and copy its address.',
  },
  {
    title: 'A colon inside an unquoted value',
    file: 'content/packages/fistula-surgery.mdx',
    find: /^name: (.+)$/m,
    replace: 'name: Fistula Surgery: $1',
    fix: 'In front matter, a value that contains `: ` or ` #` must be put in quotes: `name: "Fistula Surgery: day care"`.',
  },
  {
    title: 'HTML in a body',
    file: 'content/legal/terms.mdx',
    find: /\n*$/,
    replace: '\n\n<div class="note">Keep a copy of these terms.</div>\n',
    fix: 'Bodies are Markdown plus the components listed below; HTML tags are refused. Use Markdown, or a `<Callout>` for a highlighted note.',
  },
  {
    title: 'A date written another way',
    file: 'content/blog/preparing-for-surgery-abroad.mdx',
    find: /^( {2}lastReviewed: ).+$/m,
    replace: '$11 November 2026',
    fix: 'Dates are written year-month-day with hyphens: `lastReviewed: 2026-11-01`.',
  },
  {
    title: 'A value that is not one of the choices',
    file: 'content/faqs/how-do-i-pay.mdx',
    find: /^topic: .+$/m,
    replace: 'topic: payments',
    fix: 'Some fields take one of a fixed set of values; the message lists them. Copy one exactly.',
  },
  {
    title: 'Curly quotes pasted from a word processor',
    file: 'content/faqs/does-insurance-pay.mdx',
    find: /^question: "?([^"\n]+)"?$/m,
    replace: 'question: \u201C$1\u201D',
    fix: 'Word processors turn quotes into curly ones (“ ” ‘ ’). Around a field name or a value, front matter and JSON need straight quotes: retype them as `"`, or leave them out where the value needs none. Inside text, curly quotes are fine.',
  },
  {
    title: 'A missing comma in JSON',
    // A file no other entry names: a person or hospital that cannot be read leaves every entry naming it with a problem too.
    file: 'content/testimonials/amina-o.json',
    find: /^( {2}"name": ".*"),$/m,
    replace: '$1',
    fix: 'In JSON every field but the last ends with a comma, and text is in double quotes. The line given is where the parser noticed; the comma is usually missing at the end of the line before.',
  },
  {
    title: 'A required field left out',
    file: 'content/people/priya-sharma.json',
    find: /^ {2}"title": .*\n/m,
    replace: '',
    fix: 'Add the field; the tables below say which fields each kind of content needs.',
  },
];
