import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../../server/db/database';
import { migrate, readMigrations } from '../../../server/db/migrate';

/**
 * Databases for tests: PGlite always, and a real PostgreSQL server when TEST_DATABASE_URL names
 * one (CI starts one). Nothing is mocked.
 */
export const databaseKinds: Array<'embedded' | 'server'> = ['embedded', ...(process.env.TEST_DATABASE_URL ? (['server'] as const) : [])];

const cacheDir = join(process.cwd(), '.build', 'test-databases');

/**
 * A new, migrated PGlite in memory. A fresh PGlite runs initdb (seconds on a busy machine), so the
 * first one is dumped to .build/ and later ones start from that dump.
 */
async function embedded(): Promise<Database> {
  const migrations = await readMigrations();
  const key = createHash('sha256').update(JSON.stringify(migrations)).update('pglite-0.5').digest('hex').slice(0, 16);
  const template = join(cacheDir, `pglite-${key}.tar`);
  const cached = await readFile(template).catch(() => null);
  if (!cached) {
    const seed = await PGlite.create();
    const wrapped = await wrap(seed);
    await migrate(wrapped, migrations);
    const dump = await seed.dumpDataDir('none');
    await seed.close();
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, template);
  }
  const bytes = cached ?? (await readFile(template));
  const db = await PGlite.create({ loadDataDir: new Blob([bytes]) });
  const wrapped = await wrap(db);
  await migrate(wrapped, migrations);
  return wrapped;
}

/** The adapter's embedded shape around an open PGlite (the same code as openDatabase's). */
async function wrap(db: PGlite): Promise<Database> {
  const queryOn = (target: Pick<PGlite, 'query' | 'exec'>) => ({
    query: async <T>(text: string, params: unknown[] = []) => (await target.query(text, params)).rows as T[],
    exec: async (text: string) => {
      await target.exec(text);
    },
  });
  return { kind: 'embedded', where: '(memory)', ...queryOn(db), transaction: (fn) => db.transaction((tx) => fn(queryOn(tx))), close: () => db.close() };
}

/** A new database of its own on the test server, migrated; dropped when closed. */
async function server(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: base });
  await admin.exec(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  await migrate(db);
  return {
    ...db,
    close: async () => {
      await db.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** A new, empty, migrated database of a kind. */
export function testDatabase(kind: 'embedded' | 'server' = 'embedded'): Promise<Database> {
  return kind === 'server' ? server() : embedded();
}

/** A new database on the test server of its own, by address (for server processes); dropped by the returned function. */
export async function testServerDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: base });
  await admin.exec(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** Empties every table but the migrations' (between tests sharing a database). */
export async function emptyDatabase(db: Database): Promise<void> {
  const tables = await db.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'");
  await db.exec(`truncate ${tables.map((table) => table.tablename).join(', ')} restart identity cascade`);
}
