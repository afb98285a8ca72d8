import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import words from '../../content/site/doctor-verification.json' with { type: 'json' };
import type { Database } from '../../server/db/database';
import { createReceiver } from '../../server/receiver/receiver';
import { receiverContent } from '../../server/receiver/receiver-words';
import { applicationInput, applicationLimits, applicationSchema, validateApplication } from '../../src/lib/forms/doctor-application';
import { emailMaxLength } from '../../src/lib/forms/email';
import { newsletterError } from '../../src/lib/forms/newsletter';
import { reportLimits, requestInput, requestSchema, validateRequest, type RequestValues } from '../../src/lib/forms/request';
import { requestChoices } from '../../src/lib/forms/request-choices';
import { testDatabase } from './helpers/database';
import { filledIn, formFor, formWords, messages, newsletterMessages, sourceLocale } from './helpers/request-words';

const choices = requestChoices();
const filled: RequestValues = {
  firstName: 'Amina',
  lastName: 'Okafor',
  email: 'amina@example.com',
  phone: '+234 803 123 4567',
  country: choices.countries[0],
  condition: choices.conditions[0],
  hospital: '',
  message: '',
  contactMethod: 'email',
  replyLanguage: choices.replyLanguages[0],
};
const pdf = new TextEncoder().encode('%PDF-1.4\n% a report\n');

describe('every field a sender controls has a bound, in the shared schemas', () => {
  it('a report’s name is at most 255 bytes of UTF-8, and the message about it does not repeat a long name whole', () => {
    const withName = (name: string) => validateRequest(requestSchema(choices, formWords, sourceLocale), requestInput(filled, true, [{ name, type: 'application/pdf', size: 1000 }]));
    expect(withName(`${'a'.repeat(reportLimits.maxNameBytes - 4)}.pdf`).ok).toBe(true);
    const long = withName(`${'a'.repeat(reportLimits.maxNameBytes - 3)}.pdf`);
    expect(long.ok).toBe(false);
    // 85 characters, 255 bytes, but 3 bytes each: too long for a file system.
    expect(withName(`${'ह'.repeat(84)}.pdf`).ok).toBe(false);
    const errors = long.ok ? {} : long.errors;
    expect(errors.reports).toContain(messages.reports.nameTooLong.split('{name}')[1]);
    expect(errors.reports!.length).toBeLessThan(200);
  });

  it('a surgeon’s phone number and a newsletter address are bounded too', () => {
    const phone = `+91 ${' '.repeat(applicationLimits.phone)}98765 43210`;
    const application = validateApplication(applicationSchema(words.form.messages, sourceLocale), applicationInput({ name: 'Dr Meera Iyer', email: 'meera@example.com', phone, registrationNumber: 'MCI-12345', council: 'Medical Council', speciality: 'Colorectal surgery', affiliation: 'A hospital', years: '12' }, true));
    expect(application.ok ? {} : application.errors).toEqual({ phone: words.form.messages.phone });
    expect(newsletterError(`${'a'.repeat(emailMaxLength)}@example.com`, newsletterMessages)).not.toBeNull();
    expect(newsletterError('reader@example.com', newsletterMessages)).toBeNull();
  });
});

describe('the receiver refuses what passes no bound, with field errors', { timeout: 120_000 }, () => {
  let dir: string;
  let server: Server;
  let url: string;
  let receiver: ReturnType<typeof createReceiver>;
  let database: Database;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'field-bounds-'));
    database = await testDatabase();
    receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: 1000, overallPerMinute: 1000, trustProxy: false, content: receiverContent() });
    server = createServer((request, response) => {
      void receiver.handle(request, response, new URL(request.url ?? '/', 'http://x').pathname).then((handled) => handled || response.writeHead(404).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
    await database.close();
  });

  const send = (names: string[]) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...filled, consent: 'yes' })) body.append(name, value);
    for (const name of names) body.append('reports', new Blob([pdf], { type: 'application/pdf' }), name);
    return fetch(`${url}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json' } });
  };

  it('refuses a 45-byte PDF whose name is 19 MB with a short field error, and stores nothing', async () => {
    const response = await send([`${'a'.repeat(19 * 1024 * 1024)}.pdf`]);
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text.length).toBeLessThan(1000);
    expect(JSON.parse(text)).toEqual({ errors: { reports: expect.stringContaining(messages.reports.nameTooLong.split('{name}')[1]!) } });
    expect(await receiver.store.readRequests()).toEqual([]);
  });

  it('refuses more report parts than allowed, empty ones included', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...filled, consent: 'yes' })) body.append(name, value);
    for (let index = 0; index <= reportLimits.maxFiles; index += 1) body.append('reports', new Blob([], { type: 'application/octet-stream' }), index % 2 === 0 ? '' : 'empty.pdf');
    const response = await fetch(`${url}/api/requests`, { method: 'POST', body, headers: { Accept: 'application/json' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { reports: filledIn(formFor(messages.reports.tooMany, reportLimits.maxFiles), { max: String(reportLimits.maxFiles) }) } });
    expect((await send(['scan.pdf'])).status).toBe(201);
  });
});

describe('a request too large, sent without JavaScript', { timeout: 120_000 }, () => {
  it('is refused with a page that holds everything typed in a form to send again, in the pages’ words', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'too-large-'));
    const database = await testDatabase();
    const receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: 1000, overallPerMinute: 1000, trustProxy: false, content: receiverContent() });
    const server = createServer((request, response) => {
      void receiver.handle(request, response, new URL(request.url ?? '/', 'http://x').pathname).then((handled) => handled || response.writeHead(404).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const typed = { ...filled, firstName: 'Amina <b>', message: 'Bleeding since March & "worse" at night', hospital: choices.hospitals[0], consent: 'yes' };
      const body = new FormData();
      // As a browser sends the form: the reports come before the consent box.
      for (const [name, value] of Object.entries(typed)) if (name !== 'consent') body.append(name, value);
      const big = new Uint8Array(reportLimits.maxTotalBytes);
      big.set(pdf);
      body.append('reports', new Blob([big], { type: 'application/pdf' }), 'scan-1.pdf');
      body.append('reports', new Blob([big], { type: 'application/pdf' }), 'scan-2.pdf');
      body.append('consent', 'yes');
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/requests`, { method: 'POST', body, headers: { Accept: 'text/html' } });
      expect(response.status).toBe(413);
      const html = await response.text();
      const { coordinatorConnect, receiver: pageWords, site } = await import('../../src/generated/site');
      expect(html).toContain(`<html lang="${site.languages[0]!.locale}" dir="${site.languages[0]!.direction}">`);
      expect(html).toContain(coordinatorConnect.form.failures.tooLarge);
      expect(html).toContain(pageWords.tooLargeText.slice(0, 40));
      expect(html).toContain('name="firstName" type="text" dir="auto" value="Amina &lt;b&gt;"');
      expect(html).toContain(`<option value="${typed.country}" selected>`);
      expect(html).toContain(`<option value="${typed.hospital}" selected>`);
      expect(html).toMatch(new RegExp(`name="contactMethod" value="${typed.contactMethod}" id="[^"]+" checked`));
      expect(html).toContain('>Bleeding since March &amp; &quot;worse&quot; at night</textarea>');
      expect(html).toMatch(/name="consent" value="yes" checked/);
      expect(html).toContain('<form class="resend" method="post" action="/api/requests" enctype="multipart/form-data">');
      expect(await receiver.store.readRequests()).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
      await database.close();
    }
  });
});
