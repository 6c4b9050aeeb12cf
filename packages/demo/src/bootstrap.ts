// The demo data at start-up: seeded into an empty database, then its transactions rolled forward to today.
// The server's main.ts loads this entry only when demo data is asked for; before it opens an embedded
// database, an empty data directory gets the demo database made at build time (snapshot.ts).
import { todayInAmman } from '@merchant-portal/contracts/dates';
import type { PrepareDemoData } from '@merchant-portal/server/ingest';
import { rollDemoBookingsForward } from './bookings/load.js';
import { rollDemoOrdersForward } from './marketplace.js';
import { rollDemoMofaForward } from './mofa/load.js';
import { rollDemoHoldsForward } from './pre-auth.js';
import { isSeeded, saveDemoBankFacts, seedDemoData } from './seed.js';
import { rollDemoTransactionsForward } from './transactions/load.js';

export { restoreDemoSnapshot } from './snapshot.js';

export const prepareDemoData: PrepareDemoData = async (
  db,
  config,
  { onProgress, today = todayInAmman() } = {},
) => {
  if (config.DEMO_DATA === 'none') return;
  if (await isSeeded(db)) await saveDemoBankFacts(db);
  else await seedDemoData(db, config.DEMO_SEED);
  await rollDemoTransactionsForward(db, config.DEMO_DATA, config.DEMO_SEED, { today, onProgress });
  await rollDemoHoldsForward(db, config.DEMO_DATA, config.DEMO_SEED, today);
  // After the card transactions: each order is linked to the payment that paid it.
  await rollDemoOrdersForward(db, config.DEMO_DATA, config.DEMO_SEED, today);
  // After the card transactions too: each MOFA record is linked to the card payment of the fee.
  await rollDemoMofaForward(db, config.DEMO_DATA, config.DEMO_SEED, today);
  // Last: its executed refunds are card transactions of the airline's online branch as well.
  await rollDemoBookingsForward(db, config.DEMO_DATA, config.DEMO_SEED, today);
};
