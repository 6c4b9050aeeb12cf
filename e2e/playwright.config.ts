import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The real built server on a fresh embedded database with the small demo data set.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = path.join(tmpdir(), `merchant-portal-e2e-${PORT}`);
const SERVER = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');

export default defineConfig({
  testDir: './tests',
  // One worker, specs in file order. The profile spec changes modee.user's demo password for good (the
  // password history refuses the old one back), so it runs in a project of its own after every other spec.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/merchant-portal/`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'portal', testIgnore: /09-profile\.spec\.ts$/ },
    { name: 'password-change', testMatch: /09-profile\.spec\.ts$/, dependencies: ['portal'] },
  ],
  webServer: {
    command: `rm -rf "${DATA_DIR}" && node "${SERVER}"`,
    url: `http://127.0.0.1:${PORT}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DEMO_DATA: 'small',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      RATE_LIMIT_KEY_GENERATOR_PER_MINUTE: '1000',
      RATE_LIMIT_TOKEN_PER_MINUTE: '1000',
      RATE_LIMIT_PASSWORD_CHANGE_PER_MINUTE: '1000',
    },
  },
});
