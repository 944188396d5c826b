import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromiumLaunch';

const port = Number(process.env.E2E_PORT ?? 8199);
const dataDir = mkdtempSync(path.join(tmpdir(), 'rangescope-e2e-'));

/** The browser suite drives Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://localhost:${port}/api/health`,
    // The first start builds the market snapshot; on a busy 2-core machine that can take a minute.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // All browser tests share one client address; the rate limits have their own API tests.
    // A fresh embedded database always: CI's DATABASE_URL is for the API suite only.
    env: { DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, APP_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_LOGIN_ACCOUNT: '1000', RATE_LIMIT_REGISTER: '1000', RATE_LIMIT_RESET: '1000', ADMIN_EXPORT_TOKEN: 'e2e-export-token-0123', ACCOUNTING_MASTER_KEY: 'e2e-accounting-key-0123' },
  },
});
