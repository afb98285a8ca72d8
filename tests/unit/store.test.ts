import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lockEmbedded, openDatabase, processStart, type Database } from '../../server/db/database';
import { migrate, readMigrations } from '../../server/db/migrate';
import { Outbox } from '../../server/mail/outbox';
import { importStoreFolder, legacyFiles } from '../../server/receiver/import-folder';
import { RequestStore } from '../../server/receiver/store';
import { databaseKinds, emptyDatabase, testDatabase } from './helpers/database';

const pdf = new TextEncoder().encode('%PDF-1.4\n% a report\n');
const request = { firstName: 'Amina', lastName: 'Okafor', email: 'amina@example.com', country: 'Nigeria', condition: 'other', message: 'Bleeding since March' };

const folders: string[] = [];
async function folder() {
  const dir = await mkdtemp(join(tmpdir(), 'store-test-'));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('refuse a file not named NNNN_name.sql, and a number used twice', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'first.sql'), 'select 1');
    await expect(readMigrations(dir)).rejects.toThrow('NNNN_name.sql');
    await rm(join(dir, 'first.sql'));
    await writeFile(join(dir, '0001_a.sql'), 'select 1');
    await writeFile(join(dir, '0001_b.sql'), 'select 1');
    await expect(readMigrations(dir)).rejects.toThrow('used twice');
  });
});

describe('the embedded database folder', () => {
  it('is held by one process at a time: a second is refused while the first runs, and takes over once it has ended', async () => {
    const dir = join(await folder(), 'database');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await writeFile(`${dir}.lock`, String(other.pid));
      await expect(openDatabase({ dir })).rejects.toThrow(String(other.pid));
      await expect(lockEmbedded(dir)).rejects.toThrow('DATABASE_URL');
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // The holder was killed without letting go: its lock is stale, and taken over.
    const unlock = await lockEmbedded(dir);
    expect((await readFile(`${dir}.lock`, 'utf8')).split(' ')[0]).toBe(String(process.pid));
    await unlock();
    await expect(readFile(`${dir}.lock`, 'utf8')).rejects.toThrow();
  });

  it('is taken over when the holder has ended and another process has its number now', async () => {
    const dir = join(await folder(), 'database');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const start = processStart(other.pid!);
      // Where the system says when a process started (Linux), a lock written by the running process is held...
      if (start !== '') {
        await writeFile(`${dir}.lock`, `${other.pid} ${start}`);
        await expect(lockEmbedded(dir)).rejects.toThrow(String(other.pid));
      }
      // ...and one written by an earlier process of the same number (a crash, then a restart) is not.
      await writeFile(`${dir}.lock`, `${other.pid} ${start === '' ? 'elsewhere' : `${start.split(':')[0]}:0`}`);
      const unlock = await lockEmbedded(dir);
      expect((await readFile(`${dir}.lock`, 'utf8')).split(' ')[0]).toBe(String(process.pid));
      await unlock();
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
  });
});

