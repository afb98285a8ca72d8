import type { RequestErrors } from './request';

export type FailureCause = 'noEndpoint' | 'network' | 'timeout' | 'server' | 'noReference' | 'tooLarge' | 'tooSlow' | 'tooMany' | 'busy';

type SendOutcome = { kind: 'received'; reference: string } | { kind: 'invalid'; errors: RequestErrors } | { kind: 'failed'; cause: FailureCause; retryAfterSeconds?: number };

/** Time to wait for an answer: half a minute, plus a second for every 100 KB of reports, at most three minutes (the receiver's own limit). */
export function sendTimeoutMs(reportBytes: number): number {
  return Math.min(180_000, 30_000 + Math.ceil(reportBytes / (100 * 1024)) * 1000);
}

/** The answer's JSON; an answer that is not JSON reads as one with neither a reference nor errors. */
async function jsonOf(response: Response): Promise<{ reference?: unknown; errors?: unknown } | null> {
  return response.json().catch(() => null);
}

/** The Retry-After of a refusal in seconds (a number or an HTTP date), when it has one. */
export function retryAfterOf(response: Pick<Response, 'headers'>, now = Date.now()): { retryAfterSeconds?: number } {
  const value = response.headers.get('retry-after');
  if (!value) return {};
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {};
}

/** Whole minutes to tell a person to wait, never less than one. */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * Posts the form and says what truly happened. Only a 2xx answer that carries a reference counts
 * as received; anything else (an error, a time-out, no network, an answer without a reference) is a failure.
 */
export async function sendRequest(endpoint: string, body: FormData, timeoutMs: number): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, { method: 'POST', body, headers: { Accept: 'application/json' }, signal: controller.signal });
    const json = await jsonOf(response);
    if (response.ok) {
      const reference = json?.reference;
      return typeof reference === 'string' && reference.trim() !== '' ? { kind: 'received', reference: reference.trim() } : { kind: 'failed', cause: 'noReference' };
    }
    if (response.status === 413) return { kind: 'failed', cause: 'tooLarge' };
    if (response.status === 408) return { kind: 'failed', cause: 'tooSlow' };
    if (response.status === 429 || response.status === 503) return { kind: 'failed', cause: response.status === 429 ? 'tooMany' : 'busy', ...retryAfterOf(response) };
    const errors = json?.errors;
    if ((response.status === 400 || response.status === 422) && errors && typeof errors === 'object' && Object.keys(errors).length > 0)
      return { kind: 'invalid', errors: errors as RequestErrors };
    return { kind: 'failed', cause: 'server' };
  } catch {
    return { kind: 'failed', cause: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
