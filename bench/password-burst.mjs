// The transaction search while merchant users are being created: the built server on a database seeded
// beforehand (`npm run seed`), autocannon driving POST /merchant/transaction/v1/read as Zahran's teller (the last
// 30 days, 8 connections) alone for a while, then the same load while a burst of 50 user creations
// (POST /merchant/user/v1/signup as zahran.admin, all sent at once, each password hashed and checked for
// guessability) runs: the responses that came between the burst's first request and its last reply. Prints
// both p95s and their ratio. The created users are deleted afterwards, so the database can be used again.
// Usage: DATA_DIR=<dir> | DATABASE_URL=postgres://… node bench/password-burst.mjs [seconds=15] [runs=1]
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { daysAgo, median, signIn, startServer, stopServer, summary } from './lib/harness.mjs';

const seconds = Number(process.argv[2] ?? 15);
const runs = Number(process.argv[3] ?? 1);
const connections = 8;
const burstSize = 50;
const port = 8193;
const base = `http://127.0.0.1:${port}`;
const merchantCode = '4000000101';
const filter = {
  maxCount: 10,
  offset: 0,
  branchId: 'ALL',
  cardType: 'All',
  methodType: 'All',
  transactionName: 'P',
  fromDate: daysAgo(30),
  toDate: daysAgo(1),
};

/**
 * The search under load for `duration` seconds or until `stop()`; each latency with the time its response came,
 * for the burst's span.
 */
function searchLoad(headers, duration) {
  const responses = [];
  const instance = autocannon({
    url: `${base}/merchant/transaction/v1/read?currency=`,
    method: 'POST',
    headers,
    body: JSON.stringify(filter),
    connections,
    duration,
  });
  instance.on('response', (_client, _status, _bytes, latency) =>
    responses.push({ at: performance.now(), latency }),
  );
  const done = new Promise((resolve, reject) => {
    instance.on('done', (result) => {
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        reject(
          new Error(`search: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`),
        );
      } else resolve({ responses, duration: result.duration });
    });
    instance.on('error', reject);
  });
  return { done, stop: () => instance.stop() };
}

/** `burstSize` user creations sent at once; the usernames made and the burst's span. */
async function burst(headers, run) {
  const tag = `${Date.now().toString(36)}${run}`;
  const usernames = Array.from({ length: burstSize }, (_, n) => `burst.${tag}.${n}`);
  const started = performance.now();
  const statuses = await Promise.all(
    usernames.map(async (username, n) => {
      const reply = await fetch(`${base}/merchant/user/v1/signup`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          username,
          merchantId: merchantCode,
          // A different strong password each, so no check is answered from anything already seen.
          password: `Quartz#Lantern${n}-Harbour${tag}`,
          userType: 'FRONT',
          countryCode: 'JO',
          firstname: 'Burst',
          lastname: `Tester${n}`,
          email: `burst.${n}@zahran.example.jo`,
          mobile: '962791234567',
          groupList: ['MERCHANT_USERS'],
        }),
      });
      await reply.arrayBuffer();
      return reply.status;
    }),
  );
  const ended = performance.now();
  const refused = statuses.filter((status) => status !== 201);
  if (refused.length > 0) throw new Error(`user creation answered ${refused.join(', ')}`);
  return { usernames, started, ended };
}

async function removeUsers(headers, usernames) {
  for (const username of usernames) {
    const reply = await fetch(`${base}/merchant/user/v1/delete`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username }),
    });
    if (reply.status !== 200) throw new Error(`deleting ${username}: ${reply.status}`);
  }
}

const stats = (responses, elapsed) =>
  summary(
    responses.map((response) => response.latency),
    elapsed,
  );

console.log(
  `${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${process.env.DATA_DIR ?? './data'}`}: search of ` +
    `${merchantCode}, source P, ${filter.fromDate} to ${filter.toDate}, ${connections} connections for ${seconds} s; ` +
    `burst of ${burstSize} user creations; ${runs} run(s); load average ${loadavg()[0].toFixed(2)}`,
);
const alone = [];
const during = [];
const burstSeconds = [];
const child = await startServer(port, 300);
try {
  const teller = await signIn(base, `zahran.teller@${merchantCode}`);
  const admin = await signIn(base, `zahran.admin@${merchantCode}`);
  // Warm-up: the search's statements and the password worker (its dictionaries load on the first check).
  await searchLoad(teller, 3).done;
  await removeUsers(admin, (await burst(admin, 'warm')).usernames);
  for (let run = 0; run < runs; run += 1) {
    const quiet = await searchLoad(teller, seconds).done;
    alone.push(stats(quiet.responses, quiet.duration));
    // The load runs a second first, so every connection is busy when the burst comes.
    const load = searchLoad(teller, 600);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { usernames, started, ended } = await burst(admin, run);
    load.stop();
    const busy = await load.done;
    const inBurst = busy.responses.filter((response) => response.at >= started && response.at <= ended);
    during.push(stats(inBurst, (ended - started) / 1000));
    burstSeconds.push((ended - started) / 1000);
    await removeUsers(admin, usernames);
  }
} finally {
  await stopServer(child);
}

const ms = (value) => value.toFixed(1);
const line = (name, results) =>
  `  ${name.padEnd(34)} p95 ${ms(median(results.map((r) => r.p95)))} ms, p50 ${ms(median(results.map((r) => r.p50)))} ms, ` +
  `${Math.round(median(results.map((r) => r.perSecond)))}/s  (p95 of each run: ${results.map((r) => ms(r.p95)).join(', ')})`;
console.log(line('search alone', alone));
console.log(line('search while the burst runs', during));
console.log(
  `  the burst of ${burstSize} creations took ${burstSeconds.map((s) => s.toFixed(2)).join(', ')} s`,
);
const ratio = (results) => median(results.map((r) => r.p95)) / median(alone.map((r) => r.p95));
console.log(`  p95 while the burst runs / alone: ×${ratio(during).toFixed(2)}`);
console.log(
  `load average at the end ${loadavg()[0].toFixed(2)} (other work on the machine skews every figure)`,
);
