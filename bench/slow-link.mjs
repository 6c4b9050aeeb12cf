// The SPA on a slow link: the built server (a fresh embedded database with the small demo data) and Chromium
// throttled through the DevTools protocol to 1.6 Mbit/s down, 750 kbit/s up and 150 ms of latency per
// request, with its cache disabled (a first visit). Each run opens a new browser context and measures:
//   form        navigation to /sign-in until the Username field shows;
//   dashboard   from the Sign In click until the dashboard's first section (the week's tiles) shows figures;
//   rows        the same cold visit, then straight to Transactions from the side menu once it shows: from the
//               Sign In click until the grid's first row shows (the dashboard's code is loading meanwhile).
// One warm-up run is not counted. Medians of the runs.
// Usage: node bench/slow-link.mjs [runs=5]   (WEB_DIST_DIR picks another build of the SPA)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { median, startServer, stopServer } from './lib/harness.mjs';

const runs = Number(process.argv[2] ?? 5);
const port = 8197;
const app = `http://127.0.0.1:${port}/merchant-portal`;
const username = 'zahran.admin@4000000101';
const password = 'Portal#Demo2026';
const CONDITIONS = {
  offline: false,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
  latency: 150,
};

/** A new context on the throttled link, with no cache; the bytes each response carried are counted. */
async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', CONDITIONS);
  const transfer = { bytes: 0 };
  cdp.on('Network.loadingFinished', (event) => {
    transfer.bytes += event.encodedDataLength;
  });
  return { context, page, transfer };
}

async function signIn(page) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const clicked = performance.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  return clicked;
}

async function dashboardRun(browser) {
  const { context, page, transfer } = await throttledPage(browser);
  try {
    const started = performance.now();
    await page.goto(`${app}/sign-in`);
    await page.getByLabel('Username').waitFor();
    const form = performance.now() - started;
    const formBytes = transfer.bytes;
    const clicked = await signIn(page);
    await page
      .getByRole('region', { name: 'Last week vs the same week last year', exact: true })
      .getByRole('listitem')
      .filter({ hasText: /\d/ })
      .first()
      .waitFor({ timeout: 60_000 });
    return { form, formBytes, dashboard: performance.now() - clicked };
  } finally {
    await context.close();
  }
}

async function rowsRun(browser) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(`${app}/sign-in`);
    await page.getByLabel('Username').waitFor();
    const clicked = await signIn(page);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Transactions', exact: true })
      .click({ timeout: 60_000 });
    await page.getByRole('grid').getByRole('gridcell').first().waitFor({ timeout: 60_000 });
    return performance.now() - clicked;
  } finally {
    await context.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-slow-link-'));
const server = await startServer(port, 300, {
  DATA_DIR: dataDir,
  DEMO_DATA: 'small',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
  RATE_LIMIT_KEY_GENERATOR_PER_MINUTE: '1000',
  RATE_LIMIT_TOKEN_PER_MINUTE: '1000',
});
const browser = await chromium.launch({
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
});
const results = { form: [], formBytes: [], dashboard: [], rows: [] };
const loadAtStart = loadavg()[0];
try {
  for (let run = 0; run <= runs; run += 1) {
    const { form, formBytes, dashboard } = await dashboardRun(browser);
    const rows = await rowsRun(browser);
    if (run === 0) continue;
    results.form.push(form);
    results.formBytes.push(formBytes);
    results.dashboard.push(dashboard);
    results.rows.push(rows);
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = (values) => values.map((v) => (v / 1000).toFixed(2)).join(', ');
const load = `load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`;
console.log(`${runs} runs after a warm-up, DEMO_DATA=small, 1.6 Mbit/s down, 750 kbit/s up, 150 ms; ${load}`);
console.log(
  `sign-in form:            median ${(median(results.form) / 1000).toFixed(2)} s (${seconds(results.form)})`,
);
console.log(`  bytes on the wire:     median ${(median(results.formBytes) / 1024).toFixed(1)} kB`);
console.log(
  `sign-in → dashboard:     median ${(median(results.dashboard) / 1000).toFixed(2)} s (${seconds(results.dashboard)})`,
);
console.log(
  `sign-in → transactions:  median ${(median(results.rows) / 1000).toFixed(2)} s (${seconds(results.rows)})`,
);
