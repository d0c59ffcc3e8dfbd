import type { ChangeBus } from '../../db/connection';

/**
 * How many live-update streams one signed-in session, and one account over all its sessions,
 * may hold open on this process. Each is a socket and a file descriptor for as long as it
 * lives; without a cap one account could hold thousands and starve everyone (decision 010).
 */
export interface StreamLimits {
  perSession: number;
  perAccount: number;
}

/** A few tabs of the app on one device; several devices of one traveller. */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 8, perAccount: 20 };

export interface SubscribeOptions {
  /** Who holds the stream within the account (a digest of the session token). */
  session?: string;
  /** The subscription was ended to make room for a newer one of the same session or account. */
  onReplaced?: () => void;
}

interface Subscription {
  readonly session: string | undefined;
  readonly listener: () => void;
  readonly onReplaced: (() => void) | undefined;
}

/**
 * Who is listening for "something changed for you" (the live-updates channel,
 * routes/sync-events.ts). A notification carries no data: the device runs its normal sync, so
 * what it sees is exactly what a pull allows. Listeners are in memory, per process; with a bus
 * (the database's, decision 010) a change made on any server process reaches the listeners of
 * every process. A listener lost with its process is found again when the device reconnects
 * and pulls.
 */
export class ChangeHub {
  /** Per user, in the order they subscribed: the first is the oldest. */
  private readonly listeners = new Map<string, Set<Subscription>>();
  private readonly closer = new AbortController();
  /** Listening on the bus only while this process has a listener of its own. */
  private onBus: { stop(): void; listening: Promise<void> } | null = null;

  constructor(
    private readonly bus?: ChangeBus,
    private readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS,
  ) {}

  /**
   * Calls `listener` on each change for `userId`; answers the function that stops it. Beyond the
   * limits, the oldest subscription of the same session (else of the account) is ended first,
   * and told so: the newest stream is the one a traveller is looking at, and a stream whose tab
   * is gone without a goodbye (a crashed browser, a lost network) never takes a new one's place.
   */
  subscribe(userId: string, listener: () => void, options: SubscribeOptions = {}): () => void {
    let forUser = this.listeners.get(userId);
    if (!forUser) {
      forUser = new Set();
      this.listeners.set(userId, forUser);
    }
    this.makeRoom(forUser, options.session);
    // An entry per subscription, so subscribing the same function twice needs two unsubscribes.
    const entry: Subscription = {
      session: options.session,
      listener,
      onReplaced: options.onReplaced,
    };
    forUser.add(entry);
    if (this.bus && !this.onBus) this.onBus = this.bus.subscribe((ids) => this.deliver(ids));
    return () => {
      const current = this.listeners.get(userId);
      if (!current?.delete(entry)) return;
      if (current.size === 0) this.listeners.delete(userId);
      if (this.listeners.size === 0 && this.onBus) {
        this.onBus.stop();
        this.onBus = null;
      }
    };
  }

  /** Leaves room for one more subscription of this session and account: the oldest go. */
  private makeRoom(forUser: Set<Subscription>, session: string | undefined): void {
    if (session !== undefined) {
      const ofSession = [...forUser].filter((s) => s.session === session);
      const over = ofSession.length - (this.limits.perSession - 1);
      for (const old of ofSession.slice(0, Math.max(0, over))) this.replace(forUser, old);
    }
    const over = forUser.size - (this.limits.perAccount - 1);
    for (const old of [...forUser].slice(0, Math.max(0, over))) this.replace(forUser, old);
  }

  /** Ends a subscription to make room; its stream says so and closes. */
  private replace(forUser: Set<Subscription>, old: Subscription): void {
    forUser.delete(old);
    try {
      old.onReplaced?.();
    } catch (err) {
      console.error('A replaced stream failed to close', { err });
    }
  }

  /**
   * Resolves once changes made on any process from now on reach this process's listeners (the
   * bus is listening), so a stream can say `ready` without missing one. Rejects if the bus
   * cannot listen; the stream then still works for changes made by this process.
   */
  whenListening(): Promise<void> {
    return this.onBus?.listening ?? Promise.resolve();
  }

  /**
   * Tells every listener of these users once, even when a user is named twice: on every
   * process through the bus when there is one, else here.
   */
  notifyUsers(userIds: Iterable<string>): void {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    if (this.bus) this.bus.publish(unique);
    else this.deliver(unique);
  }

  private deliver(userIds: readonly string[]): void {
    for (const userId of new Set(userIds)) {
      // A copy: a listener may unsubscribe (its stream closed) while we go through them.
      for (const { listener } of [...(this.listeners.get(userId) ?? [])]) {
        try {
          listener();
        } catch (err) {
          // One broken stream must not keep the user's other devices from hearing of the change.
          console.error('A change listener failed', { userId, err });
        }
      }
    }
  }

  /** Open subscriptions, over all users. */
  get connectionCount(): number {
    let count = 0;
    for (const forUser of this.listeners.values()) count += forUser.size;
    return count;
  }

  /**
   * Aborted by `close()`. Streams end when it fires: an open event stream is an active
   * connection, and `server.close()` waits for every active connection to finish.
   */
  get closing(): AbortSignal {
    return this.closer.signal;
  }

  /** The server is shutting down: asks every stream to end. */
  close(): void {
    this.closer.abort();
  }
}
