/**
 * A token bucket per key: `capacity` requests at once, refilled evenly over `windowMs`. Memory is
 * bounded: past `maxKeys` clients the fullest buckets (clients that went quiet) are dropped first.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from the key's bucket: allowed, or how many seconds until one is. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const answer = this.check(key);
    if (answer.allowed) this.bucketOf(key).tokens -= 1;
    return answer;
  }

  /** Whether the key's bucket has a request left, taking nothing from it. */
  check(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const bucket = this.bucketOf(key);
    if (bucket.tokens >= 1) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / (this.capacity / this.windowMs) / 1000)) };
  }

  /** The key's bucket, refilled to now. */
  private bucketOf(key: string): { tokens: number; updated: number } {
    const now = this.now();
    const refillPerMs = this.capacity / this.windowMs;
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, updated: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.updated) * refillPerMs);
    bucket.updated = now;
    // Re-inserting keeps the map in order of last use, so pruning drops the longest-quiet clients.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.prune();
    return bucket;
  }

  private prune() {
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys * 0.9) break;
      this.buckets.delete(key);
    }
  }

  get size(): number {
    return this.buckets.size;
  }
}

/**
 * One request from each of several buckets, or none: a request refused by one bucket takes no
 * token from the others, so a refused post never uses up what its sender or anyone else may send.
 */
export function takeEach(limits: ReadonlyArray<readonly [RateLimiter, string]>): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  for (const [limiter, key] of limits) {
    const answer = limiter.check(key);
    if (!answer.allowed) return answer;
  }
  for (const [limiter, key] of limits) limiter.take(key);
  return { allowed: true };
}

/** Counts requests in progress, overall and per client, so slow uploads cannot hold every slot. */
export class InFlight {
  private total = 0;
  private readonly perKey = new Map<string, number>();

  constructor(
    private readonly maxTotal: number,
    private readonly maxPerKey: number,
  ) {}

  /** A release function, or null when the client or the receiver is at its limit. */
  enter(key: string): (() => void) | null {
    const mine = this.perKey.get(key) ?? 0;
    if (this.total >= this.maxTotal || mine >= this.maxPerKey) return null;
    this.total += 1;
    this.perKey.set(key, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perKey.get(key) ?? 1) - 1;
      if (left <= 0) this.perKey.delete(key);
      else this.perKey.set(key, left);
    };
  }
}
