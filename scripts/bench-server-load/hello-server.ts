/**
 * The baseline of `npm run bench:server`: a Hono hello-world behind the same middleware stack as
 * the real server (createApp's secure headers, compression, CSRF and origin guards, body limit,
 * session loading, and main.ts's unread-body wrapper), served the same way, on a throwaway
 * in-memory database. Its own process, so it has a core to itself like the real server, and so
 * that it runs unchanged against an older checkout (it adds nothing to the product).
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../sync-server/src/app';
import { answerAfterBody } from '../../sync-server/src/http/unread-body';

const { app } = createApp({ db: ':memory:' });
// Registered after createApp mounted /api, so Hono runs the /api middlewares before it too.
app.get('/api/bench-hello', (c) => c.json({ hello: 'world' }));

serve({
  fetch: async (request, bindings) =>
    answerAfterBody(await app.fetch(request, bindings), bindings.incoming),
  port: Number(process.env.PORT),
  hostname: '127.0.0.1',
});
