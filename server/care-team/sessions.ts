import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

export interface Session {
  id: string;
  email: string;
  /** The account's password hash at sign-in: a new password (or a removed account) ends the session. */
  stamp: string;
  /** The token every form of this session carries (CSRF). */
  csrf: string;
  createdAt: number;
  lastSeen: number;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Signed-in sessions, in the database: a restart signs no one out, and every server on the same
 * database knows them. The table holds a hash of each id, never the id the cookie carries. An id
 * is 32 random bytes; a session ends after `idleMs` without use or `maxMs` in all.
 */
export class Sessions {
  constructor(
    private readonly db: () => Database,
    readonly idleMs = 30 * 60_000,
    readonly maxMs = 12 * 60 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session with a new id (never one the browser brought along). */
  async create(email: string, stamp: string): Promise<Session> {
    const now = this.now();
    const session = { id: randomBytes(32).toString('base64url'), email, stamp, csrf: randomBytes(32).toString('base64url'), createdAt: now, lastSeen: now };
    await this.db().query('insert into sessions (id_hash, email, stamp, csrf, created_at, last_seen) values ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz)', [
      hashOf(session.id),
      email,
      stamp,
      session.csrf,
      new Date(now).toISOString(),
    ]);
    return session;
  }

  /** The live session of an id, touched; undefined when unknown or expired. */
  async get(id: string | undefined): Promise<Session | undefined> {
    if (!id) return undefined;
    const now = this.now();
    const [row] = await this.db().query<{ email: string; stamp: string; csrf: string; created_at: Date | string; last_seen: Date | string }>(
      'select email, stamp, csrf, created_at, last_seen from sessions where id_hash = $1',
      [hashOf(id)],
    );
    if (!row) return undefined;
    const createdAt = new Date(row.created_at).getTime();
    const lastSeen = new Date(row.last_seen).getTime();
    if (now - lastSeen > this.idleMs || now - createdAt > this.maxMs) {
      await this.end(id);
      return undefined;
    }
    await this.db().query('update sessions set last_seen = $2::timestamptz where id_hash = $1', [hashOf(id), new Date(now).toISOString()]);
    return { id, email: row.email, stamp: row.stamp, csrf: row.csrf, createdAt, lastSeen: now };
  }

  async end(id: string): Promise<void> {
    await this.db().query('delete from sessions where id_hash = $1', [hashOf(id)]);
  }

  /** Ends every session of an account, on every device and server. */
  async endAll(email: string): Promise<number> {
    return (await this.db().query('delete from sessions where email = $1 returning 1 as ok', [email])).length;
  }

  /** Forgets sessions that can no longer be used. */
  async sweep(): Promise<void> {
    const now = this.now();
    await this.db().query('delete from sessions where last_seen < $1::timestamptz or created_at < $2::timestamptz', [new Date(now - this.idleMs).toISOString(), new Date(now - this.maxMs).toISOString()]);
  }
}

/** What the throttle says of a sign-in before its password is checked. */
export interface ThrottleVerdict {
  /** Seconds until this address may try again; 0 when it may now. */
  lockedForSeconds: number;
}

/** What the throttle says after a failed sign-in. */
export interface FailureVerdict {
  /** How long to hold the answer, in milliseconds. */
  holdMs: number;
  /** The account has had `warnAfter` failures in the window: its owner should hear of it. */
  warnOwner: boolean;
}

/**
 * Failed sign-ins, in the database, by the address they come from and by account (an account is
 * named by a hash of the typed text, never the text itself). From the `lockAfter`th failure
 * within the window an address is refused until the window since its last failure has passed.
 * An account is never locked, so a stranger cannot lock a member out: failures spread over
 * addresses only slow its answers (from the `slowAfter`th, a second more each, at most `maxHoldMs`),
 * and at the `warnAfter`th its owner is told.
 */
export class SignInThrottle {
  constructor(
    private readonly db: () => Database,
    readonly windowMs = 15 * 60_000,
    readonly slowAfter = 3,
    readonly lockAfter = 10,
    readonly warnAfter = 5,
    readonly maxHoldMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  static addressKey(address: string): string {
    return `address:${address}`;
  }

  static accountKey(typedEmail: string): string {
    return `account:${hashOf(typedEmail.trim().toLowerCase())}`;
  }

  private async count(key: string): Promise<{ count: number; last: number }> {
    const [row] = await this.db().query<{ count: number; last: Date | string | null }>(
      'select count(*)::int as count, max(at) as last from sign_in_failures where key = $1 and at > $2::timestamptz',
      [key, new Date(this.now() - this.windowMs).toISOString()],
    );
    return { count: row.count, last: row.last ? new Date(row.last).getTime() : 0 };
  }

  /** Checked before any password is hashed: whether the address may try now. */
  async check(address: string): Promise<ThrottleVerdict> {
    const { count, last } = await this.count(SignInThrottle.addressKey(address));
    return { lockedForSeconds: count >= this.lockAfter ? Math.max(1, Math.ceil((last + this.windowMs - this.now()) / 1000)) : 0 };
  }

  /** Records a failure from an address for a typed account. */
  async fail(address: string, typedEmail: string): Promise<FailureVerdict> {
    const at = new Date(this.now()).toISOString();
    const accountKey = SignInThrottle.accountKey(typedEmail);
    await this.db().query('insert into sign_in_failures (key, at) values ($1, $3::timestamptz), ($2, $3::timestamptz)', [SignInThrottle.addressKey(address), accountKey, at]);
    const account = await this.count(accountKey);
    const address_ = await this.count(SignInThrottle.addressKey(address));
    const most = Math.max(account.count, address_.count);
    return { holdMs: most >= this.slowAfter ? Math.min(this.maxHoldMs, (most - this.slowAfter + 1) * 1000) : 0, warnOwner: account.count >= this.warnAfter };
  }

  /** A successful sign-in clears its address's and its account's failures. */
  async succeed(address: string, email: string): Promise<void> {
    await this.db().query('delete from sign_in_failures where key = $1 or key = $2', [SignInThrottle.addressKey(address), SignInThrottle.accountKey(email)]);
  }

  /** Forgets failures older than the window. */
  async sweep(): Promise<void> {
    await this.db().query('delete from sign_in_failures where at < $1::timestamptz', [new Date(this.now() - this.windowMs).toISOString()]);
  }
}

/**
 * Password hashes in flight at once. scrypt runs on Node's small thread pool, which also reads the
 * site's files: a crowd of sign-ins must not take every thread. A sign-in that finds no slot free
 * is refused at once (503), not queued.
 */
export class HashSlots {
  private inUse = 0;
  /** The most that were ever in use at once, and how many hashes were let through in all (tests). */
  peak = 0;
  entered = 0;

  constructor(readonly size = 2) {}

  /** A release function, or null when every slot is taken. */
  tryEnter(): (() => void) | null {
    if (this.inUse >= this.size) return null;
    this.inUse += 1;
    this.entered += 1;
    this.peak = Math.max(this.peak, this.inUse);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inUse -= 1;
    };
  }
}
