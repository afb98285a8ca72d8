import type { YourRequestWords } from '../../src/content/schemas/your-request';
import { inboxLink } from '../../src/lib/care-team/messages';
import { escalationMinutes, officeMinutesBetween, type OfficeHours } from '../../src/lib/patient/office-time';
import { fillTemplate } from '../../src/lib/template';
import { currentLocale } from '../../src/lib/locale';
import { plural } from '../../src/lib/plural';
import type { Queryable } from '../db/database';
import type { Outbox } from '../mail/outbox';
import type { RequestStore } from '../receiver/store';

/** Records a request's first reply from the care team (a later one changes nothing). */
export async function recordFirstReply(db: Queryable, reference: string, at: Date): Promise<void> {
  await db.query(
    `insert into request_promise (reference, first_reply_at) values ($1, $2::timestamptz)
     on conflict (reference) do update set first_reply_at = coalesce(request_promise.first_reply_at, excluded.first_reply_at)`,
    [reference, at.toISOString()],
  );
}

/**
 * Tells a second person (CARE_TEAM_ESCALATION_EMAIL) of every patient's request still new, with
 * no first reply, after `escalationMinutes` office minutes: once per request, the reference and the
 * inbox's link only. Returns the references escalated now.
 */
export async function escalateOverdue(options: { store: RequestStore; outbox: Outbox; hours: OfficeHours; to: string; origin: string; words: YourRequestWords; now: Date }): Promise<string[]> {
  const { store, now } = options;
  // A week back is far more than 90 office minutes over any weekend or holiday.
  const rows = await store.db.query<{ reference: string; received_at: unknown }>(
    `select r.reference, r.received_at from requests r left join request_promise p using (reference)
     where r.kind is null and r.status = 'new' and r.received_at > $1::timestamptz
       and (p.reference is null or (p.first_reply_at is null and p.escalated_at is null))`,
    [new Date(now.getTime() - 7 * 86_400_000).toISOString()],
  );
  const escalated: string[] = [];
  for (const row of rows) {
    const received = row.received_at instanceof Date ? row.received_at : new Date(String(row.received_at));
    const minutes = officeMinutesBetween(received, now, options.hours);
    if (minutes < escalationMinutes) continue;
    // One statement takes the request's turn, so two servers never both send it.
    const [taken] = await store.db.query(
      `insert into request_promise (reference, escalated_at) values ($1, $2::timestamptz)
       on conflict (reference) do update set escalated_at = excluded.escalated_at where request_promise.escalated_at is null and request_promise.first_reply_at is null
       returning 1 as ok`,
      [row.reference, now.toISOString()],
    );
    if (!taken) continue;
    await options.outbox.add([
      {
        id: `${row.reference}.escalation`,
        kind: 'escalation',
        reference: row.reference,
        to: options.to,
        subject: fillTemplate(options.words.mail.escalationSubject, { reference: row.reference }),
        text: fillTemplate(plural(options.words.mail.escalationText, minutes, currentLocale()), { reference: row.reference, minutes: String(minutes), link: inboxLink(options.origin, row.reference) }),
      },
    ]);
    escalated.push(row.reference);
  }
  return escalated;
}
