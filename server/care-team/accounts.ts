import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/database';

/** A care-team account as the database keeps it: never the password, only its scrypt hash. */
interface Account {
  email: string;
  /** scrypt$N$r$p$salt$hash, salt and hash in base64. */
  password: string;
  createdAt: string;
}

/** The shortest password an account may have. */
export const minimumPasswordLength = 12;

const cost = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** The stored form of a password: its scrypt hash with a random salt and the cost it was made with. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Whether a password matches a stored hash (compared in constant time). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p), maxmem: cost.maxmem });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that matches no password, checked when an address has no account, so both take as long. */
const decoy = hashPassword(randomBytes(16).toString('hex'));

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The problem with a new password, or null. */
function passwordProblem(password: string): string | null {
  if (password.length < minimumPasswordLength) return `The password must be at least ${minimumPasswordLength} characters long.`;
  return null;
}

/**
 * The care team's accounts, in the database (care_team_accounts), so every server on one database
 * knows the same team. There is no default account: `npm run care-team -- add <email>` creates each.
 */
export class Accounts {
  constructor(private readonly db: () => Queryable) {}

  async list(): Promise<Account[]> {
    const rows = await this.db().query<{ email: string; password: string; created_at: unknown }>('select email, password, created_at from care_team_accounts order by email');
    return rows.map((row) => ({ email: row.email, password: row.password, createdAt: new Date(row.created_at as string).toISOString() }));
  }

  async find(email: string): Promise<Account | undefined> {
    const [row] = await this.db().query<{ email: string; password: string; created_at: unknown }>('select email, password, created_at from care_team_accounts where email = $1', [normaliseEmail(email)]);
    return row && { email: row.email, password: row.password, createdAt: new Date(row.created_at as string).toISOString() };
  }

  /** Adds an account, or sets a new password for an existing one. */
  async add(email: string, password: string): Promise<'added' | 'updated'> {
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);
    const address = normaliseEmail(email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`"${email}" is not an email address.`);
    const hash = await hashPassword(password);
    const updated = await this.db().query('update care_team_accounts set password = $2 where email = $1 returning email', [address, hash]);
    if (updated.length > 0) return 'updated';
    await this.db().query('insert into care_team_accounts (email, password) values ($1, $2) on conflict (email) do update set password = excluded.password', [address, hash]);
    return 'added';
  }

  async remove(email: string): Promise<boolean> {
    return (await this.db().query('delete from care_team_accounts where email = $1 returning email', [normaliseEmail(email)])).length > 0;
  }

  /** The account whose password this is, or null; as slow for an unknown address as for a wrong password. */
  async check(email: string, password: string): Promise<Account | null> {
    const account = await this.find(email);
    const ok = await verifyPassword(password, account?.password ?? (await decoy));
    return account && ok ? account : null;
  }
}

/** Where the accounts were kept before the database: a file in the data folder. */
export const accountsFileName = 'accounts.json';

/**
 * Moves the accounts of an accounts.json in the data folder (as servers before the database kept
 * them) into the database, once: an address already there keeps its password. The file is then
 * deleted, so a password changed later is never undone by it. Returns how many were moved.
 */
export async function importAccountsFile(db: Queryable, dir: string): Promise<number> {
  const file = join(dir, accountsFileName);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return 0;
  const accounts = JSON.parse(text) as Account[];
  let moved = 0;
  for (const account of accounts)
    moved += (
      await db.query('insert into care_team_accounts (email, password, created_at) values ($1, $2, $3::timestamptz) on conflict (email) do nothing returning email', [
        normaliseEmail(account.email),
        account.password,
        account.createdAt,
      ])
    ).length;
  await rm(file, { force: true });
  return moved;
}