describe.each(databaseKinds)('the store on a %s database', { timeout: 90_000 }, (kind) => {
  let db: Database;
  let store: RequestStore;
  beforeAll(async () => {
    db = await testDatabase(kind);
    store = new RequestStore(await folder(), { database: db });
    await store.open();
  });
  afterEach(() => emptyDatabase(db));
  afterAll(() => db.close());

  it('applies each migration once, whole, in order, and records it', async () => {
    const migrations = await readMigrations();
    expect((await db.query<{ version: number }>('select version from schema_migrations order by version')).map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);
    // A migration that fails leaves nothing of itself behind, and is not recorded.
    const broken = { version: 9999, name: 'broken', sql: 'create table half_done (id integer); select * from no_such_table;' };
    await expect(migrate(db, [...migrations, broken])).rejects.toThrow();
    expect(await db.query("select 1 from pg_tables where tablename = 'half_done'")).toEqual([]);
    expect(await db.query('select 1 from schema_migrations where version = 9999')).toEqual([]);
  });

  it('keeps a request and its report sealed, and gives them back whole', async () => {
    const { reports } = await store.saveRequest('CC-20261125-AAAAAA', { receivedAt: '2026-11-25T10:00:00.000Z', request }, [{ name: 'scan.pdf', extension: 'pdf', type: 'application/pdf', bytes: pdf }]);
    expect(reports).toEqual([expect.objectContaining({ name: 'scan.pdf', size: pdf.length })]);
    expect(await store.findRequest('CC-20261125-AAAAAA')).toMatchObject({ reference: 'CC-20261125-AAAAAA', receivedAt: '2026-11-25T10:00:00.000Z', request, status: 'new' });
    expect(new Uint8Array((await store.report('CC-20261125-AAAAAA', 1))!.bytes!)).toEqual(pdf);
    const [row] = await db.query<{ sealed: Uint8Array }>('select sealed from requests');
    const [report] = await db.query<{ sealed: Uint8Array }>('select sealed from reports');
    for (const secret of ['Okafor', 'Bleeding', 'amina@']) expect(Buffer.from(row.sealed).toString('latin1')).not.toContain(secret);
    expect(Buffer.from(report.sealed).toString('latin1')).not.toContain('%PDF');
  });

  it('writes a request and its emails in one transaction: when one fails, neither is kept', async () => {
    const message = { id: 'CC-20261125-BBBBBB.notification', kind: 'notification', reference: 'CC-20261125-BBBBBB', to: 'team@care.example', subject: 's', text: 't', createdAt: new Date().toISOString() };
    await expect(store.saveRequest('CC-20261125-BBBBBB', { receivedAt: new Date().toISOString(), request }, [], [message, { ...message, id: 'CC-NO-SUCH-REQUEST.notification', reference: 'CC-NO-SUCH-REQUEST' }])).rejects.toThrow();
    expect(await store.findRequest('CC-20261125-BBBBBB')).toBeUndefined();
    expect(await db.query('select 1 from outbox')).toEqual([]);
  });

  it('makes a read error an error, never an empty list', async () => {
    await store.saveRequest('CC-20261125-CCCCCC', { receivedAt: new Date().toISOString(), request }, []);
    await db.query("update request_keys set key = '\\x00'::bytea");
    await expect(store.listRequests({ status: null })).rejects.toThrow();
  });

  it('lets two senders take different messages at the same moment (FOR UPDATE SKIP LOCKED)', async () => {
    const outbox = new Outbox(store);
    await outbox.add(Array.from({ length: 6 }, (_, index) => ({ id: `m.${index}`, kind: 'notification' as const, to: 'team@care.example', subject: 's', text: 't' })));
    const claims = await Promise.all(Array.from({ length: 6 }, () => new Outbox(store).claim()));
    const ids = claims.map((claim) => claim?.id);
    expect(new Set(ids).size).toBe(6);
    expect(await outbox.claim()).toBeNull();
  });
});

