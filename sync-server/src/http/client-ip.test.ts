import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { clientIpBehind, pickClientIp } from './client-ip';

const PROXY = new Set(['10.0.0.2']);

describe('pickClientIp', () => {
  it('uses the socket address when no proxy is trusted or the peer is not one', () => {
    expect(pickClientIp('203.0.113.9', '198.51.100.1', new Set())).toBe('203.0.113.9');
    expect(pickClientIp('203.0.113.9', '198.51.100.1', PROXY)).toBe('203.0.113.9');
  });

  it('takes the address a trusted proxy saw, not what the client wrote before it', () => {
    expect(pickClientIp('10.0.0.2', '198.51.100.7', PROXY)).toBe('198.51.100.7');
    // A client sending its own X-Forwarded-For cannot pick its address: the proxy appends.
    expect(pickClientIp('10.0.0.2', '1.2.3.4, 198.51.100.7', PROXY)).toBe('198.51.100.7');
    // Through two trusted proxies, the first untrusted hop from the right.
    expect(
      pickClientIp('10.0.0.2', '198.51.100.7, 10.0.0.3', new Set(['10.0.0.2', '10.0.0.3'])),
    ).toBe('198.51.100.7');
    expect(pickClientIp('10.0.0.2', undefined, PROXY)).toBe('10.0.0.2');
    expect(pickClientIp('10.0.0.2', ' , ', PROXY)).toBe('10.0.0.2');
  });

  it('trusts an IPv4 proxy however Node spells its address', async () => {
    const app = new Hono();
    const ip = clientIpBehind(['127.0.0.1'], () => '::ffff:127.0.0.1');
    app.get('/', (c) => c.text(ip(c)));
    const res = await app.request('/', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(await res.text()).toBe('198.51.100.7');
  });
});
