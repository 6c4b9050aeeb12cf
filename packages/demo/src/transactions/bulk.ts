// Extra card transactions for benchmarks (`npm run seed -- --transactions N`): the demo generator scaled up
// so N rows spread over the last 13 months, the large merchant carrying most of them, written through COPY
// in batches of a fixed size, so memory does not grow with N.
import { isoDay } from '@merchant-portal/contracts/dates';
import {
  type Database,
  ensurePartitions,
  type NewCardTransaction,
  openCopyWriter,
} from '@merchant-portal/server/ingest';
import { analyzeLoaded, bulkWindow, type BulkLoad } from '../bulk-load.js';
import { demoTransactionDays, expectedDemoRows, saveBankCustomers } from './load.js';

const LARGE_MERCHANT = '4000000101';
// Zahran Hypermarkets at four times its demo weight carries about three quarters of the rows.
const weightOf = (merchantCode: string) => (merchantCode === LARGE_MERCHANT ? 4 : 1);
// Scaling a little past the expected volume makes the rows run out on the oldest day, never short of N.
const HEADROOM = 1.02;
// A card's rows of one batch make one upsert of each per-card roll-up: 50,000 rows (about 20 days at 1M) load
// 20 % faster than 10,000; 100,000 gained nothing more.
const BATCH = 50_000;

/** Loads `rows` card transactions (fewer only when the days cannot hold them), newest day first. */
export async function loadBulkTransactions(db: Database, options: BulkLoad): Promise<number> {
  if (options.rows <= 0) return 0;
  const { today, dayCount } = bulkWindow(options);
  const days = Array.from({ length: dayCount }, (_, index) => today - 1 - index);
  const expected = await expectedDemoRows(db, { days, scaleOf: weightOf });
  const scale = (options.rows / expected) * HEADROOM;
  await ensurePartitions(db, isoDay(today - dayCount), isoDay(today - 1));

  await saveBankCustomers(db, options.seed);
  const writer = await openCopyWriter(db);
  let remaining = options.rows;
  try {
    let batch: NewCardTransaction[] = [];
    const generated = demoTransactionDays(db, {
      seed: options.seed,
      days,
      scaleOf: (code) => weightOf(code) * scale,
    });
    for await (const { rows } of generated) {
      for (const row of rows) {
        batch.push(row);
        remaining -= 1;
        if (batch.length === BATCH || remaining === 0) {
          await writer.write(batch);
          batch = [];
        }
        if (remaining === 0) break;
      }
      if (remaining === 0) break;
    }
    if (batch.length > 0) await writer.write(batch);
  } finally {
    await writer.close();
  }
  // Autovacuum never analyses a partitioned parent: give the planner the new volume now.
  await analyzeLoaded(db, 'card_transactions, daily_transaction_totals');
  return options.rows - remaining;
}
