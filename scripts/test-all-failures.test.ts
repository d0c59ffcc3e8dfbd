import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureSummary } from './test-all-failures';

function write(dir: string, name: string, body: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
}

describe('failureSummary', () => {
  it('names each failed test of both runners with the first lines of its message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'failures-'));
    const vitest = write(dir, 'vitest.json', {
      testResults: [
        {
          name: 'a.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'adds' },
            {
              status: 'failed',
              fullName: 'sums › rounds',
              failureMessages: ['\u001b[31mexpected 2\u001b[39m\n  at x'],
            },
          ],
        },
        { name: 'broken.test.ts', message: 'SyntaxError: nope', assertionResults: [] },
      ],
    });
    const long = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    const playwright = write(dir, 'playwright.json', {
      suites: [
        {
          title: 'pwa-update.spec.ts',
          specs: [
            { title: 'ok', tests: [{ status: 'expected', results: [{}] }] },
            {
              title: 'passes second time',
              tests: [
                {
                  status: 'flaky',
                  results: [{ errors: [{ message: 'stalled' }] }, { errors: [] }],
                },
              ],
            },
            {
              title: 'update waits',
              file: 'pwa-update.spec.ts',
              line: 31,
              tests: [
                {
                  projectName: 'mobile',
                  status: 'unexpected',
                  results: [
                    { errors: [{ message: 'first try' }] },
                    { errors: [{ message: long }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });

    const lines = failureSummary({ vitest: [vitest, join(dir, 'missing.json')], playwright });

    expect(lines).toEqual([
      'FAILED sums › rounds',
      '    expected 2',
      '      at x',
      'FAILED broken.test.ts',
      '    SyntaxError: nope',
      'FLAKY (passed on retry) pwa-update.spec.ts › passes second time',
      '    stalled',
      'FAILED [mobile] pwa-update.spec.ts:31 pwa-update.spec.ts › update waits',
      ...Array.from({ length: 12 }, (_, i) => `    line ${i}`),
    ]);
  });

  it('says nothing when every report passed or none was written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'failures-'));
    expect(
      failureSummary({ vitest: [join(dir, 'none.json')], playwright: join(dir, 'none.json') }),
    ).toEqual([]);
  });
});
