import type { IncomingMessage, ServerResponse } from 'node:http';
import { newsletterError } from '../../src/lib/forms/newsletter';
import {
  honeypotField,
  reportLimits,
  requestInput,
  requestSchema,
  requestTextFields,
  validateRequest,
  type RequestErrors,
  type RequestField,
} from '../../src/lib/forms/request';
import { BodyTooLarge, parseForm, readBody, textOf, UnreadableBody } from './body';
import { sniffReportType } from './file-types';
import { receiverPage } from './pages';
import { InFlight, RateLimiter } from './rate-limit';
import type { ReceiverContent } from './receiver-words';
import { newReference } from './reference';
import { RequestStore, type ReportToStore } from './store';

export interface ReceiverOptions {
  /** Where requests, reports and subscriptions are stored; never inside dist/. */
  storeDir: string;
  /** Form posts one client may make in ten minutes. */
  perClientPer10Minutes: number;
  /** Form posts all clients together may make in a minute. */
  overallPerMinute: number;
  /** Read the client's address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  content: ReceiverContent;
}

/** The receiver's fixed limits, in bytes and requests. */
export const receiverLimits = {
  /** The reports at their largest, plus room for the text fields and multipart framing. */
  requestBody: reportLimits.maxTotalBytes + 256 * 1024,
  subscriptionBody: 4 * 1024,
  /** Uploads in progress at once, overall and per client. */
  inFlight: 8,
  inFlightPerClient: 2,
};

type Html = () => string;

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8' };
const baseHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin', 'X-Frame-Options': 'DENY' };

/** A script or the island asks for JSON; a form sent without JavaScript gets a page. */
function wantsJson(request: IncomingMessage): boolean {
  return /application\/json/i.test(String(request.headers.accept ?? ''));
}

function clientOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(request.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : '';
  return forwarded || request.socket.remoteAddress || 'unknown';
}

/**
 * The project's own receiver for the coordinator-connect form and the newsletter:
 * POST /api/requests and POST /api/subscriptions. Returns a handler that answers /api/* and
 * leaves every other address to the static server.
 */
export function createReceiver(options: ReceiverOptions) {
  const { content } = options;
  const store = new RequestStore(options.storeDir);
  const ready = store.open();
  // Reported now, and again as a 500 on every request, until the store can be opened.
  ready.catch((error: unknown) => console.error(`receiver: cannot open the store in ${options.storeDir}:`, error));
  const schema = requestSchema(content.choices);
  const perClient = new RateLimiter(options.perClientPer10Minutes, 10 * 60_000);
  const overall = new RateLimiter(options.overallPerMinute, 60_000, 1);
  const inFlight = new InFlight(receiverLimits.inFlight, receiverLimits.inFlightPerClient);
  const formPath = '/coordinator-connect';
  const words = content.form;

  function send(request: IncomingMessage, response: ServerResponse, status: number, json: object, html: Html, headers: Record<string, string> = {}) {
    const asJson = wantsJson(request);
    const body = asJson ? JSON.stringify(json) : html();
    response.writeHead(status, {
      ...baseHeaders,
      ...(asJson ? jsonHeaders : { 'Content-Type': 'text/html; charset=utf-8' }),
      'Content-Length': String(Buffer.byteLength(body)),
      ...headers,
    });
    response.end(body);
  }

  const handoffLinks = [
    { href: `mailto:${content.contact.email}`, label: `Email ${content.contact.email}` },
    { href: `https://wa.me/${content.contact.whatsapp.number.slice(1)}`, label: `WhatsApp ${content.contact.whatsapp.display}` },
    { href: `tel:${content.contact.careTeam.number}`, label: `Call ${content.contact.careTeam.display}` },
  ];

  const failurePage = (title: string, paragraph: string): Html => () =>
    receiverPage({ siteName: content.siteName, title, paragraphs: [paragraph, words.handoff.text], links: [...handoffLinks, { href: formPath, label: 'Back to the form' }] });

  function refuse(request: IncomingMessage, response: ServerResponse, status: number, error: string, paragraph: string, headers: Record<string, string> = {}) {
    send(request, response, status, { error }, failurePage('Your request was not sent', paragraph), headers);
  }

  function fieldErrors(request: IncomingMessage, response: ServerResponse, errors: RequestErrors) {
    const labels: Record<RequestField, string> = { ...words.labels, consent: 'Consent' };
    send(request, response, 422, { errors }, () =>
      receiverPage({
        siteName: content.siteName,
        title: 'Please correct your request',
        paragraphs: ['Nothing was stored. Go back with your browser’s Back button (what you typed is usually still there), correct these and send again:'],
        list: Object.entries(errors).map(([field, message]) => `${labels[field as RequestField]}: ${message}`),
        links: [{ href: formPath, label: 'Back to the form' }],
      }),
    );
  }

  async function receiveRequest(request: IncomingMessage, response: ServerResponse) {
    const contentType = String(request.headers['content-type'] ?? '');
    if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType))
      return refuse(request, response, 415, 'Send the form as multipart/form-data.', words.failures.server);
    const form = await parseForm(await readBody(request, receiverLimits.requestBody), contentType);
    // A robot fills every field it finds; a person never sees this one. Nothing is stored, and no reference is given.
    if ((textOf(form, honeypotField) ?? '') !== '') return refuse(request, response, 400, 'The request was not accepted.', words.failures.server);
    // A form sent without JavaScript and without a file carries one empty file part: it is no report.
    const files = form.getAll('reports').filter((value): value is File => typeof value !== 'string' && value.size > 0);
    const values = Object.fromEntries(requestTextFields.map((field) => [field, textOf(form, field)]));
    const input = requestInput(values, textOf(form, 'consent') === 'yes', files.map((file) => ({ name: file.name, type: file.type, size: file.size })));
    const result = validateRequest(schema, input);
    if (!result.ok) return fieldErrors(request, response, result.errors);
    const reports: ReportToStore[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const extension = sniffReportType(bytes);
      if (!extension) return fieldErrors(request, response, { reports: `"${file.name}" is not a PDF or an image (JPEG, PNG, WebP or HEIC).` });
      reports.push({ name: file.name, type: file.type, extension, bytes });
    }
    const reference = newReference();
    const { reports: _files, consent: _consent, ...fields } = result.request;
    await store.saveRequest(reference, { receivedAt: new Date().toISOString(), request: fields, consent: { given: true, text: words.consent } }, reports);
    send(request, response, 201, { reference }, () =>
      receiverPage({
        siteName: content.siteName,
        title: words.received.heading,
        paragraphs: [words.received.text],
        highlight: { label: words.received.referenceLabel, value: reference },
        links: [{ href: '/', label: 'Home' }, { href: formPath, label: words.received.againLabel }],
      }),
    );
  }

  async function receiveSubscription(request: IncomingMessage, response: ServerResponse) {
    const contentType = String(request.headers['content-type'] ?? '');
    const body = await readBody(request, receiverLimits.subscriptionBody);
    let email: string | null = null;
    if (/^application\/json/i.test(contentType)) {
      const parsed = (() => {
        try {
          return JSON.parse(body.toString('utf8')) as unknown;
        } catch {
          return null;
        }
      })();
      email = parsed && typeof parsed === 'object' && typeof (parsed as { email?: unknown }).email === 'string' ? (parsed as { email: string }).email : null;
    } else if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
      email = textOf(await parseForm(body, contentType), 'email');
    } else return refuse(request, response, 415, 'Send the address as JSON or a form.', words.failures.server);
    const problem = newsletterError(email ?? '');
    if (problem)
      return send(request, response, 422, { errors: { email: problem } }, () =>
        receiverPage({ siteName: content.siteName, title: 'Please check your email address', paragraphs: [problem, 'Nothing was stored.'], links: [{ href: '/', label: 'Home' }] }),
      );
    await store.saveSubscription((email ?? '').trim());
    send(request, response, 201, { status: 'subscribed' }, () =>
      receiverPage({
        siteName: content.siteName,
        title: 'You are subscribed',
        paragraphs: ['Thank you: your address is stored and the next newsletter will come to it.'],
        links: [{ href: '/', label: 'Home' }],
      }),
    );
  }

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void>> = {
    '/api/requests': receiveRequest,
    '/api/subscriptions': receiveSubscription,
  };

  /** Answers the request when it is for the receiver (true), or leaves it to the caller (false). */
  async function handle(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> {
    if (!pathname.startsWith('/api/')) return false;
    const route = routes[pathname];
    if (!route) {
      send(request, response, 404, { error: 'No such address.' }, failurePage('Not found', 'This address takes no requests.'));
      return true;
    }
    if (request.method !== 'POST') {
      send(request, response, 405, { error: 'Use POST.' }, failurePage('Use the form', 'This address only takes forms.'), { Allow: 'POST' });
      return true;
    }
    const client = clientOf(request, options.trustProxy);
    // Limits come before the body is read, so a flood costs a map lookup per request, not a parse.
    for (const limit of [perClient.take(client), overall.take('all')])
      if (!limit.allowed) {
        refuse(request, response, 429, 'Too many requests.', words.failures.tooMany, { 'Retry-After': String(limit.retryAfterSeconds), Connection: 'close' });
        request.resume();
        return true;
      }
    const release = inFlight.enter(client);
    if (!release) {
      refuse(request, response, 503, 'Busy.', words.failures.server, { 'Retry-After': '30', Connection: 'close' });
      request.resume();
      return true;
    }
    try {
      await ready;
      await route(request, response);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        refuse(request, response, 413, 'The request is too large.', words.failures.tooLarge, { Connection: 'close' });
        // Stop reading an oversized upload once the answer is out.
        response.on('finish', () => request.destroy());
      } else if (error instanceof UnreadableBody) {
        refuse(request, response, 400, 'The form could not be read.', words.failures.server);
      } else {
        console.error(`receiver: ${pathname} failed:`, error);
        if (!response.headersSent) refuse(request, response, 500, 'The request could not be stored.', words.failures.server);
        else response.destroy();
      }
    } finally {
      release();
    }
    return true;
  }

  return { handle, store, ready };
}
