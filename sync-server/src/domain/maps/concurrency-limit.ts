/**
 * At most `max` tasks at a time; the rest wait their turn in order. What keeps the HTTP source
 * to a few requests at once against a server we do not own, however many ranges a cut asks for.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('The limit must be 1 or more');
  }

  /** How many tasks run now. */
  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the first waiter, so a newcomer arriving in
    // between cannot take it too.
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
