// The retention of card transactions (docs/architecture.md "Retention"; PCI DSS 3.1: stored account data is
// kept no longer than the bank's retention period). A month goes whole, as its partition: dropping a table
// frees its space at once and costs nothing per row, where deleting millions of rows would bloat the table
// and its indexes until a vacuum. Each month goes in a transaction of its own with every roll-up row it
// added to and every row that names one of its payments, so no reply ever counts a payment that is gone or
// misses one that is there. The holds and bookings, which keep masked card numbers too, follow the same limit.
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import type { Database } from '../../db/client.js';
import { recordSystemAudit } from '../audit/service.js';
import * as repo from './retention-repository.js';

export const RETENTION_AUDIT_ACTION = 'transaction-retention';

/** How long a run waits for each of its locks (repo.holdWriters) before it gives up and is retried. */
const LOCK_WAIT_MS = 5000;

/** A month (YYYY-MM) moved by `months` (negative: back). */
export function shiftMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The oldest month kept at `now`: Amman's current month less `months`. The current month and the `months`
 * whole months before it are kept; every older month is dropped. With 25 months, on 28-11-2026 the oldest
 * kept is 2024-10, and 2024-09 went on the first run of November 2026: a payment is kept at least `months`
 * whole months after its month ended, and less than one month more.
 */
export function oldestKeptMonth(now: Date, months: number): string {
  return shiftMonth(isoDay(todayInAmman(now)).slice(0, 7), -months);
}

export interface RetentionRun {
  /** RETENTION_MONTHS. */
  months: number;
  now: Date;
  /** The pg-boss job running it, for the audit log. */
  jobId?: string;
}

/**
 * Drops every month older than the oldest kept, oldest first, one transaction each; then removes the
 * pre-authorisation holds and airline bookings older than it, in one more (audited when it removed any).
 * Answers the months it dropped. Run again, it finds nothing to drop and changes nothing.
 */
export async function dropExpiredMonths(db: Database, run: RetentionRun): Promise<string[]> {
  const oldestKept = oldestKeptMonth(run.now, run.months);
  const expired = (await repo.partitionMonths(db)).filter((month) => month < oldestKept);
  const dropped: string[] = [];
  for (const month of expired) {
    const done = await db.transaction(async (tx) => {
      await repo.holdWriters(tx, LOCK_WAIT_MS);
      if (!(await repo.hasPartition(tx, month))) return false;
      const days = { from: `${month}-01`, to: `${shiftMonth(month, 1)}-01` };
      const totals = await repo.removeSourceTotals(tx, days);
      await repo.removeDayAndMonthRollUps(tx, days);
      await repo.removeCustomerWeeks(tx, days);
      await repo.removeMonthCustomers(tx, days);
      // While the partition is there: booking refunds are found by its ids, and the marketplace counts'
      // trigger sums the orders' payments.
      const linked = await repo.removeLinkedRows(tx, days);
      await repo.holdEveryone(tx);
      await repo.dropPartition(tx, month);
      await recordSystemAudit(tx, {
        action: RETENTION_AUDIT_ACTION,
        outcome: 'success',
        details: {
          month,
          retentionMonths: run.months,
          oldestKept,
          ...totals,
          ...linked,
          ...(run.jobId && { jobId: run.jobId }),
        },
      });
      return true;
    });
    if (done) dropped.push(month);
  }
  await db.transaction(async (tx) => {
    const removed = await repo.removeHoldsAndBookings(tx, `${oldestKept}-01`);
    if (removed.preAuthorisations + removed.bookings === 0) return;
    await recordSystemAudit(tx, {
      action: RETENTION_AUDIT_ACTION,
      outcome: 'success',
      details: {
        before: `${oldestKept}-01`,
        retentionMonths: run.months,
        oldestKept,
        ...removed,
        ...(run.jobId && { jobId: run.jobId }),
      },
    });
  });
  return dropped;
}
