// The mail-delivery queue: one job per outbox message, retried with a doubling delay when delivery fails.
import type { Config } from '../config.js';
import type { QueueDefinition } from './boss.js';

export const MAIL_DELIVERY_QUEUE = 'mail-delivery';

export interface MailDeliveryJob {
  outboxId: string;
}

/** A job running this long is taken for dead (its process crashed) and tried again. */
const EXPIRE_SECONDS = 5 * 60;

export function mailDeliveryQueue(
  config: Config,
  deliver: (outboxId: string) => Promise<unknown>,
): QueueDefinition<MailDeliveryJob> {
  return {
    name: MAIL_DELIVERY_QUEUE,
    options: {
      retryLimit: config.MAIL_RETRY_LIMIT,
      retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS,
    },
    batchSize: 10,
    work: async ({ outboxId }) => void (await deliver(outboxId)),
  };
}
