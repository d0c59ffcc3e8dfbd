import { createApp, type AppDeps } from '../app';
import { openTestDatabase } from './test-database';

const ORIGIN = 'http://localhost';

/**
 * An app on a private empty database (SQLite in memory, or a PostgreSQL schema of its own on
 * the PostgreSQL leg: test-database.ts) plus a tiny cookie-keeping client, so tests read like
 * a browser session: `await alice.post('/api/login', {...})`.
 */
export function testApp(overrides: Partial<AppDeps> = {}) {
  const built = createApp({ db: openTestDatabase(), bcryptCost: 4, ...overrides });
  return { ...built, client: () => new TestClient(built.app) };
}

type Fetchable = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly app: Fetchable) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const init: RequestInit = {
      method,
      headers: {
        ...(body instanceof Uint8Array
          ? { 'content-type': 'application/octet-stream' }
          : body !== undefined
            ? { 'content-type': 'application/json' }
            : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        // What a browser sends with every same-origin fetch.
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      ...(body !== undefined
        ? {
            body:
              typeof body === 'string'
                ? body
                : body instanceof Uint8Array
                  ? (body as Uint8Array<ArrayBuffer>)
                  : JSON.stringify(body),
          }
        : {}),
    };
    const res = await this.app.request(`${ORIGIN}${path}`, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a)) || value === '';
      if (name) {
        if (expired) this.cookies.delete(name.trim());
        else this.cookies.set(name.trim(), value);
      }
    }
    return res;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
  patch(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', path, body, headers);
  }
  /** Bytes (sent as application/octet-stream unless `headers` say otherwise) or JSON. */
  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, body, headers);
  }
  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, undefined, headers);
  }

  /** A client of the same app with no cookies: another browser. */
  another(): TestClient {
    return new TestClient(this.app);
  }

  /** Signs in and stays signed in. */
  async login(username: string, password = 'secret123'): Promise<void> {
    const res = await this.post('/api/login', { username, password });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  }

  /** Registers and stays signed in; answers the user. */
  async register(username: string, password = 'secret123', extra: Record<string, string> = {}) {
    const res = await this.post('/api/register', { username, password, ...extra });
    if (res.status !== 201)
      throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; username: string };
  }
}
