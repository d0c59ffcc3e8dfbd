/**
 * `npm test`: every check a change must pass, in order, with one summary at the end.
 * Typecheck, lint and format run first because they are fast; the browser tests run last
 * against a fresh build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { failureSummary } from './test-all-failures';

const reports = join('test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const postgresReport = join(reports, 'vitest-postgres.json');
// Absolute: Playwright resolves a relative report path against its config's folder, not ours.
const playwrightReport = resolve(reports, 'playwright.json');

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /**
   * Runs at the same time as the steps next to it that say so too, each single-threaded (the
   * compiler, the linter, the formatter): on two cores they take the time of the longest, not
   * the sum. Their output is held and printed whole, in order, once they have all ended.
   */
  together?: boolean;
}

const steps: Step[] = [
  // Each folder with its own settings: shared/ without Node or the DOM, web/ without Node,
  // sync-server/ without the DOM, then the tooling around them.
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], together: true },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'], together: true },
  {
    name: 'format',
    command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'],
    together: true,
  },
  {
    name: 'unit and integration',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  },
  {
    // The server, sync and integration suites again on a real PostgreSQL (skipped, saying so,
    // where PostgreSQL is not installed).
    name: 'postgresql',
    command: ['npx', 'tsx', 'scripts/test-postgres-leg.ts', postgresReport],
  },
  { name: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  {
    name: 'browser',
    command: [
      'npx',
      'playwright',
      'test',
      '-c',
      'web/e2e/playwright.config.ts',
      '--reporter=list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  },
];

const only = process.argv.slice(2);
const results: Array<{ name: string; ok: boolean; seconds: number }> = [];

/** One step with its output held: answers its result and what it printed. */
function runHeld(step: Step): Promise<{ ok: boolean; seconds: number; output: Buffer[] }> {
  const started = Date.now();
  return new Promise((done) => {
    const output: Buffer[] = [];
    const child = spawn(step.command[0]!, step.command.slice(1), {
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const end = (ok: boolean) =>
      done({ ok, seconds: Math.round((Date.now() - started) / 1000), output });
    child.on('error', (error) => {
      output.push(Buffer.from(`${String(error)}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

const chosen = steps.filter((step) => only.length === 0 || only.includes(step.name));
for (let i = 0; i < chosen.length;) {
  const step = chosen[i]!;
  if (step.together) {
    const group: Step[] = [];
    while (chosen[i]?.together) group.push(chosen[i++]!);
    console.info(`\n=== ${group.map((g) => g.name).join(', ')}: at the same time`);
    const runs = await Promise.all(group.map(runHeld));
    group.forEach((g, n) => {
      const run = runs[n]!;
      console.info(`\n=== ${g.name}: ${g.command.join(' ')}`);
      process.stdout.write(Buffer.concat(run.output));
      results.push({ name: g.name, ok: run.ok, seconds: run.seconds });
    });
    continue;
  }
  i++;
  console.info(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command[0]!, step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  // The browser tests need a build; everything else still runs so one report shows every failure.
  if (!ok && step.name === 'build') break;
}

function counts(): { passed: number; failed: number; skipped: number } {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const report of [vitestReport, postgresReport]) {
    if (!existsSync(report)) continue;
    const v = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
  }
  if (existsSync(playwrightReport)) {
    const p = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    passed += p.stats.expected + p.stats.flaky;
    failed += p.stats.unexpected;
    skipped += p.stats.skipped;
  }
  return { passed, failed, skipped };
}

console.info('\n=== Summary');
for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failedSteps = results.filter((r) => !r.ok);
const { passed, failed, skipped } = counts();
// A failed step that is not a test runner (typecheck, lint, format, build) still fails the run.
// A test runner that failed without reporting a failed test (it crashed, or its report is missing)
// counts as one failure, so the closing line never says 0 failed for a red run.
const runnerSteps = ['unit and integration', 'postgresql', 'browser'];
const failedTotal = Math.max(
  failed + failedSteps.filter((r) => !runnerSteps.includes(r.name)).length,
  failedSteps.length,
);
// Last, so that a log read from its end shows what failed and why.
for (const line of failureSummary({
  vitest: [vitestReport, postgresReport],
  playwright: playwrightReport,
})) {
  console.info(line);
}
console.info(`tests: ${passed} passed, ${failedTotal} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
