import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFiles, textOf } from '../../src/content/files';
import { buildContent } from '../../src/content/pipeline';
import { common, contact, coordinatorConnect, footer, receiver as receiverWords, site } from '../../src/generated/site';
import { escapeHtml } from '../../server/receiver/pages';
import { fillTemplate } from '../../src/lib/template';
import { newsletterError } from '../../src/lib/forms/newsletter';
import { pageLanguageField } from '../../src/lib/forms/page-language-field';
import { requestChoices } from '../../src/lib/forms/request-choices';
import { inLanguage, localized, pathInLanguage } from '../../src/lib/page-language';
import { pathTo } from '../../src/routes';
import type { Database } from '../../server/db/database';
import { createReceiver } from '../../server/receiver/receiver';
import { answerLanguage, receiverContent, type ReceiverSources } from '../../server/receiver/receiver-words';
import { testDatabase } from './helpers/database';

const [source, ...others] = site.languages;
/** A language of the site that is not its source, preferably one written right to left: the answers must follow its direction too. */
const translated = others.find((language) => language.direction === 'rtl') ?? others[0]!;
const choices = requestChoices();

/** A request with its email address and phone number wrong and its consent not given. */
function wrongRequest(extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  const values = { firstName: 'Amina', lastName: 'Okafor', email: 'amina@', phone: '0803', country: choices.countries[0]!, condition: 'other', contactMethod: 'email', replyLanguage: choices.replyLanguages[0]!, ...extra };
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe('the language of an answer', () => {
  const languages = site.languages;

  it('is the one the form names, when it is one of the site’s', () => {
    for (const language of languages) expect(answerLanguage(languages, language.tag)).toBe(language);
  });

  it('is else that of the page the form was sent from, and else the source’s: a forged value picks nothing else', () => {
    const fromPage = `http://localhost${pathInLanguage(pathTo('/coordinator-connect'), translated.tag, source.tag)}`;
    expect(answerLanguage(languages, null, fromPage)).toBe(translated);
    expect(answerLanguage(languages, 'xx', fromPage)).toBe(translated);
    expect(answerLanguage(languages, undefined, `http://localhost${pathTo('/coordinator-connect')}`)).toBe(source);
    for (const forged of ['', 'xx', translated.locale.toUpperCase(), `${translated.tag}/`, `../${translated.tag}`, '"><script>alert(1)</script>'])
      expect(answerLanguage(languages, forged, 'not an address'), forged).toBe(source);
  });
});

describe('the receiver answers in the page’s language', () => {
  let database: Database;
  let server: Server;
  let dir: string;
  let url: string;

  beforeAll(async () => {
    database = await testDatabase();
    dir = await mkdtemp(join(tmpdir(), 'receiver-language-'));
    const receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: 100, overallPerMinute: 1000, trustProxy: false, content: receiverContent() });
    server = createServer((request, response) => {
      void receiver.handle(request, response, new URL(request.url ?? '/', 'http://x').pathname).then((handled) => handled || response.writeHead(404).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
    await database.close();
  });

  it('gives the field errors in the language the form names, as JSON for the island', async () => {
    const messages = inLanguage(coordinatorConnect, translated.tag).form.messages;
    const response = await fetch(`${url}/api/requests`, { method: 'POST', body: wrongRequest({ [pageLanguageField]: translated.tag }), headers: { Accept: 'application/json' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: messages.email.invalid, phone: messages.phone.invalid, consent: messages.consent } });
  });

  it('without JavaScript, answers with a page in that language: its lang, direction, words, links and the fields typed, in a form that sends the language again', async () => {
    const words = inLanguage(receiverWords, translated.tag);
    const form = inLanguage(coordinatorConnect, translated.tag).form;
    const response = await fetch(`${url}/api/requests`, { method: 'POST', body: wrongRequest({ [pageLanguageField]: translated.tag }), headers: { Accept: 'text/html' } });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`<html lang="${translated.locale}" dir="${translated.direction}">`);
    expect(html).toContain(`<h1>${words.correctHeading}</h1>`);
    expect(html).toContain(`<label for="f1">${form.labels.firstName}</label>`);
    expect(html).toContain(form.messages.phone.invalid);
    expect(html).toContain(`href="${pathInLanguage(pathTo('/'), translated.tag, source.tag)}"`);
    expect(html).toContain(`href="${pathInLanguage(pathTo('/coordinator-connect'), translated.tag, source.tag)}"`);
    expect(html).toContain(`<input type="hidden" name="${pageLanguageField}" value="${translated.tag}">`);
    expect(html).toContain('value="Amina"');
  });

  it('in the source language when the form names none and comes from no page of another language', async () => {
    const response = await fetch(`${url}/api/requests`, { method: 'POST', body: wrongRequest({ [pageLanguageField]: '"><b>' }), headers: { Accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain(`<html lang="${source.locale}" dir="${source.direction}">`);
    expect(html).toContain(`<h1>${inLanguage(receiverWords, source.tag).correctHeading}</h1>`);
    expect(html).not.toContain('<b>');
  });

  it('answers the newsletter box’s script in the language its JSON names, with no Referer to go by', async () => {
    const problem = newsletterError('patient@', inLanguage(footer, translated.tag).newsletter);
    expect(problem).not.toBe(newsletterError('patient@', inLanguage(footer, source.tag).newsletter));
    const response = await fetch(`${url}/api/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ email: 'patient@', [pageLanguageField]: translated.tag }),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: problem } });
  });

  it('answers the newsletter form without JavaScript with a page in the language its hidden field names, with no Referer to go by', async () => {
    const words = inLanguage(receiverWords, translated.tag);
    const response = await fetch(`${url}/api/subscriptions`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'patient@', [pageLanguageField]: translated.tag }),
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(`<html lang="${translated.locale}" dir="${translated.direction}">`);
    expect(html).toContain(`<h1>${words.emailHeading}</h1>`);
    expect(html).toContain(words.nothingStored);
    expect(html).toContain(`href="${pathInLanguage(pathTo('/'), translated.tag, source.tag)}"`);
  });

  it('every page of its own carries the site’s name linking home, its title as the site’s pages have theirs, and the care team’s contacts, in the answer’s language', async () => {
    const words = inLanguage(receiverWords, translated.tag);
    const siteName = inLanguage(site, translated.tag).name;
    const home = pathInLanguage(pathTo('/'), translated.tag, source.tag);
    // A refusal (nothing to take at this address) and an answer (an address that is not valid): each with the same header and footer.
    for (const [path, body, title] of [
      ['/api/nowhere', new URLSearchParams({ [pageLanguageField]: translated.tag }), words.notFound.heading],
      ['/api/subscriptions', new URLSearchParams({ email: 'patient@', [pageLanguageField]: translated.tag }), words.emailHeading],
    ] as const) {
      const referer = `${url}${home}`;
      const html = await (await fetch(`${url}${path}`, { method: 'POST', body, headers: { Accept: 'text/html', Referer: referer } })).text();
      expect(html, path).toContain(`<header><a href="${home}">${escapeHtml(siteName)}</a></header>`);
      expect(html, path).toContain(`<title>${escapeHtml(fillTemplate(inLanguage(common, translated.tag).titles.page, { page: title, site: siteName }))}</title>`);
      const footer = /<footer>[\s\S]*<\/footer>/.exec(html)![0];
      for (const href of [`mailto:${contact.email}`, `https://wa.me/${contact.whatsapp.number.slice(1)}`, `tel:${contact.careTeam.number}`]) expect(footer, path).toContain(`href="${href}"`);
      const isolated = (value: string) => (translated.direction === 'rtl' ? `\u2066${value}\u2069` : value);
      expect(footer, path).toContain(escapeHtml(fillTemplate(words.handoffLinks.email, { email: isolated(contact.email) })));
    }
  });

  it('in the language of the page a refused form came from, read before its body (a declared size too large)', async () => {
    const referer = `${url}${pathInLanguage(pathTo('/coordinator-connect'), translated.tag, source.tag)}`;
    const response = await fetch(`${url}/api/nowhere`, { method: 'POST', headers: { Accept: 'text/html', Referer: referer } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${translated.locale}" dir="${translated.direction}">`);
    expect(html).toContain(inLanguage(receiverWords, translated.tag).notFound.heading);
  });
});

describe('a word missing from a translation', () => {
  it('is said in English, while the other words stay translated', { timeout: 120_000 }, async () => {
    const root = new URL('../..', import.meta.url).pathname;
    const files = await readContentFiles(root);
    const receiverFile = `content/${translated.tag}/site/receiver.json`;
    const formFile = `content/${translated.tag}/site/coordinator-connect.json`;
    const receiverTranslation = JSON.parse(textOf(files.get(receiverFile)!)) as Record<string, unknown>;
    delete receiverTranslation.correctHeading;
    const formTranslation = JSON.parse(textOf(files.get(formFile)!)) as { form: { messages: { email: Record<string, string> } } };
    delete formTranslation.form.messages.email.invalid;
    files.set(receiverFile, JSON.stringify(receiverTranslation, null, 2));
    files.set(formFile, JSON.stringify(formTranslation, null, 2));
    const built = await buildContent(files);
    const inTranslation = built.languages.find((content) => content.language.tag === translated.tag)!.singletons;
    const of = <K extends keyof ReceiverSources>(key: K) => localized({ source: built.singletons[key] as object, [translated.tag]: inTranslation[key] as object }) as unknown as ReceiverSources[K];
    const content = receiverContent({ sources: { receiver: of('receiver'), coordinatorConnect: of('coordinatorConnect') } });
    const words = content.wordsIn(translated.tag);
    const english = content.wordsIn(source.tag);

    expect(words.pages.correctHeading).toBe(english.pages.correctHeading);
    expect(words.pages.correctText).toBe(inLanguage(receiverWords, translated.tag).correctText);
    expect(words.pages.correctText).not.toBe(english.pages.correctText);
    expect(words.form.messages.email.invalid).toBe(english.form.messages.email.invalid);
  });
});
