/**
 * How many files the server reads at once, on this process: each run of the extractor takes a
 * core for up to its time limit, and the server has other work. A request that finds every slot
 * taken is told to come back (429), rather than queued behind work that may take seconds each.
 */
export class ExtractionSlots {
  private taken = 0;

  constructor(readonly limit: number) {}

  /** A slot, with the function that gives it back (once); null when all are taken. */
  take(): (() => void) | null {
    if (this.taken >= this.limit) return null;
    this.taken += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.taken -= 1;
    };
  }

  get inUse(): number {
    return this.taken;
  }
}
