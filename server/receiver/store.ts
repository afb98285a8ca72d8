import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { RequestStatus } from '../../src/content/schemas/care-team';
import { openDatabase, type Database, type Queryable } from '../db/database';
import { migrate } from '../db/migrate';
import { newKey, seal, sealJson, unseal, unsealJson } from '../db/seal';

/** A report as stored: what the sender called it, its type, size and checksum (its bytes lie sealed in the reports table). */
export interface StoredReport {
  /** The extension its content showed (see file-types.ts). */
  extension: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface ReportToStore {
  name: string;
  /** The extension its content showed (see file-types.ts). */
  extension: string;
  type: string;
  bytes: Uint8Array;
}

/** A request as the store gives it back, unsealed. */
export interface StoredRequestRecord {
  reference: string;
  /** Absent for a patient's request; set for another kind (a surgeon's application). */
  kind?: string;
  receivedAt: string;
  request: Record<string, string | undefined>;
  consent?: { given: boolean; text: string };
  reports: StoredReport[];
}

/** A status change, with the care team's note. */
export interface RequestEvent {
  reference: string;
  at: string;
  by: string;
  status: RequestStatus;
  note: string;
}

/** An email to write with its request (see server/mail/outbox.ts). */
export interface MessageToStore {
  id: string;
  kind: string;
  reference?: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** How often one address may get an email of a kind, in milliseconds; a kind not named here has no limit. */
export const mailLimits: Record<string, number> = {
  acknowledgement: 60 * 60_000,
  'newsletter-confirmation': 24 * 60 * 60_000,
  'sign-in-warning': 60 * 60_000,
};

/** A hash of an address, for the limits: the address itself is not kept there. */
export const addressHash = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

const requestLabel = (reference: string) => `${reference}/request`;
const reportLabel = (reference: string, position: number) => `${reference}/report/${position}`;
const noteLabel = (reference: string) => `${reference}/note`;

/**
 * Writes emails in the transaction `tx`, leaving out any that its kind's limit forbids now (one
 * acknowledgement an hour to an address, whatever the requests say). Returns those written.
 */
export async function insertMessages(tx: Queryable, messages: MessageToStore[]): Promise<MessageToStore[]> {
  const written: MessageToStore[] = [];
  for (const message of messages) {
    const limit = mailLimits[message.kind];
    if (limit !== undefined) {
      // One statement both checks and takes the address's turn, so two servers cannot both send.
      const [allowed] = await tx.query(
        `insert into mail_limits (kind, recipient_hash, last_at) values ($1, $2, $3::timestamptz)
         on conflict (kind, recipient_hash) do update set last_at = excluded.last_at
         where mail_limits.last_at <= excluded.last_at - make_interval(secs => $4)
         returning 1 as ok`,
        [message.kind, addressHash(message.to), message.createdAt, limit / 1000],
      );
      if (!allowed) continue;
    }
    const rows = await tx.query(
      `insert into outbox (id, kind, reference, recipient, subject, body, created_at, not_before)
       values ($1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz) on conflict (id) do nothing returning 1 as ok`,
      [message.id, message.kind, message.reference ?? null, message.to, message.subject, message.text, message.createdAt],
    );
    if (rows.length > 0) written.push(message);
  }
  return written;
}

/**
 * Writes a request in the transaction `tx`: a new key, the request sealed with it, its reports
 * sealed one by one, and its events (from an imported store) with their notes sealed.
 */
export async function insertRequest(
  tx: Queryable,
  reference: string,
  record: { kind?: string; receivedAt: string; request: Record<string, unknown>; consent?: { given: boolean; text: string } },
  reports: ReportToStore[],
  events: RequestEvent[] = [],
): Promise<StoredReport[]> {
  const key = newKey();
  const stored = reports.map((report) => ({
    extension: report.extension,
    name: report.name,
    type: report.type,
    size: report.bytes.byteLength,
    sha256: createHash('sha256').update(report.bytes).digest('hex'),
  }));
  const sealed = sealJson(key, { request: record.request, consent: record.consent, reports: stored }, requestLabel(reference));
  const last = events.at(-1);
  await tx.query(`insert into requests (reference, kind, received_at, touched_at, status, sealed) values ($1, $2, $3::timestamptz, $4::timestamptz, $5, $6)`, [
    reference,
    record.kind ?? null,
    record.receivedAt,
    last && last.at > record.receivedAt ? last.at : record.receivedAt,
    last?.status ?? 'new',
    sealed,
  ]);
  await tx.query('insert into request_keys (reference, key) values ($1, $2)', [reference, key]);
  for (const [index, report] of reports.entries())
    await tx.query('insert into reports (reference, position, size, sealed) values ($1, $2, $3, $4)', [reference, index + 1, report.bytes.byteLength, seal(key, report.bytes, reportLabel(reference, index + 1))]);
  for (const event of events)
    await tx.query('insert into events (reference, at, by_account, status, sealed_note) values ($1, $2::timestamptz, $3, $4, $5)', [reference, event.at, event.by, event.status, seal(key, event.note, noteLabel(reference))]);
  return stored;
}

/**
 * The care service's store, in PostgreSQL (see server/db/): requests with their reports, events
 * and emails, subscriptions, sessions, sign-in failures and the audit log. Every write is
 * committed before the receiver answers. `dir` is the data folder: the embedded database lies in
 * dir/database unless a server's address is given.
 */
export class RequestStore {
  private database: Database | null;
  private readonly ownsDatabase: boolean;

