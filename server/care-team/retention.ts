import type { RequestStore } from '../receiver/store';
import { redactedReason } from '../mail/sender';

/** How long a request is kept after its last change: REQUEST_RETENTION_DAYS, 365 days unless set. */
export function retentionDaysFromEnvironment(): number {
  const days = Number(process.env.REQUEST_RETENTION_DAYS);
  return Number.isFinite(days) && days > 0 ? days : 365;
}

/** How long the audit log keeps a line: AUDIT_RETENTION_DAYS, two years unless set. */
export function auditRetentionDaysFromEnvironment(): number {
  const days = Number(process.env.AUDIT_RETENTION_DAYS);
  return Number.isFinite(days) && days > 0 ? days : 730;
}

/** The inbox lists a request this many days before retention erases it. */
export const expiringSoonDays = 14;

/** Days an unconfirmed (or unsubscribed) newsletter address is kept. */
export const subscriptionRetentionDays = 7;

/** Days a sent or undeliverable email that belongs to no request (it holds an address) is kept. */
const mailRetentionDays = 30;

const daysAgo = (now: number, days: number) => new Date(now - days * 86_400_000).toISOString();

export interface RetentionPeriods {
  /** Requests untouched this long, whatever their status. */
  requestDays: number;
  /** Lines of the audit log older than this. */
  auditDays: number;
}

/**
 * Erases what is kept past its time: every request untouched (neither received nor changed) for
 * `requestDays`, whatever its status, with its reports, events and emails, each noted in the audit
 * log (its reference only); newsletter addresses never confirmed (or unsubscribed) after a week;
 * the audit log's lines past `auditDays`; and the expired sessions, sign-in failures and mail
 * limits. Returns the references erased.
 */
export async function eraseExpired(store: RequestStore, periods: RetentionPeriods, now = Date.now()): Promise<string[]> {
  const expired = await store.expiringBefore(new Date(now - periods.requestDays * 86_400_000));
  const erased: string[] = [];
  for (const { reference } of expired) {
    if (!(await store.deleteRequest(reference))) continue;
    erased.push(reference);
    await store.audit({ at: new Date(now).toISOString(), who: 'retention', action: 'deleted-by-retention', reference, days: periods.requestDays });
  }
  const { db } = store;
  await db.query('delete from subscriptions where (confirmed_at is null or unsubscribed_at is not null) and coalesce(unsubscribed_at, created_at) < $1::timestamptz', [daysAgo(now, subscriptionRetentionDays)]);
  await db.query('delete from audit where at < $1::timestamptz', [daysAgo(now, periods.auditDays)]);
  await db.query('delete from outbox where reference is null and coalesce(sent_at, undeliverable_at) < $1::timestamptz', [daysAgo(now, mailRetentionDays)]);
  await db.query('delete from mail_limits where last_at < $1::timestamptz', [daysAgo(now, 1)]);
  await db.query('delete from sign_in_failures where at < $1::timestamptz', [daysAgo(now, 1)]);
  await db.query('delete from sessions where last_seen < $1::timestamptz', [daysAgo(now, 1)]);
  return erased;
}

/** Runs the retention at start and then every hour, for as long as the server runs. */
export function scheduleRetention(store: RequestStore, periods: RetentionPeriods, log: (line: string) => void = console.log): NodeJS.Timeout {
  const run = () =>
    eraseExpired(store, periods).then(
      (erased) => erased.length > 0 && log(`Retention: erased ${erased.length} requests untouched for ${periods.requestDays} days.`),
      (error: unknown) => log(`Retention failed: ${redactedReason(error)}`),
    );
  void run();
  const timer = setInterval(run, 60 * 60_000);
  timer.unref();
  return timer;
}
