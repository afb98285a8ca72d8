import { readFile, rm, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { insertRequest, type RequestEvent, type ReportToStore, type RequestStore } from './store';

/** The files of the store as it was before the database: JSON lines, and reports in reports/<reference>/. */
export const legacyFiles = ['requests.jsonl', 'events.jsonl', 'outbox.jsonl', 'subscriptions.jsonl', 'audit.jsonl'] as const;

/** What an import brought in, as store_imports keeps it. */
export interface ImportCounts {
  requests: number;
  reports: number;
  events: number;
  messages: number;
  subscriptions: number;
  audit: number;
}

/** The name of the import in store_imports: one folder of JSON lines, imported once. */
const importSource = 'jsonl-folder';
const importLock = 7_262_830;

async function lines<T>(dir: string, file: string): Promise<T[]> {
  const text = await readFile(join(dir, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text.split('\n').flatMap((line) => {
    if (line.trim() === '') return [];
    try {
      return [JSON.parse(line) as T];
    } catch {
      // A line a crash cut short was never answered with a 201: the old store skipped it too.
      return [];
    }
  });
}

interface LegacyRequest {
  reference: string;
  kind?: string;
  receivedAt: string;
  request: Record<string, unknown>;
  consent?: { given: boolean; text: string };
  reports?: Array<{ file: string; name: string; type: string; size: number; sha256: string }>;
}
type LegacyOutbox = { type: 'message'; id: string; kind: string; reference?: string; to: string; subject: string; text: string; createdAt: string } | { type: 'sent'; id: string; at: string };
type LegacySubscription = { type: 'pending' | 'confirmed' | 'unsubscribed'; id: string; email: string; confirmHash?: string; unsubscribeHash?: string; at: string };

/**
 * Imports a store folder of JSON lines (requests.jsonl, reports/ and the rest, as the server kept
 * them before the database) once, in one transaction: all of it or nothing. The import is recorded
 * in store_imports in the same transaction, so a second start imports nothing again. Once it is
 * committed the old files are deleted: the database is then the only copy, and erasing a request
 * erases it everywhere. Returns what was imported, or null when there was nothing to import.
 */
export async function importStoreFolder(store: RequestStore, log: (line: string) => void = console.log): Promise<ImportCounts | null> {
  const dir = store.dir;
  const present = (await Promise.all(legacyFiles.map((file) => stat(join(dir, file)).then(() => true, () => false)))).some(Boolean);
  if (!present) return null;
  const requests = await lines<LegacyRequest>(dir, 'requests.jsonl');
  const events = await lines<RequestEvent>(dir, 'events.jsonl');
  const outbox = await lines<LegacyOutbox>(dir, 'outbox.jsonl');
  const subscriptions = await lines<LegacySubscription>(dir, 'subscriptions.jsonl');
  const audit = await lines<Record<string, unknown> & { at: string; who: string; action: string; reference?: string }>(dir, 'audit.jsonl');
  const reportsDir = resolve(dir, 'reports');
  const counts = await store.db.transaction(async (tx): Promise<ImportCounts | null> => {
    await tx.query('select pg_advisory_xact_lock($1)', [importLock]);
    if ((await tx.query('select 1 from store_imports where source = $1', [importSource])).length > 0) return null;
    const counts: ImportCounts = { requests: 0, reports: 0, events: 0, messages: 0, subscriptions: 0, audit: 0 };
    const imported = new Set<string>();
    for (const record of requests) {
      if (imported.has(record.reference)) continue;
      const reports: ReportToStore[] = [];
      for (const report of record.reports ?? []) {
        const file = resolve(dir, report.file);
        if (!file.startsWith(reportsDir + sep)) throw new Error(`import: report ${report.file} of ${record.reference} lies outside reports/`);
        reports.push({ name: report.name, type: report.type, extension: extname(file).slice(1) || 'bin', bytes: await readFile(file) });
      }
      const ofRequest = events.filter((event) => event.reference === record.reference);
      await insertRequest(tx, record.reference, record, reports, ofRequest);
      imported.add(record.reference);
      counts.requests += 1;
      counts.reports += reports.length;
      counts.events += ofRequest.length;
    }
    const sentAt = new Map(outbox.flatMap((line) => (line.type === 'sent' ? [[line.id, line.at] as const] : [])));
    for (const line of outbox) {
      // An erased request's emails went with it.
      if (line.type !== 'message' || (line.reference && !imported.has(line.reference))) continue;
      const rows = await tx.query(
        `insert into outbox (id, kind, reference, recipient, subject, body, created_at, not_before, sent_at)
         values ($1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz, $8::timestamptz) on conflict (id) do nothing returning 1 as ok`,
        [line.id, line.kind, line.reference ?? null, line.to, line.subject, line.text, line.createdAt, sentAt.get(line.id) ?? null],
      );
      counts.messages += rows.length;
    }
    for (const line of subscriptions) {
      if (line.type === 'pending' && line.confirmHash && line.unsubscribeHash) {
        await tx.query('insert into subscriptions (id, email, confirm_hash, unsubscribe_hash, created_at) values ($1, $2, $3, $4, $5::timestamptz) on conflict do nothing', [
          line.id,
          line.email,
          line.confirmHash,
          line.unsubscribeHash,
          line.at,
        ]);
        counts.subscriptions += 1;
      } else if (line.type === 'confirmed') await tx.query('update subscriptions set confirmed_at = $2::timestamptz where id = $1', [line.id, line.at]);
      else if (line.type === 'unsubscribed') await tx.query('update subscriptions set unsubscribed_at = $2::timestamptz where id = $1', [line.id, line.at]);
    }
    for (const line of audit) {
      const { at, who, action, reference, ...detail } = line;
      await tx.query('insert into audit (at, who, action, reference, detail) values ($1::timestamptz, $2, $3, $4, $5::jsonb)', [at, who, action, reference ?? null, JSON.stringify(detail)]);
      counts.audit += 1;
    }
    await tx.query('insert into store_imports (source, counts) values ($1, $2::jsonb)', [importSource, JSON.stringify(counts)]);
    return counts;
  });
  // Imported now or by an earlier start that stopped before this: the files are no longer needed.
  for (const file of legacyFiles) await rm(join(dir, file), { force: true });
  await rm(reportsDir, { recursive: true, force: true });
  if (counts)
    log(`Store: imported ${counts.requests} requests (${counts.reports} reports, ${counts.events} status changes), ${counts.messages} emails, ${counts.subscriptions} subscriptions and ${counts.audit} audit lines from ${dir}; the old files are deleted.`);
  return counts;
}
