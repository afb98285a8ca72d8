/**
 * What must change before the site goes live, found in the content: numbers and addresses from the
 * ranges reserved for examples, files marked as samples, and form endpoints that reach no one.
 * Each is a Problem (file, line, field, sentence), printed like a content error. `npm run launch:check`.
 */
import { textOf, type ContentSource } from '../src/content/files';
import type { FieldPath } from '../src/content/locate';
import { parseJson, parseMdx, type ParsedFile } from '../src/content/parse';
import { buildContent, type ContentResult } from '../src/content/pipeline';
import { formatFieldPath, sortProblems, type Problem } from '../src/content/problems';
import type { Contact } from '../src/content/schemas/contact';
import { requestEndpoint } from '../src/lib/forms/endpoint';

/** Telephone ranges set aside for drama and examples (digits of the international number), which no one answers. */
const reservedNumbers: Array<{ range: string; digits: RegExp }> = [
  { range: 'Ofcom drama range, London', digits: /^442079460\d{3}$/ },
  { range: 'Ofcom drama range, UK mobile', digits: /^447700900\d{3}$/ },
  { range: 'Ofcom drama range, UK geographic', digits: /^44(11[3-8]|1[2-6]1)4960\d{3}$|^441914980\d{3}$|^441632960\d{3}$|^442896496\d{3}$|^442920180\d{3}$/ },
  { range: 'Ofcom drama range, UK non-geographic', digits: /^448081570\d{3}$|^449098790\d{3}$|^443069990\d{3}$/ },
  { range: 'North American 555-01xx fictional range', digits: /^1\d{3}55501\d{2}$/ },
  { range: 'Australian fictional range', digits: /^61(25550|37010|75550|87010)\d{4}$|^6149157[0-3]\d{3}$/ },
];

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): nothing sent there arrives. */
const reservedDomain = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

