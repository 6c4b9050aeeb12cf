// The report queues: one job per report request (its files), retried with a doubling delay when writing
// fails, and the daily retention job that removes files past their retention period.
import type { Config } from '../config.js';
import type { JobInfo, QueueDefinition } from './boss.js';

export const REPORT_FILES_QUEUE = 'report-files';
export const REPORT_RETENTION_QUEUE = 'report-retention';

export interface ReportJob {
  requestId: string;
}

/**
 * pg-boss's own backstop for a job whose worker died without the heartbeat noticing (every process gone):
 * long enough for the largest report.
 */
const EXPIRE_SECONDS = 60 * 60;

export function reportFilesQueue(
  config: Config,
  run: (job: ReportJob, info: JobInfo) => Promise<void>,
): QueueDefinition<ReportJob> {
  return {
    name: REPORT_FILES_QUEUE,
    options: {
      retryLimit: config.REPORT_RETRY_LIMIT,
      retryDelay: config.REPORT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS,
    },
    batchSize: 1,
    workers: config.REPORT_WORKERS,
    work: run,
  };
}

export function reportRetentionQueue(config: Config, removeExpired: () => Promise<unknown>): QueueDefinition {
  return {
    name: REPORT_RETENTION_QUEUE,
    options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS },
    batchSize: 1,
    cron: config.REPORT_RETENTION_CRON,
    work: async () => void (await removeExpired()),
  };
}
