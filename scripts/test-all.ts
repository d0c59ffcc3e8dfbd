/**
 * `npm test`: every check a change must pass, in order, with one summary at the end.
 * Typecheck, lint and format run first because they are fast; the browser tests run last
 * against a fresh build.
 */
import { spawnSync } from 'node:child_process';
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
}

const steps: Step[] = [
  // Each folder with its own settings: shared/ without Node or the DOM, web/ without Node,
  // sync-server/ without the DOM, then the tooling around them.
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
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
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
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
