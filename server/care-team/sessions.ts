import { randomBytes } from 'node:crypto';

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

/**
 * Signed-in sessions, in memory: a restart signs everyone out. An id is 32 random bytes; a
 * session ends after `idleMs` without use or `maxMs` in all.
 */
export class Sessions {
  private readonly sessions = new Map<string, Session>();

  constructor(
    readonly idleMs = 30 * 60_000,
    readonly maxMs = 12 * 60 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session with a new id (never one the browser brought along). */
  create(email: string, stamp: string): Session {
    const now = this.now();
    const session = { id: randomBytes(32).toString('base64url'), email, stamp, csrf: randomBytes(32).toString('base64url'), createdAt: now, lastSeen: now };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session of an id, touched; undefined when unknown or expired. */
  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    const now = this.now();
    if (now - session.lastSeen > this.idleMs || now - session.createdAt > this.maxMs) {
      this.sessions.delete(id);
      return undefined;
    }
    session.lastSeen = now;
    return session;
  }

  end(id: string): void {
    this.sessions.delete(id);
  }

  /** Ends every session of an account, on every device. */
  endAll(email: string): number {
    let ended = 0;
    for (const [id, session] of this.sessions)
      if (session.email === email) {
        this.sessions.delete(id);
        ended += 1;
      }
    return ended;
  }
}

/**
 * Failed sign-ins, per account and per address: from the `slowAfter`th failure within the window
 * each answer waits a second more, and from the `lockAfter`th sign-in is refused until the
 * window since the last failure has passed.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly windowMs = 15 * 60_000,
    readonly slowAfter = 3,
    readonly lockAfter = 10,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Seconds until these keys may try again, or 0 when they may now. */
  lockedFor(keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      const list = this.recent(key);
      if (list.length >= this.lockAfter) wait = Math.max(wait, Math.ceil((list[list.length - 1] + this.windowMs - this.now()) / 1000));
    }
    return wait;
  }

  /** How long to hold the answer to a failed attempt, in milliseconds. */
  fail(keys: string[]): number {
    let most = 0;
    for (const key of keys) {
      const list = [...this.recent(key), this.now()];
      this.failures.set(key, list);
      most = Math.max(most, list.length);
    }
    if (this.failures.size > 50_000) this.failures.clear();
    return most >= this.slowAfter ? (most - this.slowAfter + 1) * 1000 : 0;
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}
