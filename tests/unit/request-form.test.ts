import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstInvalidField,
  reportLimits,
  requestInput,
  requestSchema,
  validateRequest,
  type RequestValues,
} from '../../src/lib/forms/request';
import { requestChoices } from '../../src/lib/forms/request-choices';
import { clearDraft, loadDraft, saveDraft } from '../../src/lib/forms/request-draft';
import { handoffLinks } from '../../src/lib/forms/request-handoff';
import { sendRequest, sendTimeoutMs } from '../../src/lib/forms/request-send';

/** Built inside each test, so a test of a message also tests the code that builds it. */
const schema = () => requestSchema(requestChoices());
const filled: RequestValues = {
  firstName: 'Amina',
  lastName: 'Okafor',
  email: 'amina@example.com',
  phone: '+234 803 123 4567',
  country: 'Nigeria',
  condition: 'ibd-crohns',
  hospital: 'apollo-delhi',
  message: 'Diagnosed with Crohn’s disease in 2021.',
  contactMethod: 'whatsapp',
};
const pdf = { name: 'colonoscopy.pdf', type: 'application/pdf', size: 200_000 };
const check = (values: Partial<RequestValues>, consent = true, reports = [pdf]) => validateRequest(schema(), requestInput({ ...filled, ...values }, consent, reports));

describe('the coordinator-connect form schema', () => {
  it('accepts a complete request, trimming what was typed and leaving empty optional fields out', () => {
    const result = check({ firstName: '  Amina ', hospital: '', message: '   ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.firstName).toBe('Amina');
    expect(result.request.hospital).toBeUndefined();
    expect(result.request.message).toBeUndefined();
  });

  it('names every empty required field, in the order the form shows them, with the consent last', () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, ''])) as RequestValues;
    const result = validateRequest(schema(), requestInput(empty, false, []));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter your email address.',
      phone: 'Enter a phone number with its country code, so we can call or message you.',
      country: 'Enter the country you live in.',
      condition: 'Choose the condition or package you are asking about, or "Other or not sure".',
      contactMethod: 'Choose how you would like us to contact you.',
      consent: 'Tick this box so the care team and partner hospitals may review your health information; without it we cannot look at your case.',
    });
    expect(firstInvalidField(result.errors)).toBe('firstName');
  });

  it('explains what a valid email address and an international phone number look like', () => {
    expect(check({ email: 'amina@' })).toMatchObject({ errors: { email: 'Enter an email address like name@example.com.' } });
    expect(check({ phone: '0803 123 4567' })).toMatchObject({ errors: { phone: 'Enter your phone number with its country code, like +44 7700 900123.' } });
    expect(check({ phone: '+44 (0) 7700-900.123' }).ok).toBe(true);
  });

  it('takes the six packages and "other" as conditions, and only partner hospitals', () => {
    for (const condition of [...requestChoices().conditions, 'other']) expect(check({ condition }).ok).toBe(true);
    expect(requestChoices().conditions).toHaveLength(6);
    expect(check({ condition: 'knee-replacement' })).toMatchObject({ errors: { condition: expect.stringContaining('Choose the condition') } });
    expect(check({ hospital: 'st-elsewhere' })).toMatchObject({ errors: { hospital: 'Choose a hospital from the list, or "No preference".' } });
  });

  it('keeps a message within 4,000 characters', () => {
    expect(check({ message: 'x'.repeat(4001) })).toMatchObject({ errors: { message: expect.stringContaining('under 4,000 characters') } });
  });

  it('takes PDFs and images within the limits, and says which file is wrong and why', () => {
    expect(check({}, true, [{ name: 'scan.heic', type: '', size: 1000 }]).ok).toBe(true);
    expect(check({}, true, [{ name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1000 }])).toMatchObject({
      errors: { reports: '"notes.docx" is not a PDF or an image (JPEG, PNG, WebP or HEIC).' },
    });
    expect(check({}, true, [{ ...pdf, size: reportLimits.maxFileBytes + 1 }])).toMatchObject({ errors: { reports: '"colonoscopy.pdf" is 10.0 MB; each report can be at most 10.0 MB.' } });
    expect(check({}, true, Array.from({ length: 6 }, (_, index) => ({ ...pdf, name: `${index}.pdf` })))).toMatchObject({ errors: { reports: expect.stringContaining('at most 5 reports') } });
    expect(check({}, true, Array.from({ length: 3 }, () => ({ ...pdf, size: 8 * 1024 * 1024 })))).toMatchObject({ errors: { reports: expect.stringContaining('add up to more than 20.0 MB') } });
  });

  it('refuses a request without consent', () => {
    expect(check({}, false)).toMatchObject({ errors: { consent: expect.stringContaining('Tick this box') } });
  });
});

