// Opens and migrates the configured database, and loads the demo data into an empty one.
import type { Config } from '../config.js';
import { isSeeded, seedDemoData } from '../demo/seed.js';
import { rollDemoTransactionsForward } from '../demo/transactions.js';
import { openDatabase, type DatabaseHandle } from './client.js';

export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  if (config.DEMO_DATA !== 'none') {
    if (!(await isSeeded(database.db))) await seedDemoData(database.db, config.DEMO_SEED);
    await rollDemoTransactionsForward(database.db, config.DEMO_DATA, config.DEMO_SEED);
  }
  return database;
}