/** Why a value written as a whole number, address or link must change, or null. Sentences in prose are left alone: a hint may show an example on purpose. */
export function placeholderIn(value: string): string | null {
  const trimmed = value.trim();
  const whatsapp = /^https:\/\/wa\.me\/(\d+)/i.exec(trimmed);
  const phone = whatsapp?.[1] ?? (/^(tel:)?\+?[\d\s().-]{7,}$/i.test(trimmed) ? trimmed.replace(/^tel:/i, '').replace(/\D/g, '') : null);
  if (phone) {
    const reserved = reservedNumbers.find((entry) => entry.digits.test(phone));
    return reserved ? `"${trimmed}" is a number from the ${reserved.range}, which no one answers: put the real number here.` : null;
  }
  const email = /^(mailto:)?[^\s@<>()]+@([^\s@<>()?]+)(\?.*)?$/i.exec(trimmed);
  if (email) return reservedDomain.test(email[2]) ? `"${trimmed}" is an address on a domain reserved for examples, where no email arrives: put the real address here.` : null;
  const url = /^https?:\/\/([^/:?#\s]+)/i.exec(trimmed);
  if (url) return reservedDomain.test(url[1]) ? `"${trimmed}" is on a domain reserved for examples: put the site's real address here.` : null;
  return null;
}

function parse(file: string, source: ContentSource): ParsedFile | null {
  const ignored: Problem[] = [];
  if (file.endsWith('.json')) return parseJson(file, textOf(source), ignored);
  if (file.endsWith('.mdx')) return parseMdx(file, textOf(source), ignored);
  return null;
}

/** Every string of a file's data with its field path. */
function* strings(value: unknown, path: Array<string | number> = []): Generator<[FieldPath, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

/** Where the demo portals' sample data lives. */
export const demoFolder = 'content/demo/';

/** The blockers in one file: its sample mark, and example numbers and addresses in its fields and in the links of its body. */
function fileBlockers(parsed: ParsedFile): Problem[] {
  const found: Problem[] = [];
  if ((parsed.data as { sample?: unknown } | null)?.sample === true)
    found.push({ file: parsed.file, line: parsed.locate(['sample']), field: 'sample', message: 'marks this file as a sample written for the demo: replace it with real, checked content and remove the field.' });
  for (const [path, value] of strings(parsed.data)) {
    // A field's placeholder (the grey example in an empty field) shows an example address on purpose, as a hint's sentence may.
    if (path.at(-1) === 'placeholder') continue;
    const message = placeholderIn(value);
    if (message) found.push({ file: parsed.file, line: parsed.locate(path), field: formatFieldPath(path), message });
  }
  if (parsed.body) {
    const lines = parsed.body.text.split('\n');
    lines.forEach((line, index) => {
      for (const [, target] of line.matchAll(/\]\(([^)\s]+)/g)) {
        const message = placeholderIn(target);
        if (message) found.push({ file: parsed.file, line: parsed.body!.firstLine + index, field: '(body)', message });
      }
    });
  }
  return found;
}

/** Where the request and newsletter forms send what visitors type, and why that reaches no one yet. */
function endpointBlockers(contact: Contact, contactFile: ParsedFile | null): Problem[] {
  const file = 'content/site/contact.json';
  const at = (field: string) => contactFile?.locate([field]) ?? 1;
  const found: Problem[] = [];
  const check = (field: 'requestEndpoint' | 'newsletterEndpoint', endpoint: string | undefined, what: string) => {
    if (!endpoint) found.push({ file, line: at(field), field, message: `is not set, so ${what} go nowhere but the visitor's own email and WhatsApp: set an https endpoint that stores them and tells the care team (see the README).` });
    else if (endpoint.startsWith('/'))
      found.push({ file, line: at(field), field, message: `"${endpoint}" is the project's own receiver, which stores ${what} on the server but tells no one they came: point it at an https endpoint that notifies the care team (the clinic's CRM or help desk, a serverless function), or add such a notice to the receiver.` });
    else if (endpoint !== contact[field] && placeholderIn(endpoint)) found.push({ file, line: at(field), field: `${field} (REQUEST_ENDPOINT)`, message: placeholderIn(endpoint)! });
  };
  check('requestEndpoint', requestEndpoint(contact.requestEndpoint), 'requests');
  check('newsletterEndpoint', contact.newsletterEndpoint, 'newsletter sign-ups');
  return found;
}

/** Translations not fit to go live: samples, and medical pages stale or not reviewed by a fluent clinician. */
function translationBlockers(languages: ContentResult['languages'], parsed: ReadonlyMap<string, ParsedFile | null>): Problem[] {
  const found: Problem[] = [];
  for (const { files } of languages)
    for (const state of files) {
      if (state.state.status === 'missing') continue;
      const at = (path: string[]) => parsed.get(state.file)?.locate(path) ?? 1;
      if (state.medical && state.state.status === 'stale')
        found.push({ file: state.file, line: 1, field: '(file)', message: `is a stale translation of a medical page (${[...state.state.changed, ...state.state.untranslated].join(', ')} changed or untranslated): the page shows in English until it is updated and stamped (npm run translations).` });
      if (state.record?.sample)
        found.push({ file: state.file, line: at(['translation', 'sample']), field: 'translation.sample', message: 'marks this translation as a sample: have a fluent reviewer check it, then remove the field.' });
      if (state.medical && state.state.status === 'up-to-date' && !state.record?.review)
        found.push({ file: state.file, line: at(['translation']), field: 'translation.review', message: 'is missing: a translation of a medical page needs the fluent clinician who reviewed it, and when.' });
    }
  return found;
}

/**
 * Everything in the content that must change before launch. `problems` are content errors, which
 * come first: with them the content cannot be read, and the blockers are not looked for.
 */
export async function launchBlockers(files: ReadonlyMap<string, ContentSource>): Promise<{ problems: Problem[]; blockers: Problem[] }> {
  const result = await buildContent(files);
  if (result.problems.length > 0) return { problems: result.problems, blockers: [] };
  const parsed = new Map([...files].map(([file, source]) => [file, parse(file, source)]));
  // The demo portals' files are sample data by design, and every portal says so on the page: they go live as they are.
  const blockers = [...parsed.values()].flatMap((file) => (file && !file.file.startsWith(demoFolder) ? fileBlockers(file) : []));
  blockers.push(...endpointBlockers(result.singletons.contact as Contact, parsed.get('content/site/contact.json') ?? null));
  blockers.push(...translationBlockers(result.languages, parsed));
  return { problems: [], blockers: sortProblems(blockers) };
}