describe('the hand-off', () => {
  const links = handoffLinks({
    values: filled,
    labels: { firstName: 'First name', lastName: 'Last name', email: 'Email address', phone: 'Phone number', country: 'Country you live in', condition: 'Condition or package', hospital: 'Preferred hospital (optional)', message: 'Your message (optional)', contactMethod: 'How should we contact you?' },
    shown: { condition: 'IBD & Crohn’s', hospital: 'Apollo Hospital, New Delhi', contactMethod: 'WhatsApp' },
    subject: 'Request for a treatment plan: {condition}',
    attachNote: 'I will attach my medical reports to this message.',
    email: 'care@example.org',
    whatsappNumber: '+447700900123',
  });

  it('writes the whole request into the email, with the reports to attach there', () => {
    const url = new URL(links.email);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Request for a treatment plan: IBD & Crohn’s');
    const body = url.searchParams.get('body')!;
    for (const text of ['First name: Amina', 'Phone number: +234 803 123 4567', 'Preferred hospital: Apollo Hospital, New Delhi', 'Your message:\r\nDiagnosed', 'I will attach my medical reports'])
      expect(body).toContain(text);
  });

  it('writes the same into a WhatsApp message to the care team’s number', () => {
    const url = new URL(links.whatsapp);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/447700900123');
    expect(url.searchParams.get('text')).toContain('Email address: amina@example.com\nPhone number');
  });
});

describe('the draft kept in the browser', () => {
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });

  it('restores what was typed, forgets it when cleared, and drops a draft older than two weeks', () => {
    saveDraft(filled, 1_000);
    expect(loadDraft(2_000)).toEqual(filled);
    expect(loadDraft(1_000 + 15 * 24 * 3600 * 1000)).toBeNull();
    clearDraft();
    expect(loadDraft(2_000)).toBeNull();
  });

  it('never holds the consent or the files: only the typed fields', () => {
    saveDraft(filled, 1_000);
    expect(Object.keys(JSON.parse([...storage.values()][0]).values).sort()).toEqual(Object.keys(filled).sort());
  });
});

describe('sending', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));

  it('counts as received only a 2xx answer that carries a reference', async () => {
    answer(201, { reference: 'CC-20261104-K7Q2XM' });
    expect(await sendRequest('/api/requests', new FormData(), 1000)).toEqual({ kind: 'received', reference: 'CC-20261104-K7Q2XM' });
    answer(200, { ok: true });
    expect(await sendRequest('/api/requests', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'noReference' });
  });

  it('tells field errors, a refusal for size or rate, a server error and no network apart', async () => {
    answer(422, { errors: { email: 'Enter your email address.' } });
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'invalid', errors: { email: 'Enter your email address.' } });
    answer(413, {});
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'tooLarge' });
    answer(429, {});
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'tooMany' });
    answer(500, { error: 'x' });
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'server' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'network' });
  });

  it('gives up after its time-out, which grows with the size of the reports', async () => {
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted'))))));
    expect(await sendRequest('/x', new FormData(), 20)).toEqual({ kind: 'failed', cause: 'timeout' });
    expect(sendTimeoutMs(0)).toBe(30_000);
    expect(sendTimeoutMs(10 * 1024 * 1024)).toBe(133_000);
    expect(sendTimeoutMs(1e12)).toBe(180_000);
  });
});
