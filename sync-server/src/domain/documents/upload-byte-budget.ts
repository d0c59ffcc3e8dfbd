import type { RateLimitVerdict } from '../../auth/rate-limit';

/** How fast one account may send document bytes: a steady rate, and what may come at once. */
export interface UploadRateRule {
  bytesPerSecond: number;
  /** At least one chunk (UPLOAD_CHUNK_BYTES), or no chunk could ever pass. */
  burstBytes: number;
}

const MB = 1024 * 1024;

/**
 * 1 MB a second after a burst of 100 MB (DOCUMENT_UPLOAD_MB_PER_MINUTE, DOCUMENT_UPLOAD_BURST_MB):
 * a trip's scans go up at once, and a phone's upload is rarely faster than the steady rate, while
 * one account's devices can no longer write gigabytes in a minute (a loop of uploads and deletes).
 */
export const DEFAULT_UPLOAD_RATE: UploadRateRule = { bytesPerSecond: MB, burstBytes: 100 * MB };

/** The 429 answer's words; the device waits and sends the chunk again, never marking it failed. */
export const UPLOAD_RATE_LIMITED_MESSAGE =
  'Too many document bytes sent in a short time; the upload will continue shortly';

/**
 * A token bucket of bytes per account, in memory (as the sign-in limits: per process, and a
 * restart forgets it, which only errs towards letting uploads through). A request takes its
 * bytes before its body is read; one that does not fit takes nothing and is told when it will.
 */
export class UploadByteBudget {
  private readonly buckets = new Map<string, { bytes: number; at: number }>();

  constructor(
    private readonly rule: UploadRateRule,
    private readonly now: () => number = Date.now,
  ) {}

  take(account: string, bytes: number): RateLimitVerdict {
    const now = this.now();
    const held = this.buckets.get(account);
    const elapsed = held ? Math.max(0, now - held.at) / 1000 : Infinity;
    const available = Math.min(
      this.rule.burstBytes,
      (held?.bytes ?? 0) + elapsed * this.rule.bytesPerSecond,
    );
    if (available < bytes) {
      this.buckets.set(account, { bytes: available, at: now });
      const wait = (bytes - available) / this.rule.bytesPerSecond;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
    }
    this.buckets.set(account, { bytes: available - bytes, at: now });
    if (this.buckets.size > 10_000) this.forgetFull(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Full buckets say nothing a missing one would not, so a crowd of accounts cannot grow memory. */
  private forgetFull(now: number): void {
    for (const [account, held] of this.buckets) {
      const refilled = held.bytes + ((now - held.at) / 1000) * this.rule.bytesPerSecond;
      if (refilled >= this.rule.burstBytes) this.buckets.delete(account);
    }
  }
}
