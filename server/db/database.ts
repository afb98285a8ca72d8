import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';

/** A row as a query returns it. */
export type Row = Record<string, unknown>;

/** What a query runs on: the database itself, or one transaction of it. */
export interface Queryable {
  /** One statement with $1, $2… parameters; its rows. */
  query<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (a migration). */
  exec(text: string): Promise<void>;
}

/**
 * The server's database: the same SQL on both kinds. "embedded" is PGlite (PostgreSQL compiled to
 * WebAssembly) in a folder of the data folder, one process at a time; "server" is a pool of
 * connections to a PostgreSQL server (DATABASE_URL), which several servers may share.
 */
export interface Database extends Queryable {
  readonly kind: 'embedded' | 'server';
  /** Where it is, for a log line: the folder, or the server's host and database (never its password). */
  readonly where: string;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where a PostgreSQL address points, without its password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return '(an address that is not a URL)';
  }
}

async function openServer(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops is replaced at the next query; it must not end the process.
  pool.on('error', (error) => console.error(`database: a connection failed: ${error.message}`));
  const queryOn = (client: { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    exec: async (text: string) => {
      await client.query(text);
    },
  });
  await pool.query('select 1');
  return {
    kind: 'server',
    where: describeUrl(url),
    ...queryOn(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(queryOn(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Whether a process of this number is running (ours or another user's). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What tells the process of a number from a later one given the same number, after a crash or a
 * restart (a container's processes are numbered from 1 again): on Linux, the machine's boot and the
 * time the process started; elsewhere nothing ('').
 */
export function processStart(pid: number): string {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces and brackets): the start time is the 22nd field.
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return started ? `${boot}:${started}` : '';
  } catch {
    return '';
  }
}

/** Whether the lock's holder, as it wrote itself ("pid start", or a lone pid from before starts were written), still runs. */
function holderRuns(lock: string): number | null {
  const [pidText, start = ''] = lock.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !running(pid)) return null;
  // Another process of that number, started since: the holder has ended.
  return start !== '' && processStart(pid) !== start ? null : pid;
}

/**
 * Claims the embedded database in `dir` for this process, through `dir.lock` holding its number and
 * start (processStart): two processes writing one PGlite folder would corrupt it. A lock whose
 * process has ended (a crash, a kill), even when another process has its number now, is taken over.
 * Returns what lets it go.
 */
export async function lockEmbedded(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(`${process.pid} ${processStart(process.pid)}`.trim());
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderRuns(await readFile(file, 'utf8').catch(() => ''));
      if (holder !== null)
        throw new Error(`The embedded database in ${dir} is open in another process (${holder}): stop that one first, or give both a PostgreSQL server (DATABASE_URL).`);
      await rm(file, { force: true });
    }
  }
  throw new Error(`Cannot claim the embedded database in ${dir}.`);
}

async function openEmbedded(dir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dir) await mkdir(dir, { recursive: true, mode: 0o700 });
  const unlock = dir ? await lockEmbedded(dir) : async () => undefined;
  const db = await PGlite.create(dir ? { dataDir: dir } : {}).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  type Target = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>; exec: (text: string) => Promise<unknown> };
  const queryOn = (target: Target): Queryable => ({
    query: async <T>(text: string, params: unknown[] = []) => (await target.query(text, params)).rows as T[],
    exec: async (text: string) => {
      await target.exec(text);
    },
  });
  return {
    kind: 'embedded',
    where: dir ?? '(memory)',
    ...queryOn(db),
    transaction: (fn) => db.transaction((tx) => fn(queryOn(tx))),
    close: async () => {
      await db.close();
      await unlock();
    },
  };
}

/**
 * Opens the database: the PostgreSQL server at `url` when given (DATABASE_URL), else PGlite in
 * `dir` (in memory without one).
 */
export function openDatabase(options: { url?: string; dir?: string }): Promise<Database> {
  return options.url ? openServer(options.url) : openEmbedded(options.dir);
}
