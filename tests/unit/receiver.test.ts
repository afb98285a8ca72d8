import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { honeypotField, reportLimits } from '../../src/lib/forms/request';
import { sniffReportType } from '../../server/receiver/file-types';
import { escapeHtml } from '../../server/receiver/pages';
import { RateLimiter } from '../../server/receiver/rate-limit';
import { createReceiver, receiverLimits, subscribedAddresses, subscriptionPaths } from '../../server/receiver/receiver';
import careTeamWords from '../../content/site/care-team.json' with { type: 'json' };
import mailWords from '../../content/site/mail.json' with { type: 'json' };
import footerWords from '../../content/site/footer.json' with { type: 'json' };
import { receiverContent } from '../../server/receiver/receiver-words';
import { referencePattern } from '../../server/receiver/reference';
import type { Database } from '../../server/db/database';
import { testDatabase } from './helpers/database';
import { requestChoices } from '../../src/lib/forms/request-choices';
import { filledIn, formWords, messages, newsletterMessages } from './helpers/request-words';
import { careTeam, coordinatorConnect, site } from '../../src/generated/site';
import { inLanguage } from '../../src/lib/page-language';
import { pageLanguageField } from '../../src/lib/forms/page-language-field';

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% a report\n');
const fields = {
  firstName: 'Amina',
  lastName: 'Okafor',
  email: 'amina@example.com',
  phone: '+234 803 123 4567',
  country: requestChoices().countries[0],
  replyLanguage: requestChoices().replyLanguages[0],
  condition: 'ibd-crohns',
  contactMethod: 'email',
  consent: 'yes',
};

function form(values: Record<string, string> = {}, files: Array<{ name: string; type: string; bytes: Uint8Array<ArrayBuffer> }> = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...values })) data.append(name, value);
  for (const file of files) data.append('reports', new Blob([file.bytes], { type: file.type }), file.name);
  return data;
}

