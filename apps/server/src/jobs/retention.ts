// The nightly retention of card transactions: drops the months past RETENTION_MONTHS with what is derived from
// them (docs/architecture.md "Retention"). Its cron fires once across all processes.
import type { Config } from '../config.js';
import type { JobInfo, QueueDefinition } from './boss.js';

export const RETENTION_QUEUE = 'transaction-retention';

/** pg-boss's backstop for a run whose process died: far longer than a month's drop takes. */
const EXPIRE_SECONDS = 60 * 60;

export function retentionQueue(config: Config, run: (job: JobInfo) => Promise<unknown>): QueueDefinition {
  return {
    name: RETENTION_QUEUE,
    // A run that could not take its lock in time (readers were busy) is tried again a minute later, then
    // two, then four; the next night's run catches up on whatever is still left.
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS },
    batchSize: 1,
    cron: config.RETENTION_CRON,
    work: async (_data, job) => void (await run(job)),
  };
}
