import { json } from '../fake-sync-server';

type Reply = Response | Error;

/**
 * A scripted stand-in for the byte routes of shared/src/api/documents.ts, for transfer tests:
 * it appends chunks at the right offset (409 with the status otherwise), checks the digest at
 * the end (422 and a fresh start on a mismatch) and serves the bytes of complete documents.
 */
export class FakeDocumentServer {
  /** Documents the server knows (their addDocument applied), with the expected digest. */
  known = new Map<string, { sha256: string }>();
  /** Bytes received so far per document. */
  partial = new Map<string, Uint8Array<ArrayBuffer>>();
  /** Complete, checked files. */
  stored = new Map<string, Uint8Array<ArrayBuffer>>();
  /** Requests seen, as 'GET /upload', 'PUT /upload?offset=4', 'GET /content'. */
  log: string[] = [];
  /** Answered instead, in order, for requests that match `when`. */
  script: Array<{ when: (method: string, path: string) => boolean; reply: () => Reply }> = [];
  /** Treat the next n complete files as damaged (422). */
  damageNext = 0;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const match = /^\/api\/documents\/([^/]+)\/(upload|content)$/.exec(url.pathname);
    if (!match) return json(404, { message: 'Not found' });
    const [, id = '', route] = match;
    this.log.push(`${method} /${route}${url.search}`);
    const scripted = this.script.findIndex((s) => s.when(method, `/${route}${url.search}`));
    if (scripted >= 0) {
      const [entry] = this.script.splice(scripted, 1);
      const reply = entry?.reply();
      if (reply instanceof Error) throw reply;
      if (reply) return reply;
    }
    if (!this.known.has(id)) return json(404, { message: 'Not found' });
    if (route === 'content') {
      const bytes = this.stored.get(id);
      return bytes ? new Response(bytes, { status: 200 }) : json(404, { message: 'Not found' });
    }
    if (method === 'GET') return json(200, this.status(id));
    const offset = Number(url.searchParams.get('offset'));
    const held = this.partial.get(id) ?? new Uint8Array();
    if (this.stored.has(id)) return json(200, this.status(id));
    if (offset !== held.length) return json(409, { message: 'Wrong offset', ...this.status(id) });
    const chunk = new Uint8Array(await new Response(init?.body).arrayBuffer());
    const next = new Uint8Array(held.length + chunk.length);
    next.set(held);
    next.set(chunk, held.length);
    this.partial.set(id, next);
    const status = await this.finishIfWhole(id, next);
    return status === 'damaged'
      ? json(422, { message: 'The file arrived damaged and will be sent again' })
      : json(200, status);
  };

  /** The declared size of each document, to know when the last chunk arrived. */
  sizes = new Map<string, number>();

  private async finishIfWhole(id: string, bytes: Uint8Array<ArrayBuffer>) {
    // Answered as the real server does: the partial upload is dropped, the device starts over.
    if (bytes.length < (this.sizes.get(id) ?? Infinity)) return this.status(id);
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    this.partial.delete(id);
    if (this.damageNext > 0 || hex !== this.known.get(id)?.sha256) {
      this.damageNext -= 1;
      return 'damaged' as const;
    }
    this.stored.set(id, bytes);
    return this.status(id);
  }

  status(id: string) {
    const stored = this.stored.get(id);
    if (stored) return { received: stored.length, complete: true };
    return { received: this.partial.get(id)?.length ?? 0, complete: false };
  }

  /** Lets the server know a document, as an applied addDocument does. */
  knows(doc: { id: string; sha256: string; size: number }) {
    this.known.set(doc.id, { sha256: doc.sha256 });
    this.sizes.set(doc.id, doc.size);
  }
}
