import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { baseURL, cardProviderUrl, port, smsAccount, smsProviderUrl, webhookSecret } from './e2e/servers';

const dataDir = path.join(os.tmpdir(), `petal-e2e-${process.pid}`);

/*
 * Which Chromium: the headless shell (Debian's chromium-headless-shell) where it is installed, as it
 * draws pages without the full browser's window, GPU process and compositor around them: the same
 * suite in about four fifths of the time on two cores. The push tests need the full browser, which
 * alone has the Push and Notification APIs; they run in a project of their own on it. CHROMIUM_PATH
 * puts every test on one browser of your choice.
 */
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';
const PAGES_BROWSER = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : FULL_BROWSER);
const NEEDS_FULL_BROWSER = /push-notifications\.spec\.ts$/;

const chromium = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Whole flows (sign-up to a delivered order) take 20–30 s on a busy two-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  // The back office registers a service worker (docs/decisions/036); blocked here, so each test
  // talks to the server directly and no test fills a cache. e2e/installable-app.spec.ts allows it.
  // A trace records the page after every step: it cost about 40 % of the browser's CPU (the
  // accessibility scans 441 → 269 s), so it is taken on a failed test's retry only (locally:
  // --trace on). Motion is reduced, as a person may set it: the app's transitions end at once and
  // no frame is drawn for them (a fifth of the rest); the look of a motion is no test's subject.
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  },
  // Where a test runs, by its tag: untagged in both projects, as its layout differs on a phone;
  // `@desktop` at 1280 px only (it pins that viewport, or its steps and checks are the same at any
  // width); `@phone` at 390 px only (it pins that viewport, or measures what a phone alone needs).
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: NEEDS_FULL_BROWSER,
      use: { ...chromium(PAGES_BROWSER), viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      testIgnore: NEEDS_FULL_BROWSER,
      use: {
        ...chromium(PAGES_BROWSER),
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Named as the desktop project, so a test's name in a report stays what it was.
      name: 'desktop',
      grepInvert: /@phone/,
      testMatch: NEEDS_FULL_BROWSER,
      use: { ...chromium(FULL_BROWSER), viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node scripts/card-provider-stand-in.mjs',
      url: `${cardProviderUrl}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        STAND_IN_PORT: new URL(cardProviderUrl).port,
        WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
        WEBHOOK_SECRET: webhookSecret,
      },
    },
    {
      // Texts go here: the shop's texts are off until a test chooses them (e2e/text-opt-in.spec.ts).
      command: 'node scripts/sms-stand-in.mjs',
      url: `${smsProviderUrl}/messages`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        STAND_IN_PORT: new URL(smsProviderUrl).port,
        SMS_ACCOUNT_SID: smsAccount.sid,
        SMS_AUTH_TOKEN: smsAccount.token,
        WEBHOOK_URL: `${baseURL}/api/texts/inbound`,
      },
    },
    {
      // Data of earlier runs (older than two hours, so a run going on beside this one keeps its own) goes too.
      command: `find ${os.tmpdir()} -maxdepth 1 -name 'petal-e2e-*' -mmin +120 -exec rm -rf {} + ; rm -rf ${dataDir} && node dist/server/main.js`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: '0',
        AUTH_RATE_LIMIT: '10000',
        PUBLIC_RATE_LIMIT: '10000',
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: 'sk_test_e2e_petal',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_petal',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: cardProviderUrl,
        SMS_API_URL: smsProviderUrl,
        SMS_ACCOUNT_SID: smsAccount.sid,
        SMS_AUTH_TOKEN: smsAccount.token,
        SMS_FROM: smsAccount.from,
      },
    },
  ],
});
