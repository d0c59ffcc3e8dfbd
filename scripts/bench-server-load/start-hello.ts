/** Starts hello-server.ts in its own process on 127.0.0.1 and waits until it answers. */
import { spawn } from 'node:child_process';
import { freePort, repoRoot } from '../bench-server';

export async function startHello(): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-server-load/hello-server.ts'],
    { cwd: repoRoot, env: { ...process.env, PORT: String(port) }, stdio: 'inherit' },
  );
  const stop = () => {
    child.kill('SIGTERM');
  };
  const url = `http://127.0.0.1:${port}/api/bench-hello`;
  for (let i = 0; i < 150; i++) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up && child.pid !== undefined) return { url, pid: child.pid, stop };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('The hello-world server did not start');
}
