// Opens the configured database and brings its schema up to date.
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';

export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
  });
  await database.migrate();
  return database;
}
