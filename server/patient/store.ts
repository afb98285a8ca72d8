import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { seal, sealJson, unseal, unsealJson } from '../db/seal';
import { addressHash, type ReportToStore, type StoredReport } from '../receiver/store';
import { patientLinkMinutes } from '../../src/lib/patient/paths';
import { quoteSchema, type Quote } from '../../src/lib/patient/quote';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/** Who wrote a message. */
export type MessageAuthor = 'patient' | 'care-team';

/** A message of a request's thread, unsealed. */
export interface ThreadMessage {
  id: number;
  at: string;
  author: MessageAuthor;
  /** The care team's account that wrote it; null for the patient. */
  by: string | null;
  text: string;
  reports: StoredReport[];
  /** When the other side first read it, or null. */
  readAt: string | null;
}

/** Why a private link was made. */
export type LinkReason = 'acknowledgement' | 'asked' | 'message';

/** A patient's session: known by a hash of their address, never by the address. */
export interface PatientSession {
  id: string;
  emailHash: string;
  csrf: string;
  /** The language tag of the link that opened it (a tag of the site's languages), or null. */
  language: string | null;
}

const quoteLabel = (reference: string, id: number) => `${reference}/quote/${id}`;
const messageLabel = (reference: string, id: number) => `${reference}/message/${id}`;
const messageReportLabel = (reference: string, id: number, position: number) => `${reference}/message/${id}/report/${position}`;

/** A new private link's token: 32 random bytes. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/**
 * Writes, in the request's own transaction, who may open it (a hash of the patient's address) and
 * the acknowledgement's private link `token` (only its hash is stored).
 */
export async function insertPatientAccess(tx: Queryable, reference: string, email: string, token: string, now = new Date(), language: string | null = null): Promise<void> {
  await tx.query('insert into request_contacts (reference, email_hash) values ($1, $2)', [reference, addressHash(email)]);
  await insertLink(tx, { emailHash: addressHash(email), reference, reason: 'acknowledgement', now, token, language });
}

/** A new private link (its token; only a hash of it is stored), valid for patientLinkMinutes and once; `language`, the tag its pages speak. */
export async function insertLink(tx: Queryable, link: { emailHash: string; reference: string | null; reason: LinkReason; now: Date; token?: string; language?: string | null }): Promise<string> {
  const token = link.token ?? newLinkToken();
  await tx.query('insert into patient_links (token_hash, email_hash, reference, reason, created_at, expires_at, language) values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz, $7)', [
    hashOf(token),
    link.emailHash,
    link.reference,
    link.reason,
    link.now.toISOString(),
    new Date(link.now.getTime() + patientLinkMinutes * 60_000).toISOString(),
    link.language ?? null,
  ]);
  return token;
}

/**
 * The patient's side of the store: private links, patients' sessions, and the messages of a
 * request's thread (sealed with the request's key, so erasing the request erases them).
 */
