import { get } from 'node:http';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { serversPerTest } from './server-process';

const servers = serversPerTest();

function keepAliveHeader(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      const value = res.headers['keep-alive'];
      resolve(Array.isArray(value) ? value.join(', ') : value);
    }).on('error', reject);
  });
}

it('keeps an idle connection for 65 s, so a client reusing it is not reset after 5 s', async () => {
  const dir = servers.folder('wayfarer-keep-alive-');
  const server = await servers.spawn(await servers.database(dir), join(dir, 'no-web-build'));
  expect(await keepAliveHeader(`${server.baseUrl}/api/user`)).toBe('timeout=65');
});