describe('a store folder of JSON lines from before the database', { timeout: 90_000 }, () => {
  let db: Database;
  beforeAll(async () => {
    db = await testDatabase();
  });
  afterAll(() => db.close());

  async function legacyFolder() {
    const dir = await folder();
    const reference = 'CC-20261001-OLDONE';
    await mkdir(join(dir, 'reports', reference), { recursive: true });
    await writeFile(join(dir, 'reports', reference, '1.pdf'), pdf);
    const line = (value: object) => `${JSON.stringify(value)}\n`;
    await writeFile(
      join(dir, 'requests.jsonl'),
      line({ reference, receivedAt: '2026-10-01T08:00:00.000Z', request, consent: { given: true, text: 'I agree' }, reports: [{ file: `reports/${reference}/1.pdf`, name: 'scan.pdf', type: 'application/pdf', size: pdf.length, sha256: 'x' }] }) +
        line({ reference: 'CC-20261002-OLDTWO', kind: 'application', receivedAt: '2026-10-02T08:00:00.000Z', request: { name: 'Dr Rao' }, reports: [] }) +
        '{"reference":"CC-CUT-SHORT',
    );
    await writeFile(join(dir, 'events.jsonl'), line({ reference, at: '2026-10-03T08:00:00.000Z', by: 'nurse@care.example', status: 'contacted', note: 'Called her' }));
    await writeFile(
      join(dir, 'outbox.jsonl'),
      line({ type: 'message', id: `${reference}.notification`, kind: 'notification', reference, to: 'team@care.example', subject: 's', text: 't', createdAt: '2026-10-01T08:00:00.000Z' }) +
        line({ type: 'message', id: `${reference}.acknowledgement`, kind: 'acknowledgement', reference, to: 'amina@example.com', subject: 's', text: 't', createdAt: '2026-10-01T08:00:00.000Z' }) +
        line({ type: 'sent', id: `${reference}.notification`, at: '2026-10-01T08:00:05.000Z' }),
    );
    await writeFile(
      join(dir, 'subscriptions.jsonl'),
      line({ type: 'pending', id: 'subscription.a', email: 'reader@example.com', confirmHash: 'c', unsubscribeHash: 'u', at: '2026-10-01T08:00:00.000Z' }) +
        line({ type: 'confirmed', id: 'subscription.a', email: 'reader@example.com', confirmHash: 'c', at: '2026-10-01T09:00:00.000Z' }),
    );
    await writeFile(join(dir, 'audit.jsonl'), line({ at: '2026-10-03T08:00:00.000Z', who: 'nurse@care.example', action: 'opened', reference }));
    return { dir, reference };
  }

  it('is imported once at first start, with nothing lost, and its files are deleted', async () => {
    await emptyDatabase(db);
    const { dir, reference } = await legacyFolder();
    const store = new RequestStore(dir, { database: db });
    await store.open();
    expect(await importStoreFolder(store, () => undefined)).toEqual({ requests: 2, reports: 1, events: 1, messages: 2, subscriptions: 1, audit: 1 });
    const imported = await store.findRequest(reference);
    expect(imported).toMatchObject({ request, status: 'contacted', consent: { given: true, text: 'I agree' } });
    expect(new Uint8Array((await store.report(reference, 1))!.bytes!)).toEqual(pdf);
    expect(await store.events(reference)).toEqual([expect.objectContaining({ status: 'contacted', note: 'Called her' })]);
    expect(await new Outbox(store).ofRequest(reference)).toEqual([
      { id: `${reference}.notification`, kind: 'notification', state: 'sent' },
      { id: `${reference}.acknowledgement`, kind: 'acknowledgement', state: 'waiting' },
    ]);
    expect(await db.query('select email, confirmed_at is not null as confirmed from subscriptions')).toEqual([{ email: 'reader@example.com', confirmed: true }]);
    expect(await store.findRequest('CC-20261002-OLDTWO')).toMatchObject({ kind: 'application' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('is never imported twice, even when a start stopped before deleting its files', async () => {
    await emptyDatabase(db);
    const { dir } = await legacyFolder();
    const store = new RequestStore(dir, { database: db });
    await store.open();
    await importStoreFolder(store, () => undefined);
    // The files again, as if the first start had stopped between its commit and the deletion.
    const again = await legacyFolder();
    for (const file of [...legacyFiles, 'reports']) await rm(join(dir, file), { recursive: true, force: true });
    const second = new RequestStore(again.dir, { database: db });
    await second.open();
    expect(await importStoreFolder(second, () => undefined)).toBeNull();
    expect((await second.readRequests()).length).toBe(2);
    expect(await db.query('select 1 from audit')).toHaveLength(1);
    expect(await readdir(again.dir)).toEqual([]);
  });
});
