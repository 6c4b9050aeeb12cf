// `npm run seed`: migrates the configured database and loads the demo data if it is empty;
// `npm run seed -- --transactions N` then adds N card transactions for benchmarks (bench/README.md), spread
// over the last 13 months, or over the last D days with `--days D`; `--holds N` adds N of Zahran's
// pre-authorisations, `--bookings N` N of Royal Wings Airline's ticket bookings and `--mofa N` N of Consular
// Fees' MOFA payments (with their CyberSource card payments) the same way.
import { parseArgs } from 'node:util';
import { loadConfig, prepareDatabase, type Database } from '@merchant-portal/server/ingest';
import { prepareDemoData } from './bootstrap.js';
import { loadBulkBookings } from './bookings/bulk.js';
import type { BulkLoad } from './bulk-load.js';
import { loadBulkMofa } from './mofa/bulk.js';
import { loadBulkHolds } from './pre-auth.js';
import { loadBulkTransactions } from './transactions/bulk.js';

interface BulkOption {
  /** What the rows are, as the report names them. */
  what: string;
  /** Whether the report gives rows per second. */
  rate: boolean;
  load(db: Database, options: BulkLoad): Promise<number>;
}

/** The benchmark loads, in the order they run. */
const BULK: Record<'transactions' | 'holds' | 'bookings' | 'mofa', BulkOption> = {
  transactions: {
    what: 'card transactions',
    rate: true,
    load: loadBulkTransactions,
  },
  holds: {
    what: 'pre-authorisations',
    rate: false,
    load: loadBulkHolds,
  },
  bookings: {
    what: 'bookings',
    rate: true,
    load: loadBulkBookings,
  },
  mofa: {
    what: 'MOFA payments',
    rate: true,
    load: loadBulkMofa,
  },
};

const { values } = parseArgs({
  options: {
    transactions: { type: 'string' },
    holds: { type: 'string' },
    bookings: { type: 'string' },
    mofa: { type: 'string' },
    days: { type: 'string' },
  },
});
const extra = Object.entries(BULK).map(([name, option]) => {
  const text = values[name as keyof typeof BULK];
  const rows = Number(text ?? 0);
  if (!Number.isSafeInteger(rows) || rows < 0) {
    throw new Error(`--${name} must be a whole number of rows, not ${text}`);
  }
  return { option, rows };
});
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
for (const { option, rows } of extra) {
  if (rows === 0) continue;
  const started = performance.now();
  // Another seed than the demo's, so the extra rows are not copies of the demo's own.
  const loaded = await option.load(database.db, { seed: config.DEMO_SEED + 1, rows, days });
  const seconds = (performance.now() - started) / 1000;
  const rate = option.rate ? ` (${Math.round(loaded / seconds)} rows/s)` : '';
  console.warn(`Loaded ${loaded} ${option.what} in ${seconds.toFixed(1)} s${rate}`);
}
await database.close();
