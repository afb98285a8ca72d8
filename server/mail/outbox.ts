import type { OutgoingMessage } from '../../src/lib/care-team/messages';
import type { RequestStore } from '../receiver/store';

/** A line of outbox.jsonl: a message to send, or the mark that the mail server accepted one. */
export type OutboxRecord = ({ type: 'message'; createdAt: string } & OutgoingMessage) | { type: 'sent'; id: string; at: string };

export type QueuedMessage = Extract<OutboxRecord, { type: 'message' }>;

/**
 * The durable outbox: messages are lines of outbox.jsonl in the request store, written with the
 * request before the receiver answers; a message is done once a "sent" line names it. Kept in
 * memory too (this process is the file's only writer), in the order the messages were written.
 */
export class Outbox {
  private readonly waiting = new Map<string, QueuedMessage>();
  private readonly known = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(readonly store: RequestStore) {}

  /** Reads the file: every message without a "sent" line waits. */
  async load(): Promise<void> {
    this.waiting.clear();
    this.known.clear();
    for (const record of await this.store.read<OutboxRecord>('outbox')) {
      if (record.type === 'message') {
        this.known.add(record.id);
        this.waiting.set(record.id, record);
      } else if (record.type === 'sent') this.waiting.delete(record.id);
    }
  }

  /** The lines to write for new messages (written by the store with their request). */
  static records(messages: OutgoingMessage[], now = new Date()): QueuedMessage[] {
    return messages.map((message) => ({ type: 'message', createdAt: now.toISOString(), ...message }));
  }

  /** Takes note of messages the store has written, and wakes the sender. */
  written(records: QueuedMessage[]): void {
    for (const record of records) {
      if (this.known.has(record.id)) continue;
      this.known.add(record.id);
      this.waiting.set(record.id, record);
    }
    for (const listener of this.listeners) listener();
  }

  /** Writes messages of their own (the newsletter's confirmation), then takes note of them. */
  async add(messages: OutgoingMessage[]): Promise<void> {
    const records = Outbox.records(messages).filter((record) => !this.known.has(record.id));
    if (records.length === 0) return;
    await this.store.appendTo('outbox', ...records);
    this.written(records);
  }

  has(id: string): boolean {
    return this.known.has(id);
  }

  /** Records that the mail server accepted a message; on disk before anything else happens. */
  async markSent(id: string): Promise<void> {
    await this.store.appendTo('outbox', { type: 'sent', id, at: new Date().toISOString() });
    this.waiting.delete(id);
  }

  /** A request was erased: its messages are gone from the file, and from here. */
  forget(reference: string): void {
    for (const [id, message] of this.waiting) if (message.reference === reference) this.waiting.delete(id);
  }

  /** The messages that wait, oldest first. */
  pending(): QueuedMessage[] {
    return [...this.waiting.values()];
  }

  get size(): number {
    return this.waiting.size;
  }

  /** Calls back whenever messages are written. */
  onWritten(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
