export interface RateLimitRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window that refused this attempt ends. */
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter per key, kept in memory. One Node process serves the app, so memory is
 * the right place; a restart forgets the counts, which only ever errs towards letting people in.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitVerdict {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (this.windows.size > 10_000) this.sweep(now);
    return {
      allowed: window.count <= this.rule.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  /** Drops expired windows so a flood of distinct keys cannot grow memory without bound. */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