  constructor(
    readonly dir: string,
    private readonly options: { databaseUrl?: string; database?: Database } = {},
  ) {
    this.database = options.database ?? null;
    this.ownsDatabase = !options.database;
  }

  /** The database, once open. */
  get db(): Database {
    if (!this.database) throw new Error('The store is not open yet.');
    return this.database;
  }

  /** Where the embedded database lies in the data folder. */
  get databaseDir(): string {
    return join(this.dir, 'database');
  }

  /** Opens the database and brings its tables up to date. */
  async open(): Promise<void> {
    this.database ??= await openDatabase({ url: this.options.databaseUrl, dir: this.databaseDir });
    await migrate(this.database);
  }

  async close(): Promise<void> {
    if (this.ownsDatabase) await this.database?.close();
    this.database = null;
  }

  /** Stores a request, its reports (sealed with its new key) and its emails in one transaction. */
  async saveRequest(
    reference: string,
    record: { kind?: string; receivedAt: string; request: Record<string, unknown>; consent?: { given: boolean; text: string } },
    reports: ReportToStore[],
    messages: MessageToStore[] = [],
    /** More to write in the same transaction (the patient's private link). */
    also?: (tx: Queryable) => Promise<void>,
  ): Promise<{ reports: StoredReport[]; messages: MessageToStore[] }> {
    return this.db.transaction(async (tx) => {
      const stored = await insertRequest(tx, reference, record, reports);
      await also?.(tx);
      return { reports: stored, messages: await insertMessages(tx, messages) };
    });
  }

  private async keyOf(reference: string): Promise<Buffer | undefined> {
    const [row] = await this.db.query<{ key: Uint8Array }>('select key from request_keys where reference = $1', [reference]);
    return row ? Buffer.from(row.key) : undefined;
  }

  private unsealRow(row: { reference: string; kind: string | null; received_at: unknown; sealed: Uint8Array; key: Uint8Array }): StoredRequestRecord {
    const content = unsealJson<Pick<StoredRequestRecord, 'request' | 'consent' | 'reports'>>(row.key, row.sealed, requestLabel(row.reference));
    return { reference: row.reference, ...(row.kind ? { kind: row.kind } : {}), receivedAt: iso(row.received_at), ...content };
  }

  private static readonly requestColumns = 'r.reference, r.kind, r.received_at, r.status, r.touched_at, r.sealed, k.key';

  /** One request, unsealed; undefined when there is none (or it was erased). */
  async findRequest(reference: string): Promise<(StoredRequestRecord & { status: RequestStatus }) | undefined> {
    const [row] = await this.db.query<{ reference: string; kind: string | null; received_at: unknown; status: RequestStatus; sealed: Uint8Array; key: Uint8Array }>(
      `select ${RequestStore.requestColumns} from requests r join request_keys k using (reference) where r.reference = $1`,
      [reference],
    );
    return row && { ...this.unsealRow(row), status: row.status };
  }

  /**
   * Requests newest first, with their status: one page of `limit` from `offset`, filtered by
   * status; with `all`, every one (a search has to unseal the names to look in them).
   */
  async listRequests(query: { status: RequestStatus | null; limit?: number; offset?: number }): Promise<{ rows: Array<StoredRequestRecord & { status: RequestStatus; touchedAt: string }>; total: number }> {
    const where = query.status ? 'where r.status = $1' : '';
    const params: unknown[] = query.status ? [query.status] : [];
    const [{ total }] = await this.db.query<{ total: number }>(`select count(*)::int as total from requests r ${where}`, params);
    const page = query.limit === undefined ? '' : `limit ${Math.max(0, Math.floor(query.limit))} offset ${Math.max(0, Math.floor(query.offset ?? 0))}`;
    const rows = await this.db.query<{ reference: string; kind: string | null; received_at: unknown; touched_at: unknown; status: RequestStatus; sealed: Uint8Array; key: Uint8Array }>(
      `select ${RequestStore.requestColumns} from requests r join request_keys k using (reference) ${where} order by r.received_at desc, r.reference ${page}`,
      params,
    );
    return { rows: rows.map((row) => ({ ...this.unsealRow(row), status: row.status, touchedAt: iso(row.touched_at) })), total };
  }