export class PatientStore {
  constructor(
    private readonly db: () => Database,
    /** A session ends after this long without use, or `maxMs` in all. */
    readonly idleMs = 30 * 60_000,
    readonly maxMs = 12 * 60 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The requests an address gave (newest first): references and when they came. */
  async requestsOf(emailHash: string): Promise<Array<{ reference: string; receivedAt: string }>> {
    const rows = await this.db().query<{ reference: string; received_at: unknown }>(
      'select r.reference, r.received_at from request_contacts c join requests r using (reference) where c.email_hash = $1 order by r.received_at desc',
      [emailHash],
    );
    return rows.map((row) => ({ reference: row.reference, receivedAt: iso(row.received_at) }));
  }

  /** Whether a request is one of the address's. */
  async owns(emailHash: string, reference: string): Promise<boolean> {
    const rows = await this.db().query('select 1 as ok from request_contacts where reference = $1 and email_hash = $2', [reference, emailHash]);
    return rows.length > 0;
  }

  /** Who gave a request (the hash of their address), or undefined. */
  async contactOf(reference: string): Promise<string | undefined> {
    const [row] = await this.db().query<{ email_hash: string }>('select email_hash from request_contacts where reference = $1', [reference]);
    return row?.email_hash;
  }

  /** Links asked for on the site for an address since `since`. */
  async linksAskedSince(emailHash: string, since: Date): Promise<number> {
    const [row] = await this.db().query<{ count: number }>("select count(*)::int as count from patient_links where email_hash = $1 and reason = 'asked' and created_at > $2::timestamptz", [
      emailHash,
      since.toISOString(),
    ]);
    return row.count;
  }

  /** A link for an address, when fewer than `perHour` were asked for in the last hour; null otherwise. */
  async askLink(emailHash: string, perHour: number, language: string | null = null): Promise<string | null> {
    const now = new Date(this.now());
    return this.db().transaction(async (tx) => {
      // One address at a time, so two asks at once cannot both pass the count.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`patient-link:${emailHash}`]);
      const [row] = await tx.query<{ count: number }>("select count(*)::int as count from patient_links where email_hash = $1 and reason = 'asked' and created_at > $2::timestamptz", [
        emailHash,
        new Date(now.getTime() - 3_600_000).toISOString(),
      ]);
      if (row.count >= perHour) return null;
      return insertLink(tx, { emailHash, reference: null, reason: 'asked', now, language });
    });
  }

  /** A link is still good (unused, unexpired): the page that shows its button. */
  async linkIsValid(token: string): Promise<boolean> {
    if (!token) return false;
    const rows = await this.db().query('select 1 as ok from patient_links where token_hash = $1 and used_at is null and expires_at > $2::timestamptz', [hashOf(token), new Date(this.now()).toISOString()]);
    return rows.length > 0;
  }

  /**
   * The language a link was made in and the request it leads to (used or not), or undefined: its
   * pages, even the one saying it no longer works, speak the patient's language.
   */
  async linkLanguage(token: string): Promise<{ language: string | null; reference: string | null } | undefined> {
    if (!token) return undefined;
    const [row] = await this.db().query<{ language: string | null; reference: string | null }>('select language, reference from patient_links where token_hash = $1', [hashOf(token)]);
    return row && { language: row.language, reference: row.reference };
  }

  /** Uses a link, once: the address's hash and the request it leads to; undefined when used, expired or unknown. */
  async useLink(token: string): Promise<{ emailHash: string; reference: string | null; language: string | null } | undefined> {
    if (!token) return undefined;
    const now = new Date(this.now()).toISOString();
    const [row] = await this.db().query<{ email_hash: string; reference: string | null; language: string | null }>(
      'update patient_links set used_at = $2::timestamptz where token_hash = $1 and used_at is null and expires_at > $2::timestamptz returning email_hash, reference, language',
      [hashOf(token), now],
    );
    return row && { emailHash: row.email_hash, reference: row.reference, language: row.language };
  }

  /** A new session (a new random id; the table keeps its hash), speaking `language` (a tag) where no request says otherwise. */
  async createSession(emailHash: string, language: string | null = null): Promise<PatientSession> {
    const session = { id: randomBytes(32).toString('base64url'), emailHash, csrf: randomBytes(32).toString('base64url'), language };
    const now = new Date(this.now()).toISOString();
    await this.db().query('insert into patient_sessions (id_hash, email_hash, csrf, created_at, last_seen, language) values ($1, $2, $3, $4::timestamptz, $4::timestamptz, $5)', [
      hashOf(session.id),
      emailHash,
      session.csrf,
      now,
      language,
    ]);
    return session;
  }

  /** The live session of an id, touched; undefined when unknown or expired. */
  async session(id: string | undefined): Promise<PatientSession | undefined> {
    if (!id) return undefined;
    const now = this.now();
    const [row] = await this.db().query<{ email_hash: string; csrf: string; created_at: unknown; last_seen: unknown; language: string | null }>(
      'select email_hash, csrf, created_at, last_seen, language from patient_sessions where id_hash = $1',
      [hashOf(id)],
    );
    if (!row) return undefined;
    if (now - new Date(iso(row.last_seen)).getTime() > this.idleMs || now - new Date(iso(row.created_at)).getTime() > this.maxMs) {
      await this.endSession(id);
      return undefined;
    }
    await this.db().query('update patient_sessions set last_seen = $2::timestamptz where id_hash = $1', [hashOf(id), new Date(now).toISOString()]);
    return { id, emailHash: row.email_hash, csrf: row.csrf, language: row.language };
  }

  async endSession(id: string): Promise<void> {
    await this.db().query('delete from patient_sessions where id_hash = $1', [hashOf(id)]);
  }

  private async keyOf(reference: string, on: Queryable = this.db()): Promise<Buffer | undefined> {
    const [row] = await on.query<{ key: Uint8Array }>('select key from request_keys where reference = $1', [reference]);
    return row ? Buffer.from(row.key) : undefined;
  }

  /**
   * Adds a message to a request's thread, its words and reports sealed with the request's key;
   * touches the request (retention counts from here). Undefined when the request is gone.
   */
  async addMessage(reference: string, message: { author: MessageAuthor; by: string | null; text: string; reports: ReportToStore[] }): Promise<number | undefined> {
    return this.db().transaction(async (tx) => {
      const key = await this.keyOf(reference, tx);
      if (!key) return undefined;
      const at = new Date(this.now()).toISOString();
      const [{ id }] = await tx.query<{ id: number }>("select nextval(pg_get_serial_sequence('request_messages', 'id'))::int as id");
      const reports: StoredReport[] = message.reports.map((report) => ({
        extension: report.extension,
        name: report.name,
        type: report.type,
        size: report.bytes.byteLength,
        sha256: createHash('sha256').update(report.bytes).digest('hex'),
      }));
      await tx.query('insert into request_messages (id, reference, at, author, by_account, sealed) values ($1, $2, $3::timestamptz, $4, $5, $6)', [
        id,
        reference,
        at,
        message.author,
        message.by,
        sealJson(key, { text: message.text, reports }, messageLabel(reference, id)),
      ]);
      for (const [index, report] of message.reports.entries())
        await tx.query('insert into message_reports (message_id, position, reference, size, sealed) values ($1, $2, $3, $4, $5)', [
          id,
          index + 1,
          reference,
          report.bytes.byteLength,
          seal(key, report.bytes, messageReportLabel(reference, id, index + 1)),
        ]);
      await tx.query('update requests set touched_at = $2::timestamptz where reference = $1', [reference, at]);
      return id;
    });
  }

  /** Attaches a quote (sealed with the request's key); undefined when the request is gone. */
  async addQuote(reference: string, by: string, quote: Quote): Promise<number | undefined> {
    return this.db().transaction(async (tx) => {
      const key = await this.keyOf(reference, tx);
      if (!key) return undefined;
      const [{ id }] = await tx.query<{ id: number }>("select nextval(pg_get_serial_sequence('request_quotes', 'id'))::int as id");
      await tx.query('insert into request_quotes (id, reference, at, by_account, sealed) values ($1, $2, $3::timestamptz, $4, $5)', [id, reference, new Date(this.now()).toISOString(), by, sealJson(key, quote, quoteLabel(reference, id))]);
      return id;
    });
  }

  /** The newest quote of a request (read as quotes are now, whenever it was made), with when it was made; undefined when none. */
  async latestQuote(reference: string): Promise<(Quote & { at: string }) | undefined> {
    const key = await this.keyOf(reference);
    if (!key) return undefined;
    const [row] = await this.db().query<{ id: number; at: unknown; sealed: Uint8Array }>('select id, at, sealed from request_quotes where reference = $1 order by id desc limit 1', [reference]);
    return row && { ...quoteSchema.parse(unsealJson<unknown>(key, row.sealed, quoteLabel(reference, row.id))), at: iso(row.at) };
  }

  /** A request's thread, oldest first, unsealed. */
  async thread(reference: string): Promise<ThreadMessage[]> {
    const key = await this.keyOf(reference);
    if (!key) return [];
    const rows = await this.db().query<{ id: number; at: unknown; author: MessageAuthor; by_account: string | null; sealed: Uint8Array; read_at: unknown }>(
      'select id, at, author, by_account, sealed, read_at from request_messages where reference = $1 order by id',
      [reference],
    );
    return rows.map((row) => {
      const content = unsealJson<{ text: string; reports: StoredReport[] }>(key, row.sealed, messageLabel(reference, row.id));
      return { id: row.id, at: iso(row.at), author: row.author, by: row.by_account, text: content.text, reports: content.reports, readAt: row.read_at ? iso(row.read_at) : null };
    });
  }

  /** Marks as read what the other side wrote (the reader is `reader`). */
  async markRead(reference: string, reader: MessageAuthor): Promise<void> {
    await this.db().query('update request_messages set read_at = $3::timestamptz where reference = $1 and author <> $2 and read_at is null', [reference, reader, new Date(this.now()).toISOString()]);
  }

  /** Unread messages from patients, by reference (for the care team's list). */
  async unreadFromPatients(): Promise<Map<string, number>> {
    const rows = await this.db().query<{ reference: string; count: number }>("select reference, count(*)::int as count from request_messages where author = 'patient' and read_at is null group by reference");
    return new Map(rows.map((row) => [row.reference, row.count]));
  }

  /** A report of a message, unsealed and checked against its checksum; undefined when there is none or it does not match. */
  async messageReport(reference: string, messageId: number, position: number): Promise<{ report: StoredReport; bytes: Buffer } | undefined> {
    const message = (await this.thread(reference)).find((entry) => entry.id === messageId);
    const report = message?.reports[position - 1];
    const key = await this.keyOf(reference);
    if (!report || !key) return undefined;
    const [row] = await this.db().query<{ sealed: Uint8Array }>('select sealed from message_reports where message_id = $1 and position = $2 and reference = $3', [messageId, position, reference]);
    if (!row) return undefined;
    try {
      const bytes = unseal(key, row.sealed, messageReportLabel(reference, messageId, position));
      return createHash('sha256').update(bytes).digest('hex') === report.sha256 ? { report, bytes } : undefined;
    } catch {
      return undefined;
    }
  }
}
