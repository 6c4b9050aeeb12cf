// A process that runs the import inbox once on DATABASE_URL, for the test that kills it mid-file.
import { openDatabase } from '../db/client.js';
import { runInbox } from '../modules/import/inbox.js';

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
await runInbox(handle.db, process.argv[2] ?? '', { now: () => new Date(), counted: () => undefined });
await handle.close();
