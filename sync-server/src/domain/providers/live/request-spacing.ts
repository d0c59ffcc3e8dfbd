import { ProviderError } from '../provider-error';

export interface RequestSpacingOptions {
  /** Provider name, for the error a refused request gets. */
  provider: string;
  /** Time between two requests leaving this process: 1000 for one a second. */
  intervalMs: number;
  /** Longest a request may wait for its turn; a request that would wait longer is refused. */
  maxWaitMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most one request per interval for the whole process, in the order they came: a usage
 * policy such as Nominatim's ("an absolute maximum of 1 request per second", summed over every
 * user of the application) binds the application, not each traveller.
 *
 * A short queue, then refusal. The request it spaces is an explicit click ('Search online'):
 * two travellers pressing it in the same second should both get their answer, a second later
 * for the second one, rather than an error. But a queue without end would let a burst of clicks
 * hold connections for minutes and answer travellers who have long given up, so a request whose
 * turn is more than `maxWaitMs` away is refused at once, with the seconds to wait (429).
 */
export class RequestSpacing {
  /** The earliest time the next request may leave. */
  private nextAt = 0;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: RequestSpacingOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
  }

  /** Waits for this request's turn, or throws a `busy` ProviderError when it is too far away. */
  async turn(): Promise<void> {
    const now = this.now();
    const at = Math.max(now, this.nextAt);
    const wait = at - now;
    if (wait > this.options.maxWaitMs) {
      throw new ProviderError(
        this.options.provider,
        'busy',
        `${this.options.provider} is asked too often; request refused`,
        { retryAfterSeconds: Math.max(1, Math.ceil((wait - this.options.maxWaitMs) / 1000)) },
      );
    }
    // Reserved before waiting, so requests that arrive meanwhile queue behind this one.
    this.nextAt = at + this.options.intervalMs;
    if (wait > 0) await this.sleep(wait);
  }

  /** The service said to wait (a 429's Retry-After): nothing leaves before then. */
  pauseFor(seconds: number): void {
    this.nextAt = Math.max(this.nextAt, this.now() + seconds * 1000);
  }
}
