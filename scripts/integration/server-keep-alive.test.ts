import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from './server-process';

const running: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
  const dir = mkdtempSync(join(tmpdir(), 'wayfarer-keep-alive-'));
  dirs.push(dir);
  const server = await spawnServer(join(dir, 'app.db'), join(dir, 'no-web-build'));
  running.push(server);
  expect(await keepAliveHeader(`${server.baseUrl}/api/user`)).toBe('timeout=65');
});
