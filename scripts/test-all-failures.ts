/**
 * The failed tests of `npm test`, read back from the runners' JSON reports, for the summary's
 * last lines: a CI log is often read from its end, where the runners' own failure output (printed
 * minutes earlier) has scrolled away.
 */
import { existsSync, readFileSync } from 'node:fs';

/** How many lines of each failure's message the summary keeps. */
const LINES_PER_FAILURE = 12;

export interface Failure {
  title: string;
  message: string;
  /** Passed on a retry: not a failure of the run, but named so that it is not forgotten. */
  flaky?: boolean;
}

interface VitestReport {
  testResults?: Array<{
    name?: string;
    message?: string;
    assertionResults?: Array<{ status: string; fullName: string; failureMessages?: string[] }>;
  }>;
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    file?: string;
    line?: number;
    tests: Array<{
      projectName?: string;
      status: string;
      results: Array<{ errors?: Array<{ message?: string }> }>;
    }>;
  }>;
}

function readJson<T>(path: string): T | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

export function vitestFailures(report: VitestReport): Failure[] {
  const out: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) {
      out.push({ title: a.fullName, message: (a.failureMessages ?? []).join('\n') });
    }
    // A file that failed to load has no assertions, only its message.
    if (failed.length === 0 && file.message) {
      out.push({ title: file.name ?? 'a test file', message: file.message });
    }
  }
  return out;
}

export function playwrightFailures(suite: PlaywrightSuite, path: string[] = []): Failure[] {
  const out: Failure[] = [];
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const flaky = test.status === 'flaky';
      // A flaky test's first error is the one worth reading; a failed one's last.
      const last = flaky
        ? test.results.find((r) => (r.errors ?? []).length > 0)
        : test.results.at(-1);
      const where = spec.file && spec.line ? `${spec.file}:${spec.line} ` : '';
      out.push({
        title: `${test.projectName ? `[${test.projectName}] ` : ''}${where}${[...here, spec.title].join(' › ')}`,
        message: (last?.errors ?? []).map((e) => e.message ?? '').join('\n'),
        flaky,
      });
    }
  }
  for (const child of suite.suites ?? []) out.push(...playwrightFailures(child, here));
  return out;
}

/**
 * Every failure the reports hold, and every test that passed only on a retry, each as its title
 * and the first lines of its message.
 */
export function failureSummary(reports: { vitest: string[]; playwright: string }): string[] {
  const failures: Failure[] = [];
  for (const path of reports.vitest) {
    const report = readJson<VitestReport>(path);
    if (report) failures.push(...vitestFailures(report));
  }
  const pw = readJson<{ suites?: PlaywrightSuite[] }>(reports.playwright);
  for (const suite of pw?.suites ?? []) failures.push(...playwrightFailures(suite));

  const lines: string[] = [];
  for (const f of failures) {
    lines.push(`${f.flaky ? 'FLAKY (passed on retry)' : 'FAILED'} ${f.title}`);
    const message = stripAnsi(f.message)
      .split('\n')
      .map((l) => l.trimEnd())
      .filter((l) => l.trim() !== '');
    for (const l of message.slice(0, LINES_PER_FAILURE)) lines.push(`    ${l}`);
  }
  return lines;
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex -- the escape sequences are what is removed
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