  /**
   * A report's bytes, unsealed, with what was stored about it; undefined when there is none, and
   * bytes null when its sealed bytes were changed since (they no longer open with its key).
   */
  async report(reference: string, position: number): Promise<{ report: StoredReport; bytes: Buffer | null } | undefined> {
    const request = await this.findRequest(reference);
    const report = request?.reports[position - 1];
    const key = await this.keyOf(reference);
    if (!request || !report || !key) return undefined;
    const [row] = await this.db.query<{ sealed: Uint8Array }>('select sealed from reports where reference = $1 and position = $2', [reference, position]);
    if (!row) return undefined;
    try {
      return { report, bytes: unseal(key, row.sealed, reportLabel(reference, position)) };
    } catch {
      return { report, bytes: null };
    }
  }

  /** A request's status changes, oldest first, notes unsealed. */
  async events(reference: string): Promise<RequestEvent[]> {
    const key = await this.keyOf(reference);
    if (!key) return [];
    const rows = await this.db.query<{ at: unknown; by_account: string; status: RequestStatus; sealed_note: Uint8Array }>(
      'select at, by_account, status, sealed_note from events where reference = $1 order by id',
      [reference],
    );
    return rows.map((row) => ({ reference, at: iso(row.at), by: row.by_account, status: row.status, note: unseal(key, row.sealed_note, noteLabel(reference)).toString('utf8') }));
  }

  /** Records a status change (its note sealed), which also counts as a touch for retention. False when the request is gone. */
  async addEvent(event: RequestEvent): Promise<boolean> {
    const key = await this.keyOf(event.reference);
    if (!key) return false;
    return this.db.transaction(async (tx) => {
      const updated = await tx.query('update requests set status = $2, touched_at = $3::timestamptz where reference = $1 returning 1 as ok', [event.reference, event.status, event.at]);
      if (updated.length === 0) return false;
      await tx.query('insert into events (reference, at, by_account, status, sealed_note) values ($1, $2::timestamptz, $3, $4, $5)', [
        event.reference,
        event.at,
        event.by,
        event.status,
        seal(key, event.note, noteLabel(event.reference)),
      ]);
      return true;
    });
  }

  /**
   * Erases a request: its key first (so nothing sealed with it can be read again, wherever a copy
   * lies), then its row, reports, events and emails. True when there was one.
   */
  async deleteRequest(reference: string): Promise<boolean> {
    const found = await this.db.transaction(async (tx) => {
      await tx.query('delete from request_keys where reference = $1', [reference]);
      return (await tx.query('delete from requests where reference = $1 returning 1 as ok', [reference])).length > 0;
    });
    // The deleted key's row is dead but still in the table's file until vacuumed: vacuum now (a small table).
    if (found) await this.db.exec('vacuum request_keys').catch(() => undefined);
    return found;
  }

  /** Appends a line to the audit log: references and actions only, never health data. */
  async audit(entry: { at?: string; who: string; action: string; reference?: string; [detail: string]: string | number | undefined }): Promise<void> {
    const { at, who, action, reference, ...detail } = entry;
    await this.db.query('insert into audit (at, who, action, reference, detail) values ($1::timestamptz, $2, $3, $4, $5::jsonb)', [
      at ?? new Date().toISOString(),
      who,
      action,
      reference ?? null,
      JSON.stringify(detail),
    ]);
  }

  /** The audit log, oldest first (for the care team's tools and tests). */
  async auditLog(): Promise<Array<{ at: string; who: string; action: string; reference?: string } & Record<string, unknown>>> {
    const rows = await this.db.query<{ at: unknown; who: string; action: string; reference: string | null; detail: Record<string, unknown> }>('select at, who, action, reference, detail from audit order by id');
    return rows.map((row) => ({ ...row.detail, at: iso(row.at), who: row.who, action: row.action, ...(row.reference ? { reference: row.reference } : {}) }));
  }

  /** Requests untouched since `before` (retention erases them, or is about to), oldest first; no health data. */
  async expiringBefore(before: Date): Promise<Array<{ reference: string; touchedAt: string }>> {
    const rows = await this.db.query<{ reference: string; touched_at: unknown }>('select reference, touched_at from requests where touched_at < $1::timestamptz order by touched_at, reference', [before.toISOString()]);
    return rows.map((row) => ({ reference: row.reference, touchedAt: iso(row.touched_at) }));
  }

  /** Every stored request, unsealed (for tests and the care team's tools; the receiver never serves it). */
  async readRequests(): Promise<StoredRequestRecord[]> {
    return (await this.listRequests({ status: null })).rows.map(({ status: _status, touchedAt: _touched, ...record }) => record);
  }
}
