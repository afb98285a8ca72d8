import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendRequest, sendTimeoutMs } from '../../src/lib/forms/request-send';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Answers every request with `status` and `body` (JSON unless text is given); returns the fetch mock. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('sending a request', () => {
  it('posts the form to the endpoint, asking for JSON, with a signal to stop it', async () => {
    const fetch = answer(201, { reference: 'CC-1' });
    const form = new FormData();
    await sendRequest('/api/requests', form, 1000);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/requests');
    expect(init).toMatchObject({ method: 'POST', body: form, headers: { Accept: 'application/json' } });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('takes the reference without spaces around it, and no blank reference', async () => {
    answer(201, { reference: '  CC-20261104-K7Q2XM ' });
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'received', reference: 'CC-20261104-K7Q2XM' });
    answer(201, { reference: '   ' });
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'noReference' });
    answer(201, { reference: 42 });
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'noReference' });
  });

  it('counts an answer that is not JSON, or not a group of fields, as without a reference', async () => {
    answer(200, 'Thank you');
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'noReference' });
    answer(200, 'null');
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'noReference' });
  });

  it('a busy receiver (503) is its own cause, with the wait it asks for', async () => {
    answer(503, { error: 'Busy.' });
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'busy' });
  });

  it('shows field errors only from a 400 or 422 answer that lists some', async () => {
    answer(400, { errors: { email: 'Enter your email address.' } });
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'invalid', errors: { email: 'Enter your email address.' } });
    for (const [status, body] of [
      [422, { errors: {} }],
      [422, { errors: 'bad' }],
      [400, {}],
      [400, 'Bad request'],
      [404, { errors: { email: 'x' } }],
      [500, 'null'],
    ] as const) {
      answer(status, body);
      expect(await sendRequest('/x', new FormData(), 1000), `${status} ${JSON.stringify(body)}`).toEqual({ kind: 'failed', cause: 'server' });
    }
  });

  it('leaves no timer running once it has an answer', async () => {
    vi.useFakeTimers();
    answer(201, { reference: 'CC-1' });
    await sendRequest('/x', new FormData(), 30_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('what an answer means', () => {

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
    answer(408, { error: 'The form came too slowly.' });
    expect(await sendRequest('/x', new FormData(), 1000)).toEqual({ kind: 'failed', cause: 'tooSlow' });
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
