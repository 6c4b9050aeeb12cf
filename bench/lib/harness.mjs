// What the HTTP benchmarks share: the built server started on the database the environment names
// (DATABASE_URL, or DATA_DIR for the embedded one) without demo data, a demo user's sign-in, and autocannon
// runs whose percentiles come from every response.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';

const SERVER = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
const clientId = process.env.OAUTH_CLIENT_ID ?? 'merchant-portal-web';
const clientSecret = process.env.OAUTH_CLIENT_SECRET ?? 'demo-merchant-portal-web-secret';

/** The day `days` before today in Amman, as the API writes dates (DD-MM-YYYY). */
export function daysAgo(days) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Amman' })
    .format(new Date(Date.now() - days * 86_400_000))
    .split('-');
  return `${d}-${m}-${y}`;
}

/** A process's resident memory in MB (`VmHWM` for its peak so far), from /proc. */
export async function residentMb(pid, field = 'VmRSS') {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

export function summary(latencies, elapsedSeconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: latencies.length / elapsedSeconds,
  };
}

/**
 * The built server on `port` (with `env` on top of this process's), once /ready answers (a first start may
 * migrate a large database).
 */
export async function startServer(port, timeoutSeconds = 900, env = {}) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), DEMO_DATA: 'none', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (performance.now() - started > timeoutSeconds * 1000) {
      child.kill();
      throw new Error(`server did not become ready in ${timeoutSeconds} s`);
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the server and waits until it has exited (the embedded database is then closed). */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

/** Signs a demo user in (the demo password, docs/demo-data.md); the headers every call of that session sends. */
export async function signIn(base, username) {
  const tokenReply = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'merchantapp',
      client_id: clientId,
      client_secret: clientSecret,
    }),
  });
  const { access_token: clientToken } = await tokenReply.json();
  const headers = {
    authorization: `Bearer ${clientToken}`,
    'client-id': clientId,
    country: 'JO',
    lang: 'en',
    'channel-identifier': 'MB',
    'content-type': 'application/json',
  };
  const reply = await fetch(`${base}/merchant/auth/v1/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password: 'Portal#Demo2026' }),
  });
  const accessToken = reply.headers.get('access-token');
  if (reply.status !== 200 || !accessToken) throw new Error(`sign-in failed: ${reply.status}`);
  return { ...headers, 'access-token': accessToken };
}

/** One autocannon run (`options` as autocannon's); rejects on any error, timeout or non-2xx reply. */
export function load(name, options) {
  const latencies = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  return new Promise((resolve, reject) => {
    instance.on('done', (result) => {
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        reject(
          new Error(
            `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
          ),
        );
      } else {
        resolve(summary(latencies, result.duration));
      }
    });
    instance.on('error', reject);
  });
}
