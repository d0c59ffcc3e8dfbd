import type { Context } from 'hono';

/**
 * The address a request came from, for the per-address sign-in limit. Behind a reverse proxy the
 * socket's address is the proxy's, the same for every traveller; the proxy appends the address it
 * saw to `X-Forwarded-For`. That header is only believed from a proxy named in TRUSTED_PROXIES:
 * anyone else could write any address into it and so escape the limit.
 *
 * The client is the rightmost address in the header that is not itself a trusted proxy (the left
 * part of the header was written by the client and proves nothing).
 */
export function pickClientIp(
  socketIp: string,
  forwardedFor: string | undefined,
  trustedProxies: ReadonlySet<string>,
): string {
  if (!trustedProxies.has(socketIp) || !forwardedFor) return socketIp;
  const hops = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop !== undefined && !trustedProxies.has(hop)) return hop;
  }
  return socketIp;
}

/** `clientIp` for createApp: the socket's address, or the forwarded one from a trusted proxy. */
export function clientIpBehind(
  trustedProxies: readonly string[],
  socketIp: (c: Context) => string,
): (c: Context) => string {
  const trusted = new Set(trustedProxies.flatMap(withMappedForm));
  return (c) => pickClientIp(socketIp(c), c.req.header('x-forwarded-for'), trusted);
}

/** Node reports IPv4 peers on a dual-stack socket as '::ffff:127.0.0.1': trust both spellings. */
function withMappedForm(ip: string): string[] {
  return ip.includes(':') ? [ip] : [ip, `::ffff:${ip}`];
}
