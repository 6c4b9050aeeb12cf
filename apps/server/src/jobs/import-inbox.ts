// The import inbox's queue (modules/import/inbox.ts): a run at every tick of its cron, once across all
// processes, and one at a time (a tick while a big file loads waits for it). A run that fails (the database
// away) is retried; the file it was loading waits in processing/. A run whose process died holds the queue
// until it expires: then the next run loads what that one left.
import type { Config } from '../config.js';
import type { QueueDefinition } from './boss.js';

export const IMPORT_INBOX_QUEUE = 'import-inbox';

/** How long a run may take before pg-boss gives it up as dead: far longer than a big file's load. */
const EXPIRE_SECONDS = 30 * 60;

export function importInboxQueue(config: Config, run: () => Promise<unknown>): QueueDefinition {
  return {
    name: IMPORT_INBOX_QUEUE,
    options: {
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS,
    },
    batchSize: 1,
    cron: config.IMPORT_INBOX_CRON,
    work: async () => void (await run()),
  };
}
