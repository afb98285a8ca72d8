import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** A care-team account as accounts.json keeps it: never the password, only its scrypt hash. */
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
 * The care team's accounts, in accounts.json in the request store (never served). There is no
 * default account: `npm run care-team -- add <email>` creates each.
 */
export class Accounts {
  constructor(readonly dir: string) {}

  get file(): string {
    return join(this.dir, 'accounts.json');
  }

  async list(): Promise<Account[]> {
    const text = await readFile(this.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '[]';
      throw error;
    });
    return JSON.parse(text) as Account[];
  }

  async find(email: string): Promise<Account | undefined> {
    const wanted = normaliseEmail(email);
    return (await this.list()).find((account) => account.email === wanted);
  }

  private async save(accounts: Account[]): Promise<void> {
    const temporary = `${this.file}.${process.pid}.tmp`;
    await rm(temporary, { force: true });
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(accounts, null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.file);
  }

  /** Adds an account, or sets a new password for an existing one. */
  async add(email: string, password: string): Promise<'added' | 'updated'> {
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);
    const address = normaliseEmail(email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`"${email}" is not an email address.`);
    const accounts = await this.list();
    const existing = accounts.find((account) => account.email === address);
    const entry = { email: address, password: await hashPassword(password), createdAt: existing?.createdAt ?? new Date().toISOString() };
    await this.save([...accounts.filter((account) => account.email !== address), entry]);
    return existing ? 'updated' : 'added';
  }

  async remove(email: string): Promise<boolean> {
    const address = normaliseEmail(email);
    const accounts = await this.list();
    const kept = accounts.filter((account) => account.email !== address);
    if (kept.length === accounts.length) return false;
    await this.save(kept);
    return true;
  }

  /** The account whose password this is, or null; as slow for an unknown address as for a wrong password. */
  async check(email: string, password: string): Promise<Account | null> {
    const account = await this.find(email);
    const ok = await verifyPassword(password, account?.password ?? (await decoy));
    return account && ok ? account : null;
  }
}
