// `npm run seed`: migrates the configured database and loads the demo data if it is empty;
// `npm run seed -- --transactions N` then adds N card transactions for benchmarks (bench/README.md), spread
// over the last 13 months, or over the last D days with `--days D`; `--holds N` adds N of Zahran's
// pre-authorisations, `--bookings N` N of Royal Wings Airline's ticket bookings and `--mofa N` N of Consular
// Fees' MOFA payments (with their CyberSource card payments) the same way.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../db/bootstrap.js';
import { prepareDemoData } from './bootstrap.js';
import { loadBulkBookings } from './bookings.js';
import { loadBulkTransactions } from './bulk-transactions.js';
import { loadBulkMofa } from './mofa.js';
import { loadBulkHolds } from './pre-auth.js';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string' },
    holds: { type: 'string' },
    bookings: { type: 'string' },
    mofa: { type: 'string' },
    days: { type: 'string' },
  },
});
const extraRows = Number(values.transactions ?? 0);
if (!Number.isSafeInteger(extraRows) || extraRows < 0) {
  throw new Error(`--transactions must be a whole number of rows, not ${values.transactions}`);
}
const extraHolds = Number(values.holds ?? 0);
if (!Number.isSafeInteger(extraHolds) || extraHolds < 0) {
  throw new Error(`--holds must be a whole number of rows, not ${values.holds}`);
}
const extraBookings = Number(values.bookings ?? 0);
if (!Number.isSafeInteger(extraBookings) || extraBookings < 0) {
  throw new Error(`--bookings must be a whole number of rows, not ${values.bookings}`);
}
const extraMofa = Number(values.mofa ?? 0);
if (!Number.isSafeInteger(extraMofa) || extraMofa < 0) {
  throw new Error(`--mofa must be a whole number of rows, not ${values.mofa}`);
}
const days = values.days === undefined ? undefined : Number(values.days);
if (days !== undefined && (!Number.isSafeInteger(days) || days < 1)) {
  throw new Error(`--days must be a whole number of days, not ${values.days}`);
}

const config = loadConfig({
  ...process.env,
  // Seeding is asked for: the demo data even on PostgreSQL, where it is off by default.
  DEMO_DATA: process.env.DEMO_DATA === 'small' ? 'small' : 'full',
});
const database = await prepareDatabase(config);
// Under the start-up lock: a server starting meanwhile would also find the database empty.
await database.exclusively(() => prepareDemoData(database.db, config));
const where = config.DATABASE_URL ? 'PostgreSQL' : config.DATA_DIR;
console.warn(`Demo data ready (${config.DEMO_DATA}) in ${where}`);
if (extraRows > 0) {
  const started = performance.now();
  // Another seed than the demo's, so the extra rows are not copies of the demo's own.
  const loaded = await loadBulkTransactions(database.db, {
    seed: config.DEMO_SEED + 1,
    rows: extraRows,
    ...(days && { days }),
  });
  const seconds = (performance.now() - started) / 1000;
  console.warn(
    `Loaded ${loaded} card transactions in ${seconds.toFixed(1)} s (${Math.round(loaded / seconds)} rows/s)`,
  );
}
if (extraHolds > 0) {
  const started = performance.now();
  const loaded = await loadBulkHolds(database.db, {
    seed: config.DEMO_SEED + 1,
    rows: extraHolds,
    days: days ?? 395,
  });
  const seconds = (performance.now() - started) / 1000;
  console.warn(`Loaded ${loaded} pre-authorisations in ${seconds.toFixed(1)} s`);
}
if (extraBookings > 0) {
  const started = performance.now();
  const loaded = await loadBulkBookings(database.db, {
    seed: config.DEMO_SEED + 1,
    rows: extraBookings,
    days: days ?? 395,
  });
  const seconds = (performance.now() - started) / 1000;
  console.warn(
    `Loaded ${loaded} bookings in ${seconds.toFixed(1)} s (${Math.round(loaded / seconds)} rows/s)`,
  );
}
if (extraMofa > 0) {
  const started = performance.now();
  const loaded = await loadBulkMofa(database.db, {
    seed: config.DEMO_SEED + 1,
    rows: extraMofa,
    days: days ?? 395,
  });
  const seconds = (performance.now() - started) / 1000;
  console.warn(
    `Loaded ${loaded} MOFA payments in ${seconds.toFixed(1)} s (${Math.round(loaded / seconds)} rows/s)`,
  );
}
await database.close();
