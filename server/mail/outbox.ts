import { randomBytes } from 'node:crypto';
import type { OutgoingMessage } from '../../src/lib/care-team/messages';
import { insertMessages, type MessageToStore, type RequestStore } from '../receiver/store';

/** A message as the outbox keeps it. */
export type QueuedMessage = OutgoingMessage & { createdAt: string };

/** A message a sender has taken to send, with the tries before this one. */
export type ClaimedMessage = QueuedMessage & { attempts: number };

/** What the outbox holds now, for the inbox. */
export interface OutboxCounts {
  waiting: number;
  undeliverable: number;
}

/** How long a sender holds a message it took: past this another server may take it (a send gives up well before; see sender.ts). */
const leaseSeconds = 90;

const time = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** A row of the outbox as the sender and the inbox read it. */
function messageOf(row: { id: string; kind: OutgoingMessage['kind']; reference: string | null; recipient: string; subject: string; body: string; created_at: unknown }) {
  return { id: row.id, kind: row.kind, ...(row.reference ? { reference: row.reference } : {}), to: row.recipient, subject: row.subject, text: row.body, createdAt: time(row.created_at) };
}

/**
 * The durable outbox: the outbox table, written with the request in one transaction before the
 * receiver answers. Senders on any number of servers take messages with FOR UPDATE SKIP LOCKED
 * and hold each for a while, so no two send the same one.
 */
export class Outbox {
  private readonly listeners = new Set<() => void>();
  /** Names this process's leases (a server's sender). */
  readonly owner = randomBytes(6).toString('hex');

  constructor(readonly store: RequestStore) {}

  /** The rows to write for new messages. */
  static records(messages: OutgoingMessage[], now = new Date()): QueuedMessage[] {
    return messages.map((message) => ({ ...message, createdAt: now.toISOString() }));
  }

  /** Takes note that messages were written (with their request), and wakes the sender. */
  written(records: MessageToStore[]): void {
    if (records.length === 0) return;
    for (const listener of this.listeners) listener();
  }

  /** Writes messages of their own (the newsletter's confirmation), within their kind's limits. Returns those written. */
  async add(messages: OutgoingMessage[]): Promise<MessageToStore[]> {
    const written = await this.store.db.transaction((tx) => insertMessages(tx, Outbox.records(messages)));
    this.written(written);
    return written;
  }

  /** Takes the oldest message that is due and that no other sender holds, or null. */
  async claim(now = new Date()): Promise<ClaimedMessage | null> {
    const [row] = await this.store.db.query<{ id: string; kind: OutgoingMessage['kind']; reference: string | null; recipient: string; subject: string; body: string; created_at: unknown; attempts: number }>(
      `update outbox set leased_until = $1::timestamptz + make_interval(secs => $2)
       where id = (
         select id from outbox
         where sent_at is null and undeliverable_at is null and not_before <= $1::timestamptz
           and (leased_until is null or leased_until < $1::timestamptz)
         order by created_at, seq limit 1
         for update skip locked)
       returning id, kind, reference, recipient, subject, body, created_at, attempts`,
      [now.toISOString(), leaseSeconds],
    );
    if (!row) return null;
    return {
      ...messageOf(row),
      attempts: row.attempts,
    };
  }

  /** The mail server accepted it: done. */
  async markSent(id: string): Promise<void> {
    await this.store.db.query('update outbox set sent_at = now(), leased_until = null, attempts = attempts + 1 where id = $1', [id]);
  }

  /** Not sent this time: tried again once `retryAt` has passed. */
  async retryLater(id: string, retryAt: Date, error: string): Promise<void> {
    await this.store.db.query('update outbox set leased_until = null, attempts = attempts + 1, not_before = $2::timestamptz, last_error = $3 where id = $1', [id, retryAt.toISOString(), error]);
  }

  /** Given back untried (the mail server is down): due again at once for whoever takes it. */
  async release(id: string): Promise<void> {
    await this.store.db.query('update outbox set leased_until = null where id = $1', [id]);
  }

  /** Frees every message a sender holds (at the start of the only process that may send). */
  async releaseAll(): Promise<void> {
    await this.store.db.query('update outbox set leased_until = null where leased_until is not null');
  }

  /** The mail server refused it for good: never tried again, and the inbox shows it. */
  async markUndeliverable(id: string, error: string): Promise<void> {
    await this.store.db.query('update outbox set undeliverable_at = now(), leased_until = null, attempts = attempts + 1, last_error = $2 where id = $1', [id, error]);
  }

  /** A request's emails and what became of them, for its page in the inbox. */
  async ofRequest(reference: string): Promise<Array<{ id: string; kind: string; state: 'sent' | 'waiting' | 'undeliverable' }>> {
    const rows = await this.store.db.query<{ id: string; kind: string; sent: boolean; undeliverable: boolean }>(
      'select id, kind, sent_at is not null as sent, undeliverable_at is not null as undeliverable from outbox where reference = $1 order by created_at, seq',
      [reference],
    );
    return rows.map((row) => ({ id: row.id, kind: row.kind, state: row.sent ? 'sent' : row.undeliverable ? 'undeliverable' : 'waiting' }));
  }

  async counts(): Promise<OutboxCounts> {
    const [row] = await this.store.db.query<OutboxCounts>(
      `select count(*) filter (where sent_at is null and undeliverable_at is null)::int as waiting,
              count(*) filter (where undeliverable_at is not null)::int as undeliverable from outbox`,
    );
    return row;
  }

  /** When the next waiting message falls due, or null when none waits. */
  async nextDue(): Promise<number | null> {
    const [row] = await this.store.db.query<{ due: unknown }>(
      'select min(greatest(not_before, coalesce(leased_until, not_before))) as due from outbox where sent_at is null and undeliverable_at is null',
    );
    return row?.due ? new Date(row.due as string).getTime() : null;
  }

  /** Every message, in the order written (tests and tools). */
  async all(): Promise<Array<QueuedMessage & { sentAt: string | null; undeliverable: boolean; attempts: number; lastError: string | null }>> {
    const rows = await this.store.db.query<{ id: string; kind: OutgoingMessage['kind']; reference: string | null; recipient: string; subject: string; body: string; created_at: unknown; sent_at: unknown; undeliverable_at: unknown; attempts: number; last_error: string | null }>(
      'select * from outbox order by created_at, seq',
    );
    return rows.map((row) => ({
      ...messageOf(row),
      sentAt: row.sent_at ? time(row.sent_at) : null,
      undeliverable: Boolean(row.undeliverable_at),
      attempts: row.attempts,
      lastError: row.last_error,
    }));
  }

  /** Calls back whenever messages are written by this process. */
  onWritten(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
