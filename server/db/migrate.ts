import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/** The folder of numbered SQL files: 0001_name.sql, 0002_name.sql… applied in order, each once. */
export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** A number that names the migrations' lock, so two servers starting at once apply them one after the other. */
const migrationLock = 7_262_829;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migrations in a folder, in order; a file not named NNNN_name.sql is an error, as is a number used twice. */
export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = /^(\d{4})_([a-z0-9-_]+)\.sql$/.exec(file);
    if (!match) throw new Error(`migrations: "${file}" is not named NNNN_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((migration) => migration.version === version)) throw new Error(`migrations: number ${match[1]} is used twice`);
    migrations.push({ version, name: match[2], sql: await readFile(`${dir}/${file}`, 'utf8') });
  }
  return migrations;
}

/**
 * Brings the database up to the newest migration: each one not yet in schema_migrations runs in a
 * transaction of its own with its row, so a migration is applied whole or not at all. Returns the
 * versions applied now.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await readMigrations());
  await db.exec('create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())');
  const applied: number[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [migrationLock]);
      const [row] = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (row) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
