import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests run the built app against the real server in Debian's Chromium.
 * The global setup starts one server on a free port with a throwaway database; specs
 * create their own users, so they never depend on each other.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
});