async function startReceiver(perClient = 100) {
  const dir = await mkdtemp(join(tmpdir(), 'receiver-test-'));
  const receiver = createReceiver({ storeDir: dir, database, perClientPer10Minutes: perClient, overallPerMinute: 1000, trustProxy: false, content: receiverContent() });
  const server = createServer((request, response) => {
    void receiver.handle(request, response, new URL(request.url ?? '/', 'http://x').pathname).then((handled) => handled || response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { dir, receiver, server, url };
}

let database: Database;
let main: Awaited<ReturnType<typeof startReceiver>>;
const post = (path: string, body: FormData | string, headers: Record<string, string> = { Accept: 'application/json' }) =>
  fetch(`${main.url}${path}`, { method: 'POST', body, headers });

beforeAll(async () => {
  database = await testDatabase();
  main = await startReceiver();
});
afterAll(async () => {
  await new Promise((resolve) => main.server.close(resolve));
  await rm(main.dir, { recursive: true, force: true });
  await database.close();
});

describe('POST /api/requests', () => {
  it("writes the patient's acknowledgement in the language they chose for replies, and the care team's notification in the site's own", async () => {
    const { languages } = JSON.parse(readFileSync('content/site/site.json', 'utf8')) as { languages: Array<{ tag: string; locale: string }> };
    const translated = languages.slice(1).filter((language) => existsSync(`content/${language.tag}/site/mail.json`));
    expect(translated.length).toBeGreaterThan(0);
    for (const language of translated) {
      const words = JSON.parse(readFileSync(`content/${language.tag}/site/mail.json`, 'utf8')) as { acknowledgement?: { subject?: string } };
      if (!words.acknowledgement?.subject) continue;
      const response = await post('/api/requests', form({ replyLanguage: language.locale, email: `reply-${language.tag}@example.com` }));
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const messages = (await main.receiver.outbox.all()).filter((message) => message.reference === reference);
      expect(messages.find((message) => message.kind === 'acknowledgement')!.subject, language.tag).toBe(words.acknowledgement.subject.replace('{reference}', reference));
      expect(messages.find((message) => message.kind === 'notification')!.subject).toContain(mailWords.notification.subject.split('{')[0]!.trim());
    }
  });

  it('stores a valid request with its report before answering 201 with the reference', async () => {
    const response = await post('/api/requests', form({}, [{ name: 'colonoscopy.pdf', type: 'application/pdf', bytes: pdfBytes }]));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(referencePattern);
    const stored = (await main.receiver.store.readRequests()).find((record) => record.reference === reference)!;
    expect(stored.request).toMatchObject({ firstName: 'Amina', condition: 'ibd-crohns', contactMethod: 'email' });
    expect(stored.consent).toMatchObject({ given: true, text: expect.stringContaining('partner hospitals in India') });
    expect(stored.reports).toEqual([expect.objectContaining({ extension: 'pdf', name: 'colonoscopy.pdf', size: pdfBytes.length })]);
    expect(new Uint8Array((await main.receiver.store.report(reference, 1))!.bytes!)).toEqual(pdfBytes);
    // Its emails were written in the same transaction, before the answer.
    expect((await main.receiver.outbox.all()).filter((message) => message.reference === reference).map((message) => message.kind)).toEqual(['notification', 'acknowledgement']);
  });

  it('refuses an invalid request with the schema’s message for each field, and stores nothing', async () => {
    const before = (await main.receiver.store.readRequests()).length;
    const response = await post('/api/requests', form({ email: 'amina@', phone: '0803', consent: '' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: {
        email: messages.email.invalid,
        phone: messages.phone.invalid,
        consent: messages.consent,
      },
    });
    expect(await main.receiver.store.readRequests()).toHaveLength(before);
  });

  it('checks what a report really is, not what its name or declared type say', async () => {
    const response = await post('/api/requests', form({}, [{ name: 'scan.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('MZ not a pdf') }]));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { reports: filledIn(messages.reports.notAReport, { name: 'scan.pdf' }) } });
  });

  it('ignores the empty file part a form without JavaScript sends when no report is chosen', async () => {
    const response = await post('/api/requests', form({}, [{ name: '', type: 'application/octet-stream', bytes: new Uint8Array() }]));
    expect(response.status).toBe(201);
  });

  it('stores nothing from a robot that filled the hidden field, and gives it no reference', async () => {
    const before = (await main.receiver.store.readRequests()).length;
    const response = await post('/api/requests', form({ [honeypotField]: 'http://spam.example' }));
    expect(response.status).toBe(400);
    expect(await response.json()).not.toHaveProperty('reference');
    expect(await main.receiver.store.readRequests()).toHaveLength(before);
  });

  it('refuses a body declared larger than its limit before reading it (413)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${main.url}/api/requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(receiverLimits.requestBody + 1), Accept: 'application/json' },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('cuts off a body that grows past its limit while it is sent (413)', async () => {
    const big = new Uint8Array(reportLimits.maxTotalBytes + 512 * 1024);
    const stream = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < big.length; offset += 1024 * 1024) controller.enqueue(big.subarray(offset, offset + 1024 * 1024));
        controller.close();
      },
    });
    const response = await fetch(`${main.url}/api/requests`, {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Accept: 'application/json' },
      duplex: 'half',
    } as RequestInit).catch(() => null);
    // The rest of the body is read and dropped, so the client reads the answer instead of a reset.
    expect(response?.status).toBe(413);
  });

  it('takes only forms, and only by POST', async () => {
    expect((await post('/api/requests', JSON.stringify(fields), { 'Content-Type': 'application/json', Accept: 'application/json' })).status).toBe(415);
    const get = await fetch(`${main.url}/api/requests`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${main.url}/api/unknown`, { method: 'POST' })).status).toBe(404);
  });

  it('answers a form sent without JavaScript with a page, escaping everything it repeats', async () => {
    const response = await post('/api/requests', form({}, [{ name: '<img src=x onerror=alert(1)>.pdf', type: 'application/pdf', bytes: new Uint8Array([1, 2, 3]) }]), { Accept: 'text/html' });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;.pdf');
    const received = await post('/api/requests', form(), { Accept: 'text/html' });
    expect(received.status).toBe(201);
    expect(await received.text()).toMatch(/CC-\d{8}-[A-Z2-9]{6}/);
  });
});

describe('a request the store fails to keep', () => {
  it('is a 500 with a log line that names no address the patient sent, even when the database error holds it', async () => {
    const failing = Object.assign(new Error(`duplicate key value violates unique constraint "requests_pkey" for ${fields.email}\nKey (email)=(${fields.email}) already exists.`), { detail: `Key (email)=(${fields.email}) already exists.` });
    const saveRequest = vi.spyOn(main.receiver.store, 'saveRequest').mockRejectedValue(failing);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await post('/api/requests', form());
      expect(response.status).toBe(500);
      const lines = logged.mock.calls.map((call) => call.map((part) => (part instanceof Error ? `${part.message} ${JSON.stringify(part)}` : String(part))).join(' '));
      expect(lines.some((line) => line.includes('/api/requests failed'))).toBe(true);
      expect(lines.join('\n')).not.toContain(fields.email);
      expect(lines.join('\n')).not.toContain(fields.lastName);
    } finally {
      saveRequest.mockRestore();
      logged.mockRestore();
    }
  });
});

describe('a request the store cannot take, sent without JavaScript', () => {
  const typedBack = (html: string) => {
    expect(html).toContain(escapeHtml(formWords.failures.server));
    for (const value of [fields.firstName, fields.lastName, fields.email, fields.phone]) expect(html).toContain(`value="${escapeHtml(value)}"`);
  };

  it('comes back in a form holding what was typed', async () => {
    const saveRequest = vi.spyOn(main.receiver.store, 'saveRequest').mockRejectedValue(new Error('the database went away'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await post('/api/requests', form(), { Accept: 'text/html' });
      expect(response.status).toBe(500);
      typedBack(await response.text());
    } finally {
      saveRequest.mockRestore();
      logged.mockRestore();
    }
  });

  it('comes back the same when the store never opened, its body read first, and so does a newsletter address', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'receiver-no-store-'));
    // A file where the store's folder should be: the embedded database cannot open there.
    await writeFile(join(dir, 'file'), '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const receiver = createReceiver({ storeDir: join(dir, 'file', 'store'), perClientPer10Minutes: 100, overallPerMinute: 1000, trustProxy: false, content: receiverContent() });
    const server = createServer((request, response) => void receiver.handle(request, response, new URL(request.url ?? '/', 'http://x').pathname));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await receiver.ready.catch(() => undefined);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/requests`;
      const page = await fetch(url, { method: 'POST', body: form(), headers: { Accept: 'text/html' } });
      expect(page.status).toBe(500);
      typedBack(await page.text());
      const island = await fetch(url, { method: 'POST', body: form(), headers: { Accept: 'application/json' } });
      expect(island.status).toBe(500);
      expect(await island.json()).not.toHaveProperty('reference');
      // The newsletter box without JavaScript: its address back in the box, with the box's words for an address not saved.
      const box = await fetch(url.replace('/api/requests', '/api/subscriptions'), { method: 'POST', body: new URLSearchParams({ email: 'reader@example.com' }), headers: { Accept: 'text/html' } });
      expect(box.status).toBe(500);
      const boxPage = await box.text();
      expect(boxPage).toContain(escapeHtml(footerWords.newsletter.heading));
      expect(boxPage).toContain(escapeHtml(footerWords.newsletter.subscribe));
      expect(boxPage).toMatch(/<input[^>]*name="email"[^>]*value="reader@example.com"/);
      // A newsletter link, opened from an email in another language: nothing done, said in that language (not a form's failure), and the same link works later.
      const [, ...others] = site.languages;
      const translated = others.find((language) => language.direction === 'rtl') ?? others[0]!;
      const linkWords = inLanguage(careTeam, translated.tag).newsletter;
      for (const [path, heading] of [[subscriptionPaths.confirm, linkWords.confirmHeading], [subscriptionPaths.unsubscribe, linkWords.unsubscribeHeading]] as const) {
        const link = await fetch(url.replace('/api/requests', `${path}?token=a-token&${pageLanguageField}=${translated.tag}`), { headers: { Accept: 'text/html' } });
        expect(link.status).toBe(500);
        const linkPage = await link.text();
        expect(linkPage).toContain(`lang="${translated.locale}"`);
        expect(linkPage).toContain(escapeHtml(heading));
        expect(linkPage).toContain(escapeHtml(linkWords.notDone));
        expect(linkPage).not.toContain(escapeHtml(inLanguage(coordinatorConnect, translated.tag).form.failures.server));
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
      logged.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/subscriptions', () => {
  it('takes a valid address as waiting for confirmation, with a confirmation email, and refuses an invalid one with the newsletter schema’s message', async () => {
    const ok = await post('/api/subscriptions', JSON.stringify({ email: ' reader@example.com ' }), { 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(ok.status).toBe(202);
    const [record] = await database.query("select email, confirmed_at from subscriptions where email = 'reader@example.com'");
    expect(record).toEqual({ email: 'reader@example.com', confirmed_at: null });
    expect(await subscribedAddresses(main.receiver.store)).not.toContain('reader@example.com');
    expect((await main.receiver.outbox.all()).at(-1)).toMatchObject({ kind: 'newsletter-confirmation', to: 'reader@example.com', subject: mailWords.newsletterConfirmation.subject });
    const bad = await post('/api/subscriptions', 'email=reader%40', { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: { email: newsletterMessages.invalidEmail } });
    // Without JavaScript, the page says what is wrong and holds the box with the address as typed, to correct and send again.
    const page = await post('/api/subscriptions', 'email=reader%40', { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' });
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain(escapeHtml(newsletterMessages.invalidEmail));
    expect(html).toMatch(/<form class="resend" method="post" action="\/api\/subscriptions"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="reader@"/);
  });

  it('subscribes an address only through its one-time link, and unsubscribes it through the other link without signing in', async () => {
    await post('/api/subscriptions', JSON.stringify({ email: 'double@example.com' }), { 'Content-Type': 'application/json', Accept: 'application/json' });
    const text = (await main.receiver.outbox.all()).find((message) => message.to === 'double@example.com')!.text;
    const links = [...text.matchAll(/https?:\/\/\S+/g)].map(([link]) => new URL(link));
    const confirm = links.find((link) => link.pathname === subscriptionPaths.confirm)!;
    const unsubscribe = links.find((link) => link.pathname === subscriptionPaths.unsubscribe)!;
    const subscribed = async () => (await subscribedAddresses(main.receiver.store)).includes('double@example.com');
    // Opening the link (as a mail scanner does) shows a button and changes nothing.
    const page = await fetch(`${main.url}${confirm.pathname}${confirm.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(careTeamWords.newsletter.confirmSubmit);
    expect(await subscribed()).toBe(false);
    const token = confirm.searchParams.get('token')!;
    const press = () => fetch(`${main.url}${confirm.pathname}`, { method: 'POST', body: new URLSearchParams({ token }), headers: { Accept: 'application/json' } });
    expect((await press()).status).toBe(200);
    expect(await subscribed()).toBe(true);
    // One time only.
    expect((await press()).status).toBe(404);
    expect((await fetch(`${main.url}${confirm.pathname}?token=wrong`)).status).toBe(404);
    const off = await fetch(`${main.url}${unsubscribe.pathname}`, { method: 'POST', body: new URLSearchParams({ token: unsubscribe.searchParams.get('token')! }) });
    expect(off.status).toBe(200);
    expect(await off.text()).toContain(careTeamWords.newsletter.unsubscribed);
    expect(await subscribed()).toBe(false);
  });

  it('refuses more than a few kilobytes', async () => {
    const response = await post('/api/subscriptions', JSON.stringify({ email: `${'a'.repeat(5000)}@example.com` }), { 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(response.status).toBe(413);
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After once a client has used its posts, before reading the body', async () => {
    const limited = await startReceiver(3);
    try {
      const answers: Response[] = [];
      for (let index = 0; index < 5; index += 1)
        answers.push(await fetch(`${limited.url}/api/requests`, { method: 'POST', body: form({ email: 'bad' }), headers: { Accept: 'application/json' } }));
      expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 429, 429]);
      expect(Number(answers[4].headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => limited.server.close(resolve));
      await rm(limited.dir, { recursive: true, force: true });
    }
  });

  it('answers every one of 20 posts at once from one address with a readable status, never a reset connection', { timeout: 60_000 }, async () => {
    const report = new Uint8Array(512 * 1024);
    report.set(pdfBytes);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${main.url}/api/requests`, { method: 'POST', body: form({}, [{ name: 'scan.pdf', type: 'application/pdf', bytes: report }]), headers: { Accept: 'application/json' } }).then(
          async (response) => ({ status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as object }),
          (error: unknown) => ({ status: 0, retryAfter: null, body: { error: String(error) } }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    for (const answer of answers.filter((answer) => answer.status === 503)) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toEqual({ error: 'Busy.' });
    }
    expect(answers.every((answer) => answer.status === 201 || answer.status === 503)).toBe(true);
  });

  it('refills a client’s posts over its window, and forgets quiet clients past its size', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, 100, () => now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now = 30_000;
    expect(limiter.take('a').allowed).toBe(true);
    for (let index = 0; index < 1000; index += 1) limiter.take(`client-${index}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});

describe('no address gets repeated mail from us', () => {
  it('sends one acknowledgement an hour to an address, however many requests give it; the care team hears of each', async () => {
    const email = `repeat-${Date.now()}@example.com`;
    const references: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await post('/api/requests', form({ email }));
      expect(response.status).toBe(201);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    const messages = (await main.receiver.outbox.all()).filter((message) => message.reference && references.includes(message.reference));
    expect(messages.filter((message) => message.kind === 'acknowledgement')).toHaveLength(1);
    expect(messages.filter((message) => message.kind === 'notification')).toHaveLength(3);
  });

  it('sends one newsletter confirmation a day to an address, however often it is typed', async () => {
    const email = `twice-${Date.now()}@example.com`;
    for (let index = 0; index < 4; index += 1) {
      const response = await post('/api/subscriptions', JSON.stringify({ email }), { 'Content-Type': 'application/json', Accept: 'application/json' });
      // The answer is the same each time: it tells nobody whether the address was sent one before.
      expect(response.status).toBe(202);
    }
    expect((await main.receiver.outbox.all()).filter((message) => message.to === email)).toHaveLength(1);
  });
});

describe('report types and escaping', () => {
  it('recognises PDF, JPEG, PNG, WebP and HEIC by their first bytes', () => {
    const bytes = (...values: Array<number | string>) => new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));
    expect(sniffReportType(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniffReportType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(sniffReportType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffReportType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp');
    expect(sniffReportType(bytes(0, 0, 0, 0x18, 'ftypheic'))).toBe('heic');
    expect(sniffReportType(bytes('<html>'))).toBeNull();
  });

  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
