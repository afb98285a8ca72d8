import { requestStatuses, type RequestStatus } from '../../content/schemas/care-team';

/** A request as the inbox lists it. */
export interface InboxEntry {
  reference: string;
  receivedAt: string;
  firstName: string;
  lastName: string;
  country: string;
  condition: string;
  status: RequestStatus;
}

interface InboxQuery {
  status: RequestStatus | null;
  search: string;
  page: number;
}

/** The promise: a first answer within two hours of a request arriving. */
export const answerPromiseMs = 2 * 60 * 60_000;

const inboxPageSize = 25;

/** The query a list address carries (?status=&q=&page=), with anything unknown left out. */
export function inboxQuery(params: URLSearchParams): InboxQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (requestStatuses as readonly string[]).includes(status ?? '') ? (status as RequestStatus) : null,
    search: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The list's address for a query: only what differs from the first page of everything. */
export function inboxHref(base: string, query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('q', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

function matches(entry: InboxEntry, search: string): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return entry.reference.toLowerCase().includes(needle) || `${entry.firstName} ${entry.lastName}`.toLowerCase().includes(needle);
}

/** Newest first, filtered by status, searched by reference or name, one page of them. */
export function inboxPage(entries: readonly InboxEntry[], query: InboxQuery, pageSize = inboxPageSize) {
  const found = entries
    .filter((entry) => (query.status ? entry.status === query.status : true) && matches(entry, query.search))
    .sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : 0));
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(query.page, pages);
  return { entries: found.slice((page - 1) * pageSize, page * pageSize), page, pages, total: found.length };
}

/** Time since a request arrived, in words a list can show: "45 min", "3 h 05 min", "2 d 4 h". */
export function waitingFor(receivedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(receivedAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** A new request past the promised answer time: the list marks it. */
export function isOverdue(entry: Pick<InboxEntry, 'receivedAt' | 'status'>, now: number): boolean {
  return entry.status === 'new' && now - Date.parse(entry.receivedAt) > answerPromiseMs;
}

/** The status a request has after its events (the last one counts), "new" before any. */
export function currentStatus(events: ReadonlyArray<{ status: RequestStatus }>): RequestStatus {
  return events.length > 0 ? events[events.length - 1].status : 'new';
}
