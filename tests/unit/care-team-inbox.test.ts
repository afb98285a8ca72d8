import { describe, expect, it } from 'vitest';
import { answerPromiseMs, currentStatus, inboxHref, inboxPage, inboxQuery, isOverdue, waitingFor, type InboxEntry } from '../../src/lib/care-team/inbox';
import { retryDelaySeconds } from '../../src/lib/care-team/messages';
import { minutesToWait, retryAfterOf } from '../../src/lib/forms/request-send';

const entry = (reference: string, receivedAt: string, extra: Partial<InboxEntry> = {}): InboxEntry => ({
  reference,
  receivedAt,
  firstName: 'Amina',
  lastName: 'Okafor',
  country: 'Nigeria',
  condition: 'other',
  status: 'new',
  ...extra,
});

describe('the inbox list', () => {
  const entries = [
    entry('CC-20261101-AAAAAA', '2026-11-01T10:00:00Z'),
    entry('CC-20261103-CCCCCC', '2026-11-03T10:00:00Z', { status: 'closed', firstName: 'John', lastName: 'Mwangi' }),
    entry('CC-20261102-BBBBBB', '2026-11-02T10:00:00Z', { status: 'contacted' }),
  ];

  it('shows the newest first, filters by status and finds by reference or name', () => {
    expect(inboxPage(entries, inboxQuery(new URLSearchParams())).entries.map((found) => found.reference)).toEqual(['CC-20261103-CCCCCC', 'CC-20261102-BBBBBB', 'CC-20261101-AAAAAA']);
    expect(inboxPage(entries, inboxQuery(new URLSearchParams('status=closed'))).entries.map((found) => found.reference)).toEqual(['CC-20261103-CCCCCC']);
    expect(inboxPage(entries, inboxQuery(new URLSearchParams('q=john mwangi'))).entries.map((found) => found.reference)).toEqual(['CC-20261103-CCCCCC']);
    expect(inboxPage(entries, inboxQuery(new URLSearchParams('q=bbbbbb'))).total).toBe(1);
  });

  it('pages, and an unknown status or page means the first page of everything', () => {
    const first = inboxPage(entries, inboxQuery(new URLSearchParams()), 2);
    expect([first.page, first.pages, first.entries.length]).toEqual([1, 2, 2]);
    const last = inboxPage(entries, inboxQuery(new URLSearchParams('page=9')), 2);
    expect([last.page, last.entries.length]).toEqual([2, 1]);
    expect(inboxQuery(new URLSearchParams('status=<script>&page=-1'))).toEqual({ status: null, search: '', page: 1 });
    expect(inboxHref('/care-team', { status: 'quote-sent', search: 'a b', page: 2 })).toBe('/care-team?status=quote-sent&q=a+b&page=2');
    expect(inboxHref('/care-team', { status: null, search: '', page: 1 })).toBe('/care-team');
  });

  it('marks a new request past two hours, and says how long it has waited', () => {
    const received = '2026-11-01T10:00:00Z';
    const at = (ms: number) => Date.parse(received) + ms;
    expect(isOverdue({ receivedAt: received, status: 'new' }, at(answerPromiseMs))).toBe(false);
    expect(isOverdue({ receivedAt: received, status: 'new' }, at(answerPromiseMs + 60_000))).toBe(true);
    expect(isOverdue({ receivedAt: received, status: 'contacted' }, at(answerPromiseMs * 5))).toBe(false);
    expect(waitingFor(received, at(45 * 60_000))).toBe('45 min');
    expect(waitingFor(received, at(185 * 60_000))).toBe('3 h 05 min');
    expect(waitingFor(received, at(52 * 3_600_000))).toBe('2 d 4 h');
  });

  it('takes a request’s status from its last event', () => {
    expect(currentStatus([])).toBe('new');
    expect(currentStatus([{ status: 'contacted' }, { status: 'quote-sent' }])).toBe('quote-sent');
  });
});

describe('waiting and trying again', () => {
  it('waits 5 s after a failed send, doubling to at most 10 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(30)).toBe(600);
  });

  it('reads Retry-After in seconds or as a date, and rounds the wait up to whole minutes', () => {
    const headers = (value: string) => ({ headers: new Headers({ 'Retry-After': value }) });
    expect(retryAfterOf(headers('90'))).toEqual({ retryAfterSeconds: 90 });
    expect(retryAfterOf(headers(new Date(Date.parse('2026-11-01T10:02:00Z')).toUTCString()), Date.parse('2026-11-01T10:00:00Z'))).toEqual({ retryAfterSeconds: 120 });
    expect(retryAfterOf({ headers: new Headers() })).toEqual({});
    expect([minutesToWait(1), minutesToWait(60), minutesToWait(61)]).toEqual([1, 1, 2]);
  });
});
