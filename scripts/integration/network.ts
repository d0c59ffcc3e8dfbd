import type { Fetchable } from './harness';

/**
 * What can go wrong with one request:
 * - offline: the request never leaves the device;
 * - status: a proxy or overloaded server answers it without the app seeing it;
 * - drop: the server handles it, then the answer is lost (a lost acknowledgement);
 * - hang: no answer at all until the device gives up (its timeout aborts the request).
 */
export type Fault =
  { kind: 'offline' } | { kind: 'status'; status: number } | { kind: 'drop' } | { kind: 'hang' };

export type SyncPath = '/api/sync/push' | '/api/sync/pull';

export interface LoggedRequest {
  path: string;
  /** The status the device saw, or what happened instead. */
  outcome: number | Fault['kind'];
}

/** A device's connection to the server, with faults a test can switch on. */
export class Network {
  /** Every request fails as if the device had no connection. */
  offline = false;
  readonly log: LoggedRequest[] = [];
  /** Runs (and is awaited) as a sync request leaves the device, before the server has it. */
  beforeServer: ((path: string) => Promise<void> | void) | undefined;
  /** Runs once the server has answered a sync request, before the device reads the answer. */
  afterServer: ((path: string) => Promise<void> | void) | undefined;
  private readonly faults: Array<{ path: SyncPath; fault: Fault }> = [];

  /** Queues faults for the next requests to `path`, one request each, in order. */
  inject(path: SyncPath, ...faults: Fault[]): void {
    for (const fault of faults) this.faults.push({ path, fault });
  }

  pendingFaults(): number {
    return this.faults.length;
  }

  /** Forgets the faults queued and not yet met: the connection is healthy from now on. */
  clearFaults(): void {
    this.faults.length = 0;
  }

  /** Pushes the device sent (answered or not), for counting requests. */
  pushCount(): number {
    return this.log.filter((r) => r.path === '/api/sync/push' && r.outcome !== 'offline').length;
  }

  fetchVia(target: () => Fetchable, cookie: () => string): typeof fetch {
    return async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (this.offline) return this.fail(path, { kind: 'offline' }, init);
      const index = this.faults.findIndex((f) => f.path === path);
      const fault = index >= 0 ? this.faults.splice(index, 1)[0]?.fault : undefined;
      if (fault && fault.kind !== 'drop') return this.fail(path, fault, init);

      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie());
      headers.set('sec-fetch-site', 'same-origin');
      if (path.startsWith('/api/sync/')) await this.beforeServer?.(path);
      const res = await target().request(`http://localhost${String(input)}`, { ...init, headers });
      if (path.startsWith('/api/sync/')) await this.afterServer?.(path);
      if (fault) return this.fail(path, fault, init);
      this.log.push({ path, outcome: res.status });
      return res;
    };
  }

  private fail(path: string, fault: Fault, init: RequestInit | undefined): Promise<Response> {
    this.log.push({ path, outcome: fault.kind === 'status' ? fault.status : fault.kind });
    switch (fault.kind) {
      case 'status':
        return Promise.resolve(
          new Response(JSON.stringify({ message: `Injected ${fault.status}` }), {
            status: fault.status,
            headers: { 'content-type': 'application/json' },
          }),
        );
      case 'hang':
        return new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted')));
        });
      default:
        return Promise.reject(new TypeError('Failed to fetch'));
    }
  }
}
