import { currentStatus } from '../../src/lib/care-team/inbox';
import type { Outbox } from '../mail/outbox';
import type { RequestStore } from '../receiver/store';
import type { RequestEvent, StoredRequestRecord } from './inbox';

/** How long a closed request is kept: REQUEST_RETENTION_DAYS, 365 days unless set. */
export function retentionDaysFromEnvironment(): number {
  const days = Number(process.env.REQUEST_RETENTION_DAYS);
  return Number.isFinite(days) && days > 0 ? days : 365;
}

/**
 * Erases every closed request received more than `days` ago, with its reports, events and
 * emails, and notes each in the audit log (its reference only). Returns the references erased.
 */
export async function eraseExpired(store: RequestStore, outbox: Outbox, days: number, now = Date.now()): Promise<string[]> {
  const events = new Map<string, RequestEvent[]>();
  for (const event of await store.read<RequestEvent>('events')) events.set(event.reference, [...(events.get(event.reference) ?? []), event]);
  const cutoff = now - days * 86_400_000;
  const expired = (await store.read<StoredRequestRecord>('requests')).filter(
    (record) => Date.parse(record.receivedAt) < cutoff && currentStatus(events.get(record.reference) ?? []) === 'closed',
  );
  for (const record of expired) {
    await store.deleteRequest(record.reference);
    outbox.forget(record.reference);
    await store.appendTo('audit', { at: new Date(now).toISOString(), who: 'retention', action: 'deleted-by-retention', reference: record.reference, days });
  }
  return expired.map((record) => record.reference);
}

/** Runs the retention at start and then every hour, for as long as the server runs. */
export function scheduleRetention(store: RequestStore, outbox: Outbox, days: number, log: (line: string) => void = console.log): NodeJS.Timeout {
  const run = () =>
    eraseExpired(store, outbox, days).then(
      (erased) => erased.length > 0 && log(`Retention: erased ${erased.length} closed requests older than ${days} days.`),
      (error: unknown) => log(`Retention failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(run, 60 * 60_000);
  timer.unref();
  return timer;
}
