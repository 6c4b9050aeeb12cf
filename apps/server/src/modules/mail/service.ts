// E-mail: the dashboard's requests to the merchant's account manager, written to the outbox in the
// request's transaction (with its audit row and its delivery job), and the delivery of an outbox message.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { EmailSource } from '@merchant-portal/contracts/schemas/dashboards';
import type { Database, Executor } from '../../db/client.js';
import type { JobQueue } from '../../jobs/boss.js';
import { MAIL_DELIVERY_QUEUE, type MailDeliveryJob } from '../../jobs/mail-delivery.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { AppError, isDatabaseUnavailable } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import type { AuthContext, RequestContext } from '../../lib/request-context.js';
import { recordAudit } from '../audit/service.js';
import { dashboardRequestMail } from './compose.js';
import type { Mailer } from './transport.js';
import * as repo from './repository.js';

export interface MailServiceOptions {
  jobs: JobQueue;
  mailer: Mailer;
  /** Dashboard messages one merchant may write in any hour (MAIL_ACTIONS_PER_MERCHANT_PER_HOUR). */
  perMerchantPerHour: number;
  /** The app's metrics: each delivery attempt counts as sent or failed. */
  metrics: Metrics;
  now?: Clock;
}

/** The same user's same request within this window is the same request (a double click): one message. */
export const REPEAT_WINDOW_MS = 60_000;
/** The per-merchant cap counts the messages of this window, ending now. */
const MERCHANT_WINDOW_MS = 3_600_000;
/** A delivery attempt holds its message this long; longer than the SMTP timeouts of one attempt. */
const CLAIM_SECONDS = 120;
const AUDIT_ACTION = 'dashboard-email';

const notQueued = (status: 409 | 503) => new AppError(status, String(status), MESSAGES.emailFailed);
const merchantCapReached = () => new AppError(429, '429', MESSAGES.emailLimitReached);

export type DeliveryOutcome = 'delivered' | 'already-delivered' | 'gone';

export class MailService {
  private readonly now: Clock;

  constructor(
    private readonly db: Database,
    private readonly options: MailServiceOptions,
  ) {
    this.now = options.now ?? systemClock;
  }

  /**
   * Queues the message of a dashboard action to the account manager of the user's own merchant. The
   * merchant's row is locked first: a repeat within the window answers success and writes no second
   * message, and a merchant whose users wrote the hour's cap of messages is refused (429), however many
   * users or server processes ask at once. Refused (no account manager on record, the cap) or failed, the
   * transaction rolls back and a failure row is audited.
   */
  async requestFromDashboard(auth: AuthContext, source: EmailSource, context: RequestContext): Promise<void> {
    const kind = `dashboard:${source}`;
    const entry = {
      action: AUDIT_ACTION,
      actorUserId: auth.userId,
      actorUsername: auth.username,
      merchantCode: auth.merchantCode,
    };
    let queued = false;
    try {
      await this.db.transaction(async (tx) => {
        const at = this.now();
        const who = await repo.lockRequester(tx, auth.merchantCode, auth.userId);
        if (!who?.managerEmail) throw notQueued(409);
        const repeat = await repo.recentMessage(
          tx,
          auth.userId,
          kind,
          new Date(at.getTime() - REPEAT_WINDOW_MS),
        );
        let outboxId = repeat?.id;
        if (!outboxId) {
          const hourAgo = new Date(at.getTime() - MERCHANT_WINDOW_MS);
          const written = await repo.dashboardMessagesSince(tx, who.merchantCode, hourAgo);
          if (written >= this.options.perMerchantPerHour) throw merchantCapReached();
          const mail = dashboardRequestMail(source, who, at);
          outboxId = await this.enqueue(tx, {
            kind,
            merchantCode: who.merchantCode,
            requestedBy: auth.userId,
            toAddress: who.managerEmail,
            toName: who.managerName,
            replyTo: who.email,
            subject: mail.subject,
            bodyText: mail.text,
            bodyHtml: mail.html,
            createdAt: at,
          });
          queued = true;
        }
        await recordAudit(tx, context, {
          ...entry,
          outcome: 'success',
          details: { emailSource: source, outboxId, to: who.managerEmail, ...(repeat && { repeat: true }) },
        });
      });
    } catch (error) {
      const refusal =
        error instanceof AppError ? error : isDatabaseUnavailable(error) ? notQueued(503) : null;
      const reason = refusal?.message ?? 'error';
      // With the database gone the failure row cannot be written either: the answer still says why.
      await recordAudit(this.db, context, {
        ...entry,
        outcome: 'failure',
        details: { emailSource: source, reason },
      }).catch(() => undefined);
      throw refusal ?? error;
    }
    if (queued) this.wakeDelivery();
  }

  /**
   * Writes a message to the outbox and queues its delivery, in the caller's transaction (so the message
   * exists only if the action that sends it commits). Call `wakeDelivery` once that transaction committed.
   */
  async enqueue(tx: Executor, message: repo.NewMessage): Promise<string> {
    const outboxId = await repo.insertMessage(tx, message);
    const job: MailDeliveryJob = { outboxId };
    await this.options.jobs.sendInTransaction(tx, MAIL_DELIVERY_QUEUE, job, { id: outboxId });
    return outboxId;
  }

  /** Delivers queued messages now rather than at the workers' next poll. */
  wakeDelivery(): void {
    this.options.jobs.wake(MAIL_DELIVERY_QUEUE);
  }

  /**
   * Delivers one outbox message: claimed first (a second run of the job finds it delivered or taken, and
   * sends nothing), sent, then marked delivered. A failure is recorded on the message and thrown, so the job
   * is retried. At least once: a crash after the server accepted the message and before it is marked sends
   * it again once the claim lapses (the same Message-ID lets the receiving side see the repeat).
   */
  async deliver(outboxId: string): Promise<DeliveryOutcome> {
    const message = await repo.claimMessage(this.db, outboxId, CLAIM_SECONDS);
    if (!message) {
      const state = await repo.deliveryState(this.db, outboxId);
      if (!state) return 'gone';
      if (state.deliveredAt) return 'already-delivered';
      throw new Error('the message is being delivered by another attempt');
    }
    try {
      await this.options.mailer.send({
        id: message.id,
        to: { name: message.toName ?? '', address: message.toAddress },
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.bodyText,
        html: message.bodyHtml,
        createdAt: message.createdAt,
      });
    } catch (error) {
      this.options.metrics.countMailFailed();
      const text = error instanceof Error ? error.message : String(error);
      await repo.markFailed(this.db, outboxId, text.slice(0, 1000));
      throw error;
    }
    this.options.metrics.countMailSent();
    await repo.markDelivered(this.db, outboxId);
    return 'delivered';
  }

  close(): void {
    this.options.mailer.close();
  }
}
