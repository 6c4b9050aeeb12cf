// `npm run seed`: migrates the configured database and loads the demo data if it is empty.
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../db/bootstrap.js';

const config = loadConfig({
  ...process.env,
  DEMO_DATA: process.env.DEMO_DATA === 'none' ? 'full' : process.env.DEMO_DATA,
});
const database = await prepareDatabase(config);
await database.close();
console.warn(
  `Demo data ready (${config.DEMO_DATA}) in ${config.DATABASE_URL ? 'PostgreSQL' : config.DATA_DIR}`,
);
