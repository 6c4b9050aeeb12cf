// The server's public ingest entry (`@merchant-portal/server/ingest`): what another workspace needs to write
// rows into the portal's database — the demo-data generator (packages/demo) is its one user. The database
// handle and its set-up, the tables written, the card transactions' write path and the COPY session, and
// the two rules a new user's row follows (the password's hash, the embassy its username binds to).
import type { Config } from './config.js';
import type { DayNumber } from '@merchant-portal/contracts/dates';
import type { Database } from './db/client.js';

export { loadConfig, type Config } from './config.js';
export { prepareDatabase } from './db/bootstrap.js';
export {
  lastMigrationMillis,
  openDatabase,
  type Database,
  type DatabaseHandle,
  type Executor,
} from './db/client.js';
export { copyText, openCopySession, type CopySession, type CopyTarget, type Statement } from './db/copy.js';
export {
  airports,
  bookingDailyCounts,
  bookingRefunds,
  bookings,
  refundWorkflows,
  workflowTasks,
} from './db/schema/bookings.js';
export { bankCustomers, loanAssessments } from './db/schema/customers.js';
export { marketplaceOrders } from './db/schema/marketplace.js';
export { branches, merchantChargeRates, merchants, terminals } from './db/schema/merchants.js';
export { embassies, mofaDailyCounts, mofaPayments, type NewMofaPayment } from './db/schema/mofa.js';
export { preAuthorisations } from './db/schema/pre-auth.js';
export { cardTransactions, demoState } from './db/schema/transactions.js';
export {
  groupRoles,
  groups,
  merchantAllowedGroups,
  passwordHistory,
  userGroups,
  users,
} from './db/schema/users.js';
export { hashPassword } from './lib/crypto.js';
export { embassyBindingOfUsername } from './modules/mofa/service.js';
export {
  PLAIN_PAYMENT_EXTRAS,
  ensurePartitions,
  openCopyWriter,
  type NewCardTransaction,
} from './modules/transactions/ingest.js';

/**
 * What the demo package's `bootstrap` entry gives the server (main.ts loads it only when demo data is asked
 * for): the demo seeded into an empty database, then rolled forward to today.
 */
export type PrepareDemoData = (
  db: Database,
  config: Pick<Config, 'DEMO_DATA' | 'DEMO_SEED'>,
  options?: {
    /** Told how the card transactions' load goes, every few seconds and once at its end. */
    onProgress?: ((progress: DemoProgress) => void) | undefined;
    /** The day the demo is made for (its last day is the one before); Amman's today unless told. */
    today?: DayNumber;
  },
) => Promise<void>;

/**
 * The demo package's other start-up entry, run before the embedded database opens: an empty data directory
 * gets the demo database made at build time (docs/demo-data.md "The demo snapshot").
 */
export type RestoreDemoSnapshot = (
  dataDir: string,
  config: Pick<Config, 'DEMO_DATA' | 'DEMO_SEED'>,
) => Promise<SnapshotRestore>;

/**
 * Whether the snapshot was copied in (and the day it was made for), or why the demo is loaded instead (null:
 * the data directory holds a database already, as on every start but the first).
 */
export type SnapshotRestore = { restored: true; madeFor: string } | { restored: false; why: string | null };

/** How far the demo's card transactions have loaded: whole months of the months to load, and rows written. */
export interface DemoProgress {
  months: number;
  ofMonths: number;
  transactions: number;
}
